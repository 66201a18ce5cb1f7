import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { Role } from '@contracts/api';
import { LANGUAGES, type Language } from '@contracts/language';
import type { ArticleDetail } from '@contracts/schemas/content';
import { AppException } from '@server/common/errors/app.exception';
import { JsonText } from '@server/common/http/hot-route';
import { rows, type Prepared } from '@server/infra/database/sql';
import { ARTICLE_ACCESS, type ArticleAccess } from '../ports/article-access.port';
import { ArticleCards } from './article-cards';
import type { ArticleRow } from './article-rows';
import { ArticleViews } from './article-views.service';
import { ReaderFlags } from './reader-flags';

type DetailRow = ArticleRow & { translations: { id: string; language: Language }[] | null };

/** The article and its other published languages, in one statement (the reader's flags: ReaderFlags). */
const DETAIL: Prepared = {
  name: 'content_article_detail_public',
  text: `SELECT a.*,
            (SELECT json_agg(json_build_object('id', t.id, 'language', t.language) ORDER BY t.language)
               FROM articles t WHERE t.translation_group_id = a.translation_group_id AND t.id <> a.id AND t.status = 'published') AS translations
         FROM articles a WHERE a.id = $1`,
};

/** A published article's shared part is kept this long per instance (and dropped on this instance's changes). */
export const DETAIL_CACHE_MS = 2_000;
const DETAIL_CACHE_MAX = 5_000;

/**
 * What every reader of an article shares, as JSON text around the per-reader parts: `head` ends
 * with `"locked":`, then `"views":` (stored + pending, per request), `rest` (likes … issue), then
 * the body or the unlock hint, then the reader's flags.
 */
interface ArticlePage {
  id: string;
  authorId: string;
  groupId: string;
  published: boolean;
  locked: boolean;
  views: number;
  head: string;
  rest: string;
  body: string;
}

export interface Viewer {
  id: string;
  admin: boolean;
  /** The session's roles. */
  roles: readonly Role[];
}

/**
 * An article's page. A published article is anyone's; any other only its author's and admins'
 * (others: 404). The body goes out only when ArticleAccess says this reader may read it all;
 * otherwise `preview` (the free part, cut on write) and `unlock` (what would open it). Reading a
 * published article counts a view and, for a logged-in reader, adds it to their history.
 *
 * Hot path (bench:articles): a published article's shared part is cached per instance for
 * DETAIL_CACHE_MS as pre-serialised text (dropped on this instance when it is liked, saved,
 * withdrawn, reviewed or picked, or its views are flushed); the reader's flags come from ReaderFlags,
 * the view and the history row are gathered in memory (ArticleViews), so a repeated read makes no
 * round trip.
 */
@Injectable()
export class ArticleDetailService {
  private readonly cache = new Map<string, { at: number; page: Promise<ArticlePage | null> }>();

  constructor(
    private readonly ds: DataSource,
    private readonly cards: ArticleCards,
    private readonly views: ArticleViews,
    private readonly flags: ReaderFlags,
    @Inject(ARTICLE_ACCESS) private readonly access: ArticleAccess,
  ) {
    views.onFlushed((ids) => ids.forEach((id) => this.forget(id)));
  }

  /** The article for this reader, as the JSON text of `ArticleDetail` (served by a hot route). */
  async detailText(id: string, viewer: Viewer | null, lang: Language): Promise<JsonText> {
    const a = await this.page(id, lang);
    if (!a) throw AppException.notFound();
    const own = viewer !== null && a.authorId === viewer.id;
    if (!a.published && !own && !viewer?.admin) throw AppException.notFound();
    const pending = a.published ? this.views.count(a.id, a.groupId) : this.views.pending(a.id);
    if (a.published && viewer) void this.views.addToHistory(viewer.id, a.id);
    const [decisions, flags, following] = await Promise.all([
      this.access.decide(
        viewer?.id ?? null,
        [{ id: a.id, groupId: a.groupId, locked: a.locked, authorId: a.authorId }],
        viewer ?? undefined,
      ),
      viewer ? this.flags.articles(viewer.id, [a.id]) : undefined,
      viewer ? this.flags.follows(viewer.id, a.authorId) : undefined,
    ]);
    const decision = decisions.get(a.id) ?? { full: !a.locked };
    let out = `${a.head}${a.locked && !decision.full},"views":${a.views + pending}${a.rest}`;
    out += decision.full ? a.body : `,"unlock":${JSON.stringify(decision.unlock ?? { by: viewer ? 'membership' : 'login' })}`;
    if (viewer) {
      const f = flags?.get(a.id);
      out += `,"liked":${f?.liked ?? false},"favourited":${f?.favourited ?? false},"followingAuthor":${following ?? false}`;
    }
    return new JsonText(`${out}}`);
  }

  /** The article changed (liked, saved, withdrawn…): this instance's next read loads it again. */
  forget(id: string): void {
    for (const lang of LANGUAGES) this.cache.delete(`${id}|${lang}`);
  }

  /** A publication or withdrawal may change any article's other languages: drop them all. */
  forgetAll(): void {
    this.cache.clear();
  }

  /** The shared part, cached when published (concurrent misses share one load). */
  private async page(id: string, lang: Language): Promise<ArticlePage | null> {
    const key = `${id}|${lang}`; // the issue's title is in the reader's language
    const now = Date.now();
    const hit = this.cache.get(key);
    if (hit && now - hit.at < DETAIL_CACHE_MS) return hit.page;
    const page = this.load(id, lang);
    if (this.cache.size >= DETAIL_CACHE_MAX) this.cache.clear();
    this.cache.set(key, { at: now, page });
    // Only a published article's part is kept (a draft is its author's, edited often); a failed load is not kept.
    const drop = () => this.cache.get(key)?.page === page && this.cache.delete(key);
    page.then((p) => !p?.published && drop(), drop);
    return page;
  }

  private async load(id: string, lang: Language): Promise<ArticlePage | null> {
    const [a] = await rows<DetailRow>(this.ds, DETAIL, [id]);
    if (!a) return null;
    const [authors, issue] = await Promise.all([this.cards.authorRefs([a.author_id]), a.issue_id ? this.issueRef(a.issue_id, lang) : null]);
    const head: Omit<
      ArticleDetail,
      'locked' | 'views' | 'likes' | 'favourites' | 'preview' | 'translations' | 'issue' | 'body' | 'unlock'
    > = {
      id: a.id,
      title: a.title,
      summary: a.summary,
      cover: a.cover,
      author: authors.get(a.author_id) ?? { id: a.author_id, nickname: '', avatar: null },
      category: a.category,
      tags: a.tags,
      language: a.language,
      publishedAt: (a.published_at ?? a.created_at).toISOString(),
    };
    const rest: Pick<ArticleDetail, 'likes' | 'favourites' | 'preview' | 'translations' | 'issue'> = {
      likes: Number(a.likes),
      favourites: Number(a.favourites),
      preview: a.preview,
      translations: a.translations ?? [],
      issue,
    };
    return {
      id: a.id,
      authorId: a.author_id,
      groupId: a.translation_group_id,
      published: a.status === 'published',
      locked: a.locked,
      views: Number(a.views),
      head: `${JSON.stringify(head).slice(0, -1)},"locked":`,
      rest: `,${JSON.stringify(rest).slice(1, -1)}`,
      body: `,"body":${JSON.stringify(a.body)}`,
    };
  }

  /** The magazine issue an article belongs to (magazine_issues: the same module's table). */
  private async issueRef(issueId: string, lang: Language): Promise<ArticleDetail['issue']> {
    const [i] = await rows<{ id: string; magazine_id: string; title: string }>(
      this.ds,
      `SELECT id, magazine_id, COALESCE(title ->> $2, title ->> 'zh-cn') AS title FROM magazine_issues WHERE id = $1`,
      [issueId, lang],
    );
    return i ? { id: i.id, magazineId: i.magazine_id, title: i.title } : null;
  }
}
