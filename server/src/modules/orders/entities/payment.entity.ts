import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { PaymentProviderName } from '@contracts/schemas/orders';

export type PaymentStatus = 'pending' | 'succeeded' | 'failed' | 'refunded';

/**
 * One payment attempt of an order with a provider. `amount` is what the order's total was when the
 * attempt started; a callback must report exactly this amount and currency.
 */
@Entity('payments')
@Index('uq_payments_provider_ref', ['provider', 'providerRef'], { unique: true, where: '"provider_ref" IS NOT NULL' })
export class PaymentEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Index()
  @Column({ type: 'uuid' })
  orderId: string;

  @Column({ type: 'uuid' })
  userId: string;

  @Column({ type: 'varchar', length: 16 })
  provider: PaymentProviderName;

  @Column({ type: 'varchar', length: 16, default: 'pending' })
  status: PaymentStatus;

  @Column({ type: 'integer' })
  amount: number;

  @Column({ type: 'varchar', length: 3 })
  currency: string;

  /** The provider's own id (e.g. a Stripe Checkout Session id). */
  @Column({ type: 'varchar', length: 255, nullable: true })
  providerRef: string | null;

  @Column({ type: 'varchar', length: 1000, nullable: true })
  checkoutUrl: string | null;

  /** Minor units refunded through the provider. */
  @Column({ type: 'integer', default: 0 })
  refundedAmount: number;

  @Column({ type: 'timestamptz', nullable: true })
  succeededAt: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
