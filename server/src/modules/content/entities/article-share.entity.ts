import { Column, CreateDateColumn, Entity, Index, PrimaryColumn } from 'typeorm';

/** A share link of one user for one article (reused, as the contest's). */
@Entity('article_shares')
@Index('uq_article_shares_user_article', ['userId', 'articleId'], { unique: true })
export class ArticleShareEntity {
  @PrimaryColumn({ type: 'varchar', length: 32 })
  code: string;

  @Column({ type: 'uuid' })
  userId: string;

  @Column({ type: 'uuid' })
  articleId: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
