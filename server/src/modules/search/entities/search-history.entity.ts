import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/** A logged-in reader's searches: one row per distinct query, the last 10 kept (newest first). */
@Entity('search_history')
@Index('ix_search_history_user_time', ['userId', 'searchedAt'])
export class SearchHistoryEntity {
  @PrimaryColumn({ type: 'uuid' })
  userId: string;

  @PrimaryColumn({ type: 'varchar', length: 50 })
  query: string;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  searchedAt: Date;
}
