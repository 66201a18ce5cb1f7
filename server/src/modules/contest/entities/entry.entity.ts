import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { EntryStatus } from '@contracts/schemas/contest';
import type { EntryTranslations } from '../services/translations';

/**
 * A work submitted to a contest. `votes` / `heldVotes` are maintained in the same statement that
 * inserts the votes (so they are exactly `count(votes)` by status); `reachSeq` is taken from the
 * sequence `contest_reach_seq` each time `votes` changes (and at approval): among equal counts the
 * smaller `reachSeq` reached the count first and ranks higher. `visits` is flushed from Redis.
 */
@Entity('contest_entries')
@Index('ix_contest_entries_contest_status', ['contestId', 'status'])
export class ContestEntryEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'uuid' })
  contestId: string;

  @Index()
  @Column({ type: 'uuid' })
  userId: string;

  @Column({ type: 'varchar', length: 60 })
  title: string;

  /** Translations of the texts as written (decision 0135): language → fields; a translation wins for its language. */
  @Column({ type: 'jsonb', default: () => "'{}'" })
  translations: EntryTranslations;

  @Column({ type: 'text', array: true })
  images: string[];

  @Column({ type: 'text', default: '' })
  introduction: string;

  @Column({ type: 'varchar', length: 100, default: '' })
  camera: string;

  @Column({ type: 'varchar', length: 100, default: '' })
  lens: string;

  @Column({ type: 'varchar', length: 100, default: '' })
  housing: string;

  @Column({ type: 'varchar', length: 100, default: '' })
  accessories: string;

  @Column({ type: 'varchar', length: 100, default: '' })
  place: string;

  @Column({ type: 'int' })
  year: number;

  @Column({ type: 'varchar', length: 16, default: 'submitted' })
  status: EntryStatus;

  @Column({ type: 'varchar', length: 200, nullable: true })
  rejectReason: string | null;

  @Column({ type: 'int', default: 0 })
  votes: number;

  @Column({ type: 'int', default: 0 })
  heldVotes: number;

  @Column({ type: 'bigint', default: 0 })
  reachSeq: string;

  @Column({ type: 'bigint', default: 0 })
  visits: string;

  @Column({ type: 'timestamptz', nullable: true })
  reviewedAt: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
