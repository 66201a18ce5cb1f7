import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { SkuEntity } from './sku.entity';

/**
 * One SKU in a member's cart (one line per SKU). `priceSeen` is the unit price the member was
 * last shown for it (when added, merged or refused at checkout): checkout from the cart refuses a
 * line whose price moved since (decision 0126).
 */
@Entity('shop_cart_lines')
@Check('chk_shop_cart_lines_quantity', '"quantity" >= 1')
@Index('uq_shop_cart_lines_user_sku', ['userId', 'skuId'], { unique: true })
export class CartLineEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'uuid' })
  userId: string;

  @Column({ type: 'uuid' })
  skuId: string;

  @ManyToOne(() => SkuEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'sku_id' })
  sku?: SkuEntity;

  @Column({ type: 'int' })
  quantity: number;

  @Column({ type: 'boolean', default: true })
  selected: boolean;

  @Column({ type: 'int' })
  priceSeen: number;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
