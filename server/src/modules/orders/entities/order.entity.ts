import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { OrderKind, OrderStatus, PaymentProviderName } from '@contracts/schemas/orders';

/**
 * An order of any kind, with its lines in `order_lines` (a kind keeps what it sells in its own
 * table, keyed by the order id, e.g. `ticket_orders`). Status moves only by guarded UPDATEs
 * (`… WHERE id = $1 AND status = 'pending_payment' RETURNING …`), see OrdersService.
 */
@Entity('orders')
@Index('idx_orders_user_created', ['userId', 'createdAt'])
@Index('idx_orders_status_expires', ['status', 'expiresAt'])
export class OrderEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** Human-readable, unique: kind letter + yyMMdd + 7 digits (see docs/decisions/0048-order-numbers.md). */
  @Column({ type: 'varchar', length: 20, unique: true })
  number: string;

  @Column({ type: 'varchar', length: 16 })
  kind: OrderKind;

  @Column({ type: 'varchar', length: 20 })
  status: OrderStatus;

  @Column({ type: 'uuid' })
  userId: string;

  /** Units across the lines (Σ quantity): refunds are counted in these. */
  @Column({ type: 'integer' })
  quantity: number;

  /** Σ line totals, minor units. */
  @Column({ type: 'integer' })
  subtotal: number;

  @Column({ type: 'integer', default: 0 })
  discount: number;

  @Column({ type: 'integer' })
  total: number;

  @Column({ type: 'varchar', length: 3 })
  currency: string;

  @Column({ type: 'varchar', length: 200, nullable: true })
  remark: string | null;

  @Column({ type: 'varchar', length: 16, nullable: true })
  paymentMethod: PaymentProviderName | null;

  @Column({ type: 'timestamptz' })
  expiresAt: Date;

  @Column({ type: 'timestamptz', nullable: true })
  paidAt: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  completedAt: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  cancelledAt: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  refundedAt: Date | null;

  @Column({ type: 'integer', default: 0 })
  refundedAmount: number;

  /** Soft delete: hidden from the owner's list (final states only). */
  @Column({ type: 'timestamptz', nullable: true })
  hiddenAt: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
