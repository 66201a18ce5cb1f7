import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { Language } from '@contracts/language';
import type { ArticleCategory, ArticleListItem, AuthorRef } from '@contracts/schemas/content';
import { rows, type Prepared } from '@server/infra/database/sql';
import { UserSummaryQuery } from '@server/modules/auth/queries/user-summary.query';
import { ARTICLE_ACCESS, type ArticleAccess, type KnownReader } from '../ports/article-access.port';

/** The columns a list item is made of (never `body` nor `preview`): select them with {@link CARD_COLUMNS}. */
export interface ArticleCardRow {
  id: string;
  title: string;
  summary: string;
  cover: string;
  author_id: string;
  category: ArticleCategory;
  tags: string[];
  language: Language;
  published_at: Date | null;
  locked: boolean;
  views: number;
  likes: number;
  favourites: number;
}

/** `SELECT ${CARD_COLUMNS} FROM articles a …` (alias `a`). */
export const CARD_COLUMNS =
  'a.id, a.title, a.summary, a.cover, a.author_id, a.category, a.tags, a.language, a.published_at, a.locked, a.views, a.likes, a.favourites';

const BY_IDS: Prepared = { name: 'content_cards_by_ids', text: `SELECT ${CARD_COLUMNS} FROM articles a WHERE a.id = ANY($1::uuid[])` };
const FLAGS: Prepared = {
  name: 'content_cards_flags',
  text: `SELECT id,
            EXISTS (SELECT 1 FROM article_likes l WHERE l.user_id = $1 AND l.article_id = id) AS liked,
            EXISTS (SELECT 1 FROM article_favourites f WHERE f.user_id = $1 AND f.article_id = id) AS favourited
         FROM unnest($2::uuid[]) AS id`,
};

/** Authors' names and avatars change rarely; a list should not read them on every request. */
const AUTHOR_TTL_MS = 5_000;

/**
 * The seam that turns article rows into list items (content's feeds, magazine issues' tables of
 * contents): author refs through auth's `UserSummaryQuery`, the viewer's liked/favourited flags in
 * one query, and `locked` as this reader sees it (the article is locked and ArticleAccess does not
 * give this reader the whole body). A list item never carries any part of the body.
 */
@Injectable()
export class ArticleCards {
  private readonly authors = new Map<string, { ref: AuthorRef; at: number }>();

  constructor(
    private readonly ds: DataSource,
    private readonly users: UserSummaryQuery,
    @Inject(ARTICLE_ACCESS) private readonly access: ArticleAccess,
  ) {}

  /**
   * Ids are answered in their order (unknown ids are dropped); rows are used as given. `known`: the
   * reader's session roles when the caller has them (spares ArticleAccess a lookup).
   */
  async list(
    input: readonly string[] | readonly ArticleCardRow[],
    viewerId: string | null,
    _lang?: Language,
    known?: KnownReader,
  ): Promise<ArticleListItem[]> {
    if (!input.length) return [];
    const cards = typeof input[0] === 'string' ? await this.load(input as readonly string[]) : (input as readonly ArticleCardRow[]);
    if (!cards.length) return [];
    const ids = cards.map((c) => c.id);
    const [authors, flags, access] = await Promise.all([
      this.authorRefs(cards.map((c) => c.author_id)),
      viewerId ? rows<{ id: string; liked: boolean; favourited: boolean }>(this.ds, FLAGS, [viewerId, ids]) : undefined,
      cards.some((c) => c.locked)
        ? this.access.decide(
            viewerId,
            cards.filter((c) => c.locked).map((c) => ({ id: c.id, locked: true, authorId: c.author_id })),
            known,
          )
        : undefined,
    ]);
    const flagOf = new Map(flags?.map((f) => [f.id, f]));
    return cards.map((c) => {
      const item: ArticleListItem = {
        id: c.id,
        title: c.title,
        summary: c.summary,
        cover: c.cover,
        author: authors.get(c.author_id) ?? { id: c.author_id, nickname: '', avatar: null },
        category: c.category,
        tags: c.tags,
        language: c.language,
        publishedAt: (c.published_at ?? new Date(0)).toISOString(),
        locked: c.locked && !access?.get(c.id)?.full,
        views: Number(c.views),
        likes: Number(c.likes),
        favourites: Number(c.favourites),
      };
      if (viewerId) {
        const f = flagOf.get(c.id);
        item.liked = f?.liked ?? false;
        item.favourited = f?.favourited ?? false;
      }
      return item;
    });
  }

  /** Author refs, cached for a few seconds per instance. */
  async authorRefs(ids: readonly string[]): Promise<Map<string, AuthorRef>> {
    const now = Date.now();
    const out = new Map<string, AuthorRef>();
    const missing: string[] = [];
    for (const id of new Set(ids)) {
      const hit = this.authors.get(id);
      if (hit && now - hit.at < AUTHOR_TTL_MS) out.set(id, hit.ref);
      else missing.push(id);
    }
    if (missing.length) {
      const found = await this.users.byIds(missing);
      for (const [id, u] of found) {
        const ref = { id, nickname: u.nickname, avatar: u.avatar };
        this.authors.set(id, { ref, at: now });
        out.set(id, ref);
      }
      if (this.authors.size > 10_000) this.authors.clear();
    }
    return out;
  }

  private async load(ids: readonly string[]): Promise<ArticleCardRow[]> {
    const found = new Map((await rows<ArticleCardRow>(this.ds, BY_IDS, [ids])).map((r) => [r.id, r]));
    return ids.flatMap((id) => found.get(id) ?? []);
  }
}
