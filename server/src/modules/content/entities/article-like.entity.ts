import { CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/** One reader's like of one article (the key makes a double tap one like). */
@Entity('article_likes')
export class ArticleLikeEntity {
  @PrimaryColumn({ type: 'uuid' })
  userId: string;

  @PrimaryColumn({ type: 'uuid' })
  articleId: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
