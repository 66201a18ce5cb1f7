import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/** Provider callbacks already handled, by (provider, event id): a replayed callback is answered without effect. */
@Entity('payment_events')
export class PaymentEventEntity {
  @PrimaryColumn({ type: 'varchar', length: 16 })
  provider: string;

  @PrimaryColumn({ type: 'varchar', length: 255 })
  eventId: string;

  @Column({ type: 'uuid', nullable: true })
  paymentId: string | null;

  @Column({ type: 'varchar', length: 40 })
  outcome: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
