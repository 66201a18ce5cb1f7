import { Check, Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { GoodsEntity } from './goods.entity';

/**
 * A SKU: one value of each of its goods' attributes (`valueIds`, in the attributes' order), its
 * price, and its stock. `onHand` and `allocated` are kept in the statement that writes the stock
 * movement (services/stock.ledger.ts), so each equals the sum of its movements; saleable =
 * onHand − allocated. The CHECKs in the migration keep both ≥ 0 and allocated ≤ onHand.
 */
@Entity('shop_skus')
@Check('chk_shop_skus_stock', '"allocated" >= 0 AND "allocated" <= "on_hand"')
@Check('chk_shop_skus_price', '"price" >= 0 AND "weight_grams" >= 0')
@Index('uq_shop_skus_combination', ['goodsId', 'valueIds'], { unique: true })
export class SkuEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'uuid' })
  goodsId: string;

  @ManyToOne(() => GoodsEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'goods_id' })
  goods?: GoodsEntity;

  @Column({ type: 'uuid', array: true, default: () => "'{}'" })
  valueIds: string[];

  @Column({ type: 'int' })
  price: number;

  @Column({ type: 'int', nullable: true })
  originalPrice: number | null;

  @Column({ type: 'int', default: 0 })
  weightGrams: number;

  @Column({ type: 'int', default: 0 })
  onHand: number;

  @Column({ type: 'int', default: 0 })
  allocated: number;

  @Column({ type: 'int', default: 0 })
  sort: number;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
