import type { Language } from '@contracts/language';
import type { ArticleCategory, ArticleStatus } from '@contracts/schemas/content';
import { DataSource } from 'typeorm';
import { renderArticle } from '@server/modules/content/services/article-html';
import type { TestApp } from '../setup/harness';

let seq = 0;

export interface ArticleSeed {
  authorId: string;
  title?: string;
  summary?: string;
  cover?: string;
  /** HTML; sanitised and cut into its preview as the app does on write. */
  body?: string;
  category?: ArticleCategory;
  tags?: string[];
  language?: Language;
  /** Joins an existing translation group (default: its own id). */
  translationGroupId?: string;
  locked?: boolean;
  previewLength?: number;
  issueId?: string | null;
  status?: ArticleStatus;
  editorPick?: boolean;
  views?: number;
  likes?: number;
  favourites?: number;
  /** Default now (published articles only). */
  publishedAt?: Date;
}

/**
 * Inserts an article straight into the database (published unless `status` says otherwise). For tests of any module that
 * needs articles to exist (feeds, magazine issues, search); the author is any user id.
 */
export async function insertArticle(db: TestApp | DataSource, seed: ArticleSeed): Promise<{ id: string; translationGroupId: string }> {
  const ds = db instanceof DataSource ? db : db.app.get(DataSource);
  seq++;
  const status = seed.status ?? 'published';
  const locked = seed.locked ?? false;
  const previewLength = seed.previewLength ?? 300;
  const html = seed.body ?? `<p>Body of test article ${seq}.</p><p>Second paragraph of article ${seq}.</p>`;
  const r = renderArticle(html, locked, previewLength);
  const published = status === 'published' || status === 'withdrawn';
  const [row] = (await ds.query(
    `INSERT INTO articles (translation_group_id, language, author_id, title, summary, cover, body, preview, plain_text, preview_text,
                           locked, preview_length, category, tags, issue_id, status, editor_pick, views, likes, favourites,
                           published_at, submitted_at)
     VALUES (COALESCE($1::uuid, gen_random_uuid()), $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22)
     RETURNING id, translation_group_id`,
    [
      seed.translationGroupId ?? null,
      seed.language ?? 'zh-cn',
      seed.authorId,
      seed.title ?? `Test article ${seq}`,
      seed.summary ?? `Summary ${seq}`,
      seed.cover ?? `/uploads/test/cover-${seq}.jpg`,
      r.body,
      r.preview,
      r.plainText,
      r.previewText,
      locked,
      previewLength,
      seed.category ?? 'destinations',
      seed.tags ?? [],
      seed.issueId ?? null,
      status,
      seed.editorPick ?? false,
      seed.views ?? 0,
      seed.likes ?? 0,
      seed.favourites ?? 0,
      published ? (seed.publishedAt ?? new Date()) : null,
      status === 'draft' ? null : new Date(),
    ],
  )) as { id: string; translation_group_id: string }[];
  const id = row!.id;
  // The first version of a group is the group (its own id).
  if (!seed.translationGroupId) await ds.query(`UPDATE articles SET translation_group_id = id WHERE id = $1`, [id]);
  return { id, translationGroupId: seed.translationGroupId ?? id };
}
