import { Check, Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/**
 * A reader's entitlement, one row per reader, changed only in the transaction (or statement) that
 * writes its ledger row; always equal to what `membership_ledger` adds up to (docs/decisions/0096-membership-ledger-and-state.md).
 */
@Entity('memberships')
@Check('chk_memberships_credits', '"remaining_credits" >= 0')
export class MembershipEntity {
  @PrimaryColumn({ type: 'uuid' })
  userId: string;

  /** End of the VIP months (exclusive; midnight Asia/Shanghai); VIP while in the future. */
  @Column({ type: 'timestamptz', nullable: true })
  vipUntil: Date | null;

  @Column({ type: 'boolean', default: false })
  buyout: boolean;

  /** First grant. */
  @Column({ type: 'timestamptz', nullable: true })
  openedAt: Date | null;

  @Column({ type: 'integer', default: 0 })
  remainingCredits: number;

  @Column({ type: 'integer', default: 0 })
  cumulativeArticles: number;

  /** +1 on every change (cache checks, optimistic readers). */
  @Column({ type: 'integer', default: 0 })
  version: number;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
