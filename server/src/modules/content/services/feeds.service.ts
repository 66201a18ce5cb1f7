import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { type Paged, paged } from '@contracts/api';
import type { Language } from '@contracts/language';
import type { PagingInput } from '@contracts/schemas/common';
import { ARTICLE_CATEGORIES, type ArticleListInput, type ArticleListItem, type CategoryDto } from '@contracts/schemas/content';
import { AppException } from '@server/common/errors/app.exception';
import { t } from '@server/common/i18n/i18n';
import { rows } from '@server/infra/database/sql';
import { JsonText } from '@server/common/http/hot-route';
import { ArticleCards, CARD_COLUMNS, type ArticleCardRow, type CardText } from './article-cards';
import type { Viewer } from './article-detail.service';
import { translationPick } from './article-rows';
import { ArticleViews } from './article-views.service';
import { PopularityService } from './popularity.service';

/** Feed pages are kept this long per (feed, category, author, language, page, limit) on each instance. */
const FEED_CACHE_MS = 1_000;
const FEED_CACHE_MAX = 5_000;

const ORDER = {
  latest: 'v.published_at DESC, v.id',
  popular: 'COALESCE(s.score, 0) DESC, v.published_at DESC, v.id',
  // Editor picks first; then the window's score damped by age in hours (older needs more to stay up).
  recommended:
    'v.editor_pick DESC, (COALESCE(s.score, 0) + 1) / power(extract(epoch FROM now() - v.published_at) / 3600 + 2, 1.5) DESC, v.published_at DESC, v.id',
} as const;

interface FeedPage {
  /** The items as JSON texts around the reader's flags (ArticleCards.texts). */
  cards: CardText[];
  total: number;
}

/**
 * Feeds (recommended, popular, latest; by category; an author's), related articles, and the
 * reader's own lists. Feeds show one version per translation group (see `translationPick`). A feed
 * page's rows are cached for a second; the reader's flags are added on every request (ArticleCards).
 */
@Injectable()
export class FeedsService {
  private readonly cache = new Map<string, { at: number; page: Promise<FeedPage> }>();

  constructor(
    private readonly ds: DataSource,
    private readonly cards: ArticleCards,
    private readonly popularity: PopularityService,
    private readonly views: ArticleViews,
  ) {}

  /** A feed page for this reader, as the JSON text of `Paged<ArticleListItem>` (served by a hot route). */
  async feedText(q: ArticleListInput, viewer: Viewer | null, lang: Language): Promise<JsonText> {
    const key = `${q.feed}|${q.category ?? ''}|${q.author ?? ''}|${lang}|${q.myLanguage ? 1 : 0}|${q.page}|${q.limit}`;
    const now = Date.now();
    let hit = this.cache.get(key);
    if (!hit || now - hit.at >= FEED_CACHE_MS) {
      // The promise is cached: concurrent requests for an expired page wait for one query, not one each.
      const page = this.load(q, lang);
      hit = { at: now, page };
      if (this.cache.size >= FEED_CACHE_MAX) this.cache.clear();
      this.cache.set(key, hit);
      page.catch(() => this.cache.get(key)?.page === page && this.cache.delete(key));
    }
    const { cards, total } = await hit.page;
    const items = await this.cards.listText(cards, viewer?.id ?? null, viewer ?? undefined);
    const { page, limit, hasMore } = paged([], q, total);
    return new JsonText(`{"items":${items},"page":${page},"limit":${limit},"total":${total},"hasMore":${hasMore}}`);
  }

  /** Publishing, withdrawing or picking changes what feeds show: drop this instance's pages. */
  invalidate() {
    this.cache.clear();
    this.popularity.invalidate();
  }

  private async load(q: ArticleListInput, lang: Language): Promise<FeedPage> {
    const scores = q.feed === 'latest' ? new Map<string, number>() : await this.popularity.scores();
    const found = await rows<ArticleCardRow & { total: string }>(
      this.ds,
      `WITH v AS (
         SELECT ${CARD_COLUMNS}, a.editor_pick, row_number() OVER (${translationPick('$1')}) AS rn
         FROM articles a
         WHERE a.status = 'published' AND ($2::varchar IS NULL OR a.category = $2) AND ($3::uuid IS NULL OR a.author_id = $3)
       )
       SELECT v.*, count(*) OVER () AS total
       FROM v LEFT JOIN unnest($4::uuid[], $5::float8[]) AS s(g, score) ON s.g = v.translation_group_id
       WHERE v.rn = 1 AND (NOT $8::boolean OR v.language = $1)
       ORDER BY ${ORDER[q.feed]}
       LIMIT $6 OFFSET $7`,
      [lang, q.category ?? null, q.author ?? null, [...scores.keys()], [...scores.values()], q.limit, (q.page - 1) * q.limit, q.myLanguage],
    );
    let total = found.length ? Number(found[0]!.total) : 0;
    if (!found.length && q.page > 1) {
      const [c] = await rows<{ n: number }>(
        this.ds,
        `SELECT count(DISTINCT translation_group_id)::int AS n FROM articles
         WHERE status = 'published' AND ($1::varchar IS NULL OR category = $1) AND ($2::uuid IS NULL OR author_id = $2)
           AND (NOT $3::boolean OR language = $4)`,
        [q.category ?? null, q.author ?? null, q.myLanguage, lang],
      );
      total = c!.n;
    }
    return { cards: await this.cards.texts(found, lang), total };
  }

  /**
   * Articles sharing tags with the article or by its author, most shared tags first; never the
   * article itself nor another language of it, only published ones, one version per group.
   */
  async related(id: string, limit: number, viewer: Viewer | null, lang: Language): Promise<ArticleListItem[]> {
    const [src] = await rows<{ translation_group_id: string; tags: string[]; author_id: string; status: string }>(
      this.ds,
      `SELECT translation_group_id, tags, author_id, status FROM articles WHERE id = $1`,
      [id],
    );
    if (!src || (src.status !== 'published' && src.author_id !== viewer?.id && !viewer?.admin)) throw AppException.notFound();
    const found = await rows<ArticleCardRow>(
      this.ds,
      `SELECT * FROM (
         SELECT ${CARD_COLUMNS}, row_number() OVER (${translationPick('$5')}) AS rn,
                cardinality(ARRAY(SELECT unnest(a.tags) INTERSECT SELECT unnest($2::text[]))) AS shared
         FROM articles a
         WHERE a.status = 'published' AND a.translation_group_id <> $1 AND (a.tags && $2::text[] OR a.author_id = $3)
       ) v
       WHERE v.rn = 1
       ORDER BY v.shared DESC, (v.author_id = $3) DESC, v.published_at DESC, v.id
       LIMIT $4`,
      [src.translation_group_id, src.tags, src.author_id, limit, lang],
    );
    return this.cards.list(found, viewer?.id ?? null, lang, viewer ?? undefined);
  }

  categories(lang: Language): CategoryDto[] {
    return ARTICLE_CATEGORIES.map((key) => ({ key, name: t(lang, `content.category.${key}`) }));
  }

  /** The reader's liked or saved articles (published ones), newest first, a translation group once. */
  async mine(
    table: 'article_likes' | 'article_favourites',
    userId: string,
    q: PagingInput,
    lang: Language,
  ): Promise<Paged<ArticleListItem>> {
    return this.ownList(
      `FROM ${table} x JOIN articles a ON a.id = x.article_id WHERE x.user_id = $1 AND a.status = 'published'`,
      'x.created_at',
      userId,
      q,
      lang,
    );
  }

  async history(userId: string, q: PagingInput, lang: Language): Promise<Paged<ArticleListItem>> {
    await this.views.flushHistory(); // this instance's reads not yet written (read-your-writes)
    return this.ownList(
      `FROM reading_history x JOIN articles a ON a.id = x.article_id WHERE x.user_id = $1 AND a.status = 'published'`,
      'x.viewed_at',
      userId,
      q,
      lang,
    );
  }

  /**
   * One of the reader's own lists, newest first by `at`: a translation group counts once (several
   * versions liked, saved or read show as the one the reader touched last).
   */
  private async ownList(from: string, at: string, userId: string, q: PagingInput, lang: Language): Promise<Paged<ArticleListItem>> {
    const [found, [count]] = await Promise.all([
      rows<ArticleCardRow>(
        this.ds,
        `SELECT * FROM (SELECT DISTINCT ON (a.translation_group_id) ${CARD_COLUMNS}, ${at} AS at ${from}
                          ORDER BY a.translation_group_id, ${at} DESC, a.id) v
          ORDER BY v.at DESC, v.id LIMIT $2 OFFSET $3`,
        [userId, q.limit, (q.page - 1) * q.limit],
      ),
      rows<{ n: number }>(this.ds, `SELECT count(DISTINCT a.translation_group_id)::int AS n ${from}`, [userId]),
    ]);
    return paged(await this.cards.list(found, userId, lang), q, count!.n);
  }
}
