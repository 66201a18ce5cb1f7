import type { Language } from '@contracts/language';
import type { ArticleCategory, ArticleStatus, MyArticle } from '@contracts/schemas/content';
import type { ArticleCardRow } from './article-cards';

/** A whole `articles` row as `SELECT a.*` gives it (snake case). */
export interface ArticleRow extends ArticleCardRow {
  translation_group_id: string;
  body: string;
  preview: string;
  preview_length: number;
  issue_id: string | null;
  status: ArticleStatus;
  reject_reason: string | null;
  editor_pick: boolean;
  submitted_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

/**
 * Which version of a translation group a reader sees: their language if published, else zh-cn,
 * else en-us, else zh-hant. `row_number() OVER (${TRANSLATION_PICK})` is 1 for that version
 * (alias `a`; the reader's language is the parameter given).
 */
export const translationPick = (langParam: string) =>
  `PARTITION BY a.translation_group_id ORDER BY (a.language = ${langParam}) DESC, array_position(ARRAY['zh-cn','en-us','zh-hant']::varchar[], a.language), a.published_at DESC`;

export const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The author's (and the admin's) view of an article: everything, with the whole body. */
export function toMyArticle(r: ArticleRow): MyArticle {
  return {
    id: r.id,
    title: r.title,
    summary: r.summary,
    cover: r.cover,
    body: r.body,
    category: r.category as ArticleCategory,
    tags: r.tags,
    language: r.language as Language,
    translationGroupId: r.translation_group_id,
    locked: r.locked,
    previewLength: Number(r.preview_length),
    issueId: r.issue_id,
    status: r.status,
    rejectReason: r.reject_reason,
    publishedAt: iso(r.published_at),
    submittedAt: iso(r.submitted_at),
    createdAt: r.created_at.toISOString(),
    updatedAt: r.updated_at.toISOString(),
    editorPick: r.editor_pick,
  };
}
