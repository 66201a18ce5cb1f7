import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { VoteStatus } from '@contracts/schemas/contest';

/**
 * One vote: the source of truth of the ranking. `slot` is the vote's number in the voter's daily
 * allowance (1..votesPerUserPerDay) for `day` (a date in the contest's time zone); the unique key
 * (contest, voter, day, slot) makes PostgreSQL itself refuse an allowance overrun.
 */
@Entity('votes')
@Index('uq_votes_allowance_slot', ['contestId', 'voterId', 'day', 'slot'], { unique: true })
@Index('ix_votes_entry_status', ['entryId', 'status'])
// Partial indexes: the admin's flagged-votes list and the share-link counts only look at the few
// votes that were flagged or came through a link, so an ordinary vote's INSERT maintains three
// indexes instead of five (the vote batch is the hottest write; docs/performance-log.md).
@Index('ix_votes_flagged', ['contestId', 'id'], { where: `status <> 'counted' OR flag_reason IS NOT NULL` })
@Index('ix_votes_share_code', ['shareCode'], { where: 'share_code IS NOT NULL' })
export class VoteEntity {
  @PrimaryGeneratedColumn('identity', { type: 'bigint', generatedIdentity: 'ALWAYS' })
  id: string;

  @Column({ type: 'uuid' })
  contestId: string;

  @Column({ type: 'uuid' })
  entryId: string;

  @Column({ type: 'uuid' })
  voterId: string;

  @Column({ type: 'date' })
  day: string;

  @Column({ type: 'smallint' })
  slot: number;

  @Column({ type: 'varchar', length: 8, default: 'counted' })
  status: VoteStatus;

  /** Why it was held (`ip_cluster`, `device_cluster`). */
  @Column({ type: 'varchar', length: 32, nullable: true })
  flagReason: string | null;

  @Column({ type: 'varchar', length: 64 })
  ip: string;

  @Column({ type: 'varchar', length: 128, nullable: true })
  deviceId: string | null;

  /** The share link that brought the vote. */
  @Column({ type: 'varchar', length: 32, nullable: true })
  shareCode: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
