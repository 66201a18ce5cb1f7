import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { Language } from '@contracts/language';
import type { ArticleCategory, ArticleListItem, AuthorRef } from '@contracts/schemas/content';
import { rows, type Prepared } from '@server/infra/database/sql';
import { UserSummaryQuery } from '@server/modules/auth/queries/user-summary.query';
import {
  ARTICLE_ACCESS,
  type AccessDecision,
  type AccessSubject,
  type ArticleAccess,
  type KnownReader,
} from '../ports/article-access.port';
import { ReaderFlags, type ArticleFlags } from './reader-flags';

/** The columns a list item is made of (never `body` nor `preview`): select them with {@link CARD_COLUMNS}. */
export interface ArticleCardRow {
  id: string;
  translation_group_id: string;
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
  'a.id, a.translation_group_id, a.title, a.summary, a.cover, a.author_id, a.category, a.tags, a.language, a.published_at, a.locked, a.views, a.likes, a.favourites';

const BY_IDS: Prepared = { name: 'content_cards_by_ids', text: `SELECT ${CARD_COLUMNS} FROM articles a WHERE a.id = ANY($1::uuid[])` };

/**
 * A list item as JSON text around its per-reader parts (`locked`, `liked`, `favourited`): `head`
 * ends with `"locked":`, `tail` holds the counts. A cached feed page keeps these, so a request
 * only splices in the reader's flags.
 */
export interface CardText {
  id: string;
  groupId: string;
  authorId: string;
  locked: boolean;
  head: string;
  tail: string;
}

type CardBase = Omit<ArticleListItem, 'locked' | 'views' | 'likes' | 'favourites' | 'liked' | 'favourited'>;
type CardCounts = Pick<ArticleListItem, 'views' | 'likes' | 'favourites'>;

const flagsOf = (flags: Map<string, ArticleFlags>, id: string): ArticleFlags => {
  const f = flags.get(id);
  return { liked: f?.liked ?? false, favourited: f?.favourited ?? false };
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
    private readonly flags: ReaderFlags,
  ) {}

  /**
   * Ids are answered in their order (unknown ids are dropped); rows are used as given. `known`: the
   * reader's session roles when the caller has them (spares ArticleAccess a lookup).
   */
  async list(
    input: readonly string[] | readonly ArticleCardRow[],
    viewerId: string | null,
    lang: Language,
    known?: KnownReader,
  ): Promise<ArticleListItem[]> {
    if (!input.length) return [];
    const cards = typeof input[0] === 'string' ? await this.load(input as readonly string[]) : (input as readonly ArticleCardRow[]);
    if (!cards.length) return [];
    const [authors, flags, access] = await Promise.all([
      this.authorRefs(cards.map((c) => c.author_id)),
      viewerId
        ? this.flags.articles(
            viewerId,
            cards.map((c) => c.id),
          )
        : undefined,
      this.decide(
        cards.map((c) => ({ id: c.id, groupId: c.translation_group_id, locked: c.locked, authorId: c.author_id })),
        viewerId,
        known,
      ),
    ]);
    return cards.map((c) => {
      const { base, counts } = this.parts(c, authors, lang);
      const item: ArticleListItem = { ...base, locked: c.locked && !access?.get(c.id)?.full, ...counts };
      if (flags) Object.assign(item, flagsOf(flags, c.id));
      return item;
    });
  }

  /** The cards as JSON texts (authors resolved), for {@link listText}. */
  async texts(cards: readonly ArticleCardRow[], lang: Language): Promise<CardText[]> {
    const authors = await this.authorRefs(cards.map((c) => c.author_id));
    return cards.map((c) => {
      const { base, counts } = this.parts(c, authors, lang);
      const head = `${JSON.stringify(base).slice(0, -1)},"locked":`;
      return {
        id: c.id,
        groupId: c.translation_group_id,
        authorId: c.author_id,
        locked: c.locked,
        head,
        tail: `,${JSON.stringify(counts).slice(1, -1)}`,
      };
    });
  }

  /** A JSON array of list items for this reader, the same bytes `list` would give JSON.stringify. */
  async listText(texts: readonly CardText[], viewerId: string | null, known?: KnownReader): Promise<string> {
    const [flags, access] = await Promise.all([
      viewerId
        ? this.flags.articles(
            viewerId,
            texts.map((c) => c.id),
          )
        : undefined,
      this.decide(
        texts.map((c) => ({ id: c.id, groupId: c.groupId, locked: c.locked, authorId: c.authorId })),
        viewerId,
        known,
      ),
    ]);
    let out = '[';
    for (let i = 0; i < texts.length; i++) {
      const c = texts[i]!;
      out += `${i ? ',' : ''}${c.head}${c.locked && !access?.get(c.id)?.full}${c.tail}`;
      if (flags) {
        const f = flagsOf(flags, c.id);
        out += `,"liked":${f.liked},"favourited":${f.favourited}`;
      }
      out += '}';
    }
    return `${out}]`;
  }

  /** ArticleAccess's decisions for the locked ones (none asked when none is locked). */
  private decide(
    subjects: AccessSubject[],
    viewerId: string | null,
    known?: KnownReader,
  ): Promise<Map<string, AccessDecision>> | undefined {
    const locked = subjects.filter((s) => s.locked);
    return locked.length ? this.access.decide(viewerId, locked, known) : undefined;
  }

  private parts(c: ArticleCardRow, authors: Map<string, AuthorRef>, lang: Language): { base: CardBase; counts: CardCounts } {
    return {
      base: {
        id: c.id,
        title: c.title,
        summary: c.summary,
        cover: c.cover,
        author: authors.get(c.author_id) ?? { id: c.author_id, nickname: '', avatar: null },
        category: c.category,
        tags: c.tags,
        language: c.language,
        inReaderLanguage: c.language === lang,
        publishedAt: (c.published_at ?? new Date(0)).toISOString(),
      },
      counts: { views: Number(c.views), likes: Number(c.likes), favourites: Number(c.favourites) },
    };
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
