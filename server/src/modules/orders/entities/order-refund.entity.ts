import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * One refund of an order (the buyer's or staff's), written in the refund's transaction: the
 * order's timeline reads it; the order keeps the running total (`refunded_amount`).
 */
@Entity('order_refunds')
@Index('ix_order_refunds_order', ['orderId', 'createdAt'])
export class OrderRefundEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'uuid' })
  orderId: string;

  /** minor units moved back by this refund */
  @Column({ type: 'integer' })
  amount: number;

  /** units refunded by it; null for refunds recorded before this table existed */
  @Column({ type: 'integer', nullable: true })
  units: number | null;

  /** who asked: the buyer, or the staff member (null: the system) */
  @Column({ type: 'uuid', nullable: true })
  actorId: string | null;

  @Column({ type: 'boolean', default: false })
  byStaff: boolean;

  /** staff's reason (always given in the console); null for the buyer's own refunds */
  @Column({ type: 'varchar', length: 200, nullable: true })
  reason: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
