import { CreateDateColumn, Entity, Index, PrimaryColumn } from 'typeorm';

/** A reader following an author (both user ids). */
@Entity('author_follows')
@Index('ix_author_follows_author_created', { synchronize: false })
export class AuthorFollowEntity {
  @PrimaryColumn({ type: 'uuid' })
  followerId: string;

  @PrimaryColumn({ type: 'uuid' })
  authorId: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
