import { Column, CreateDateColumn, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * A tracker callback that was accepted (decision 0131), keyed by the digest of what was signed: the
 * same signed push again is a replay and is refused. Callbacks older than the accepted window are
 * refused as stale, so rows older than it may be purged.
 */
@Entity('shop_carrier_callbacks')
export class CarrierCallbackEntity {
  /** sha256 hex of `tracker \n param`. */
  @PrimaryColumn({ type: 'char', length: 64 })
  digest: string;

  @Column({ type: 'varchar', length: 16 })
  tracker: string;

  @Column({ type: 'uuid' })
  orderId: string;

  /** The newest scan the callback carried (the purge deletes by it: decision 0144). */
  @Index('ix_shop_carrier_callbacks_newest')
  @Column({ type: 'timestamptz' })
  newestEventAt: Date;

  @CreateDateColumn({ type: 'timestamptz' })
  receivedAt: Date;
}
