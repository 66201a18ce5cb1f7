import { Column, Entity, PrimaryColumn } from 'typeorm';

/** Counts of a user as an author and reader, kept exact in the statement that changes them. */
@Entity('author_stats')
export class AuthorStatsEntity {
  @PrimaryColumn({ type: 'uuid' })
  userId: string;

  @Column({ type: 'int', default: 0 })
  followers: number;

  @Column({ type: 'int', default: 0 })
  following: number;

  /** Published articles. */
  @Column({ type: 'int', default: 0 })
  articles: number;
}
