import { Column, CreateDateColumn, Entity, Index, PrimaryColumn } from 'typeorm';

/** An article a reader unlocked (with a credit, or free while VIP): theirs forever. */
@Entity('article_unlocks')
@Index('ix_article_unlocks_user_time', ['userId', 'createdAt'])
export class ArticleUnlockEntity {
  @PrimaryColumn({ type: 'uuid' })
  userId: string;

  @PrimaryColumn({ type: 'uuid' })
  articleId: string;

  /** A credit was spent for it. */
  @Column({ type: 'boolean' })
  charged: boolean;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
