import { Injectable } from '@nestjs/common';
import type { Language } from '@contracts/language';
import { ProvidesSearch, SqlSearchSource, type SearchDocument } from '@server/modules/search/ports/search-source.port';

interface ArticleRow {
  id: string;
  translation_group_id: string;
  language: Language;
  title: string;
  summary: string;
  cover: string;
  locked: boolean;
  plain_text: string;
  preview_text: string;
  tags: string[];
  editor_pick: boolean;
  published_at: Date | null;
}

/** Only what a guest may read: a locked article's text is its preview, never `plain_text` (not even selected). */
const SELECT = `SELECT id, translation_group_id, language, title, summary, cover, locked, editor_pick, published_at, tags,
                       CASE WHEN locked THEN '' ELSE plain_text END AS plain_text, preview_text
                  FROM articles WHERE status = 'published'`;

function toDocument(r: ArticleRow): SearchDocument {
  const free = r.locked ? r.preview_text : r.plain_text;
  return {
    kind: 'article',
    id: r.id,
    group: r.translation_group_id,
    language: r.language,
    title: r.title,
    text: [r.summary, free, r.tags.map((t) => `#${t}`).join(' ')].filter((s) => s.trim()).join('\n'),
    cover: r.cover,
    link: `/pages/article/article?id=${r.id}`,
    publishedAt: r.published_at,
    boost: r.editor_pick ? 0.1 : 0,
  };
}

/**
 * Published articles in search, one document per article in its own language, grouped by its
 * translation group (search shows the group once, in the reader's language). A locked article
 * is indexed by its summary and free preview only, so its locked text is neither matched nor shown.
 * Content publishes SearchDocumentsChanged when an article is published, edited or withdrawn.
 */
@Injectable()
@ProvidesSearch()
export class ArticleSearchSource extends SqlSearchSource<ArticleRow> {
  readonly kind = 'article' as const;
  protected readonly select = SELECT;

  protected toDocuments(r: ArticleRow): SearchDocument[] {
    return [toDocument(r)];
  }
}
