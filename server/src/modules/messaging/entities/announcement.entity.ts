import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { Language } from '@contracts/language';

/**
 * A platform announcement: stored once, read by every user (fan-out on read). Per-user state
 * (read, hidden) lives in `announcement_receipts`, created only when a user acts on it.
 */
@Entity('announcements')
@Index('idx_announcements_created', ['createdAt'])
export class AnnouncementEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** Title per interface language. */
  @Column({ type: 'jsonb' })
  title: Record<Language, string>;

  @Column({ type: 'jsonb' })
  body: Record<Language, string>;

  /** Shown from (null: from publication). */
  @Column({ type: 'timestamptz', nullable: true })
  startsAt: Date | null;

  /** Shown until, exclusive (null: no end). */
  @Column({ type: 'timestamptz', nullable: true })
  endsAt: Date | null;

  @Column({ type: 'uuid' })
  createdBy: string;

  /** Withdrawn by an admin: no longer shown to anyone. */
  @Column({ type: 'timestamptz', nullable: true })
  withdrawnAt: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
