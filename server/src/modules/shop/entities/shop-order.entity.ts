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
@Check('chk_shop_orders_fulfilment', '("delivered_at" IS NULL AND "received_at" IS NULL) OR "shipped_at" IS NOT NULL')
@Index('ix_shop_orders_user', ['userId', 'createdAt'])
@Index('ix_shop_orders_in_transit', ['shippedAt'], { where: '"shipped_at" IS NOT NULL AND "received_at" IS NULL' })
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

  /** Who carries the parcel (contracts CARRIERS), once shipped (decision 0131). */
  @Column({ type: 'varchar', length: 16, nullable: true })
  carrier: string | null;

  /** The waybill number (`express_id`). */
  @Index('ix_shop_orders_tracking')
  @Column({ type: 'varchar', length: 32, nullable: true })
  trackingNumber: string | null;

  /** The salt given to the tracker with the subscription: its callbacks are signed with it. */
  @Column({ type: 'varchar', length: 64, nullable: true })
  trackingSalt: string | null;

  /** Set once by the guarded ship transition (paid, not shipped, nothing released): the `sale` movements are in its transaction. */
  @Column({ type: 'timestamptz', nullable: true })
  shippedAt: Date | null;

  /** When the carrier took the parcel for tracking (or none could: nothing more to try); the sweep tracks shipped parcels without it (decision 0144). */
  @Column({ type: 'timestamptz', nullable: true })
  trackedAt: Date | null;

  /** Set once when the carrier says delivered (the delivered notice and the automatic receipt follow). */
  @Column({ type: 'timestamptz', nullable: true })
  deliveredAt: Date | null;

  /** When the automatic receipt is due (delivered + SHOP_AUTO_RECEIVE_SECONDS). */
  @Column({ type: 'timestamptz', nullable: true })
  autoReceiveAt: Date | null;

  /** Set once when the member (or the automatic receipt) confirms it: the order is completed in the same transaction. */
  @Column({ type: 'timestamptz', nullable: true })
  receivedAt: Date | null;

  /** Set by the payment's fulfilment (sales counted once). */
  @Column({ type: 'timestamptz', nullable: true })
  fulfilledAt: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
