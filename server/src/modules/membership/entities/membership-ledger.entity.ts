import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { LedgerKind } from '@contracts/schemas/membership';

/**
 * Every change of a reader's entitlement. `key` makes each change happen once: `grant:<orderId>`,
 * `refund:<orderId>`, `spend:<userId>:<articleId>`, `expiry:<userId>:<end epoch>`, `adjust:<uuid>`.
 * The state row equals the sums: credits = Σ credits, VIP end = epoch + Σ vip_seconds,
 * buyout = Σ buyout > 0, cumulative articles = count of spends.
 */
@Entity('membership_ledger')
@Index('ix_membership_ledger_user_time', ['userId', 'createdAt'])
export class MembershipLedgerEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'uuid' })
  userId: string;

  @Column({ type: 'varchar', length: 16 })
  kind: LedgerKind;

  @Index('uq_membership_ledger_key', { unique: true })
  @Column({ type: 'varchar', length: 120 })
  key: string;

  @Column({ type: 'integer', default: 0 })
  credits: number;

  /** Seconds the VIP end moved (from the epoch when there was none). bigint: returned as a string. */
  @Column({ type: 'bigint', default: 0 })
  vipSeconds: string;

  @Column({ type: 'smallint', default: 0 })
  buyout: number;

  @Column({ type: 'uuid', nullable: true })
  orderId: string | null;

  @Column({ type: 'uuid', nullable: true })
  articleId: string | null;

  @Column({ type: 'varchar', length: 200, nullable: true })
  reason: string | null;

  @Column({ type: 'uuid', nullable: true })
  actorId: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
