import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { Role } from '@contracts/api';
import type { Language } from '@contracts/language';
import type { ArticleDetail } from '@contracts/schemas/content';
import { AppException } from '@server/common/errors/app.exception';
import { rows, type Prepared } from '@server/infra/database/sql';
import { ARTICLE_ACCESS, type ArticleAccess } from '../ports/article-access.port';
import { ArticleCards } from './article-cards';
import type { ArticleRow } from './article-rows';
import { ArticleViews } from './article-views.service';

type DetailRow = ArticleRow & {
  translations: { id: string; language: Language }[] | null;
  liked: boolean;
  favourited: boolean;
  following: boolean;
};

/** The article, its other published languages and the reader's flags, in one statement. */
const DETAIL: Prepared = {
  name: 'content_article_detail',
  text: `SELECT a.*,
            (SELECT json_agg(json_build_object('id', t.id, 'language', t.language) ORDER BY t.language)
               FROM articles t WHERE t.translation_group_id = a.translation_group_id AND t.id <> a.id AND t.status = 'published') AS translations,
            $2::uuid IS NOT NULL AND EXISTS (SELECT 1 FROM article_likes l WHERE l.user_id = $2 AND l.article_id = a.id) AS liked,
            $2::uuid IS NOT NULL AND EXISTS (SELECT 1 FROM article_favourites f WHERE f.user_id = $2 AND f.article_id = a.id) AS favourited,
            $2::uuid IS NOT NULL AND EXISTS (SELECT 1 FROM author_follows w WHERE w.follower_id = $2 AND w.author_id = a.author_id) AS following
         FROM articles a WHERE a.id = $1`,
};

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
 */
@Injectable()
export class ArticleDetailService {
  constructor(
    private readonly ds: DataSource,
    private readonly cards: ArticleCards,
    private readonly views: ArticleViews,
    @Inject(ARTICLE_ACCESS) private readonly access: ArticleAccess,
  ) {}

  async detail(id: string, viewer: Viewer | null, lang: Language): Promise<ArticleDetail> {
    const [a] = await rows<DetailRow>(this.ds, DETAIL, [id, viewer?.id ?? null]);
    if (!a) throw AppException.notFound();
    const own = viewer !== null && a.author_id === viewer.id;
    const published = a.status === 'published';
    if (!published && !own && !viewer?.admin) throw AppException.notFound();
    const pending = published ? this.views.count(a.id, a.translation_group_id) : this.views.pending(a.id);
    const [decisions, authors, issue] = await Promise.all([
      this.access.decide(viewer?.id ?? null, [{ id: a.id, locked: a.locked, authorId: a.author_id }], viewer ?? undefined),
      this.cards.authorRefs([a.author_id]),
      a.issue_id ? this.issueRef(a.issue_id, lang) : null,
      published && viewer ? this.views.addToHistory(viewer.id, a.id) : undefined,
    ]);
    const decision = decisions.get(a.id) ?? { full: !a.locked };
    const out: ArticleDetail = {
      id: a.id,
      title: a.title,
      summary: a.summary,
      cover: a.cover,
      author: authors.get(a.author_id) ?? { id: a.author_id, nickname: '', avatar: null },
      category: a.category,
      tags: a.tags,
      language: a.language,
      publishedAt: (a.published_at ?? a.created_at).toISOString(),
      locked: a.locked && !decision.full,
      views: Number(a.views) + pending,
      likes: Number(a.likes),
      favourites: Number(a.favourites),
      preview: a.preview,
      translations: a.translations ?? [],
      issue,
    };
    if (decision.full) out.body = a.body;
    else out.unlock = decision.unlock ?? { by: viewer ? 'membership' : 'login' };
    if (viewer) {
      out.liked = a.liked;
      out.favourited = a.favourited;
      out.followingAuthor = a.following;
    }
    return out;
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
