import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { Language } from '@contracts/language';
import type { ArticleCategory, ArticleStatus } from '@contracts/schemas/content';

/**
 * An article in one language. Versions of one article in several languages share
 * `translationGroupId` (the first version's own id). `body` is the whole sanitised HTML; `preview`
 * its free part (computed on write from `previewLength`, equal to `body` when not locked);
 * `plainText`/`previewText` their text for search. `views`/`likes`/`favourites` are kept in the
 * statement that changes them (views: flushed from Redis). The descending and GIN indexes are
 * written in the migration (`synchronize: false` here: TypeORM cannot express them).
 */
@Entity('articles')
@Index('ix_articles_status_published', { synchronize: false })
@Index('ix_articles_author_status_published', { synchronize: false })
@Index('ix_articles_status_category_published', { synchronize: false })
@Index('ix_articles_tags', { synchronize: false })
@Index('ix_articles_issue', ['issueId'])
@Index('ix_articles_translation_group', ['translationGroupId'])
export class ArticleEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'uuid' })
  translationGroupId: string;

  @Column({ type: 'varchar', length: 8 })
  language: Language;

  /** A user id (auth's); no foreign key across modules. */
  @Column({ type: 'uuid' })
  authorId: string;

  @Column({ type: 'varchar', length: 120 })
  title: string;

  @Column({ type: 'varchar', length: 300, default: '' })
  summary: string;

  @Column({ type: 'varchar', length: 500 })
  cover: string;

  @Column({ type: 'text' })
  body: string;

  @Column({ type: 'text' })
  preview: string;

  @Column({ type: 'text' })
  plainText: string;

  @Column({ type: 'text' })
  previewText: string;

  @Column({ type: 'boolean', default: false })
  locked: boolean;

  @Column({ type: 'int', default: 300 })
  previewLength: number;

  @Column({ type: 'varchar', length: 24 })
  category: ArticleCategory;

  @Column({ type: 'text', array: true, default: () => "'{}'" })
  tags: string[];

  /** A magazine_issues id (same module). */
  @Column({ type: 'uuid', nullable: true })
  issueId: string | null;

  @Column({ type: 'varchar', length: 16, default: 'draft' })
  status: ArticleStatus;

  @Column({ type: 'varchar', length: 200, nullable: true })
  rejectReason: string | null;

  @Column({ type: 'boolean', default: false })
  editorPick: boolean;

  @Column({ type: 'int', default: 0 })
  views: number;

  @Column({ type: 'int', default: 0 })
  likes: number;

  @Column({ type: 'int', default: 0 })
  favourites: number;

  @Column({ type: 'timestamptz', nullable: true })
  publishedAt: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  submittedAt: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  reviewedAt: Date | null;

  @Column({ type: 'uuid', nullable: true })
  reviewedBy: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
