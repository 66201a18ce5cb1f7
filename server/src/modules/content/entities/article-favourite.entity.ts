import { CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/** One reader's favourite (saved article); the key makes it idempotent. */
@Entity('article_favourites')
export class ArticleFavouriteEntity {
  @PrimaryColumn({ type: 'uuid' })
  userId: string;

  @PrimaryColumn({ type: 'uuid' })
  articleId: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
