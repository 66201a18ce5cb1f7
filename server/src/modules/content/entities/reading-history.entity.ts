import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/** A logged-in reader's last view of an article (one row per article, moved up on each view). */
@Entity('reading_history')
@Index('ix_reading_history_user_viewed', { synchronize: false })
export class ReadingHistoryEntity {
  @PrimaryColumn({ type: 'uuid' })
  userId: string;

  @PrimaryColumn({ type: 'uuid' })
  articleId: string;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  viewedAt: Date;
}
