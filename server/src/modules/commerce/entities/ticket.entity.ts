import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

export type TicketRowStatus = 'valid' | 'verified' | 'refunded';

/**
 * One seat of a paid order. `secret` is random (16 bytes) and is part of the signed QR code;
 * `expired` is not stored: a valid ticket past its `validTo` shows as expired.
 */
@Entity('tickets')
@Index('idx_tickets_user_status', ['userId', 'status'])
@Index('uq_tickets_order_seq', ['orderId', 'seq'], { unique: true })
export class TicketEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'uuid' })
  orderId: string;

  /** The order's number, printed with the ticket (immutable, copied at issue). */
  @Column({ type: 'varchar', length: 20 })
  orderNumber: string;

  /** 1..quantity within the order. */
  @Column({ type: 'integer' })
  seq: number;

  @Column({ type: 'uuid' })
  userId: string;

  @Index()
  @Column({ type: 'uuid' })
  exhibitionId: string;

  @Column({ type: 'uuid' })
  ticketTypeId: string;

  @Column({ type: 'varchar', length: 32 })
  secret: string;

  @Column({ type: 'varchar', length: 16, default: 'valid' })
  status: TicketRowStatus;

  @Column({ type: 'timestamptz' })
  validFrom: Date;

  @Column({ type: 'timestamptz' })
  validTo: Date;

  @Column({ type: 'timestamptz', nullable: true })
  verifiedAt: Date | null;

  @Column({ type: 'varchar', length: 40, nullable: true })
  gate: string | null;

  @Column({ type: 'uuid', nullable: true })
  verifiedBy: string | null;

  /** The offline device's id for the scan that verified it (sync idempotency). */
  @Column({ type: 'uuid', nullable: true, unique: true })
  checkinClientId: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  refundedAt: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
