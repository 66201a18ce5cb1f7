import { Column, CreateDateColumn, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * An article a reader unlocked with a credit: theirs forever, in every language. Keyed by the
 * article's translation group (content's id; no foreign key across modules): one credit opens every
 * version (docs/decisions/0134-translation-group-is-one-article.md).
 */
@Entity('article_unlocks')
@Index('ix_article_unlocks_user_time', ['userId', 'createdAt'])
export class ArticleUnlockEntity {
  @PrimaryColumn({ type: 'uuid', primaryKeyConstraintName: 'pk_article_unlocks' })
  userId: string;

  @PrimaryColumn({ type: 'uuid', primaryKeyConstraintName: 'pk_article_unlocks' })
  groupId: string;

  /** The version the credit was spent on. */
  @Column({ type: 'uuid' })
  articleId: string;

  /** A credit was spent for it. */
  @Column({ type: 'boolean' })
  charged: boolean;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
