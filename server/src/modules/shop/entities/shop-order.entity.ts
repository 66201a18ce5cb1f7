import { Check, Column, CreateDateColumn, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * The shop's part of a `goods` order (orders keeps the order and its lines; a line's `item_ref` is
 * the SKU): the address as it was, the shipping fee in the order's total, the weight it was
 * computed on. `releasedAt` is set by the one release of the order's allocation (cancel or
 * expiry, or a refund before shipping), so stock goes back at most once; a late payment that
 * revives the order clears it.
 */
@Entity('shop_orders')
@Check('chk_shop_orders_amounts', '"shipping_fee" >= 0 AND "weight_grams" >= 0')
@Index('ix_shop_orders_user', ['userId', 'createdAt'])
export class ShopOrderEntity {
  @PrimaryColumn({ type: 'uuid' })
  orderId: string;

  @Column({ type: 'uuid' })
  userId: string;

  /** {name, phone, areaCodes, areaNames, detail} (names in the buyer's language then). */
  @Column({ type: 'jsonb' })
  address: Record<string, unknown>;

  @Column({ type: 'int' })
  shippingFee: number;

  @Column({ type: 'int' })
  weightGrams: number;

  @Column({ type: 'timestamptz', nullable: true })
  releasedAt: Date | null;

  /** Set by the payment's fulfilment (sales counted once). */
  @Column({ type: 'timestamptz', nullable: true })
  fulfilledAt: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
