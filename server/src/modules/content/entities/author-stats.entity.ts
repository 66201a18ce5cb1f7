import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * Follow counts of a user as an author and reader, kept exact in the statement that changes them.
 * (An author's published articles are counted when asked, as their list counts them: one per
 * translation group, AuthorsService.profile.)
 */
@Entity('author_stats')
export class AuthorStatsEntity {
  @PrimaryColumn({ type: 'uuid' })
  userId: string;

  @Column({ type: 'int', default: 0 })
  followers: number;

  @Column({ type: 'int', default: 0 })
  following: number;
}
