import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { SkuEntity } from './sku.entity';
import type { StockReason } from '@contracts/schemas/shop';

/**
 * One change of a SKU's stock (never updated or deleted). `delta` is signed; which column it
 * moves depends on `reason` (contracts/schemas/shop.ts, STOCK_REASONS). `ref` names what caused
 * it: an order line, an admin's user id, a return.
 */
@Entity('shop_stock_movements')
@Check(
  'chk_shop_stock_movements_sign',
  `("reason" IN ('receipt', 'allocate', 'return') AND "delta" > 0) OR ("reason" IN ('release', 'sale') AND "delta" < 0) OR ("reason" = 'adjust' AND "delta" <> 0)`,
)
@Index('ix_shop_stock_movements_sku', ['skuId', 'createdAt'])
export class StockMovementEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'uuid' })
  skuId: string;

  @ManyToOne(() => SkuEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'sku_id' })
  sku?: SkuEntity;

  @Column({ type: 'int' })
  delta: number;

  @Column({ type: 'varchar', length: 16 })
  reason: StockReason;

  @Column({ type: 'varchar', length: 64, nullable: true })
  ref: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
