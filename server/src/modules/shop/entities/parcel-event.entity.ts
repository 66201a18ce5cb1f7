import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { ParcelStatus } from '@contracts/schemas/shop';

/**
 * One scan of a goods order's parcel (decision 0131): written by the ship transition (`shipped`),
 * the sandbox carrier's steps and the tracker's callbacks. `key` makes a repeated scan (a
 * tracker resends the whole history with every push; a job runs twice) one row. `text` is the
 * courier's own words; null for the app's own statuses, shown from the message catalogue.
 */
@Entity('shop_parcel_events')
@Index('uq_shop_parcel_events_key', ['orderId', 'key'], { unique: true })
@Index('ix_shop_parcel_events_order', ['orderId', 'time'])
export class ParcelEventEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'uuid' })
  orderId: string;

  @Column({ type: 'varchar', length: 20 })
  status: ParcelStatus;

  @Column({ type: 'text', nullable: true })
  text: string | null;

  @Column({ type: 'timestamptz' })
  time: Date;

  @Column({ type: 'varchar', length: 64 })
  key: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
