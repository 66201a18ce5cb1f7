import { Injectable } from '@nestjs/common';
import { EventBus } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { type Paged, paged } from '@contracts/api';
import type { AdminArticle, MyArticle, MyArticlesInput, ReviewArticleInput } from '@contracts/schemas/content';
import { AppException } from '@server/common/errors/app.exception';
import { rows } from '@server/infra/database/sql';
import { SearchDocumentsChanged } from '@server/modules/search/events/search.events';
import { ArticlePublished, ArticleReviewed } from '../events/content.events';
import { ArticleCards } from './article-cards';
import { toMyArticle, type ArticleRow } from './article-rows';
import { ArticleDetailService } from './article-detail.service';
import { FeedsService } from './feeds.service';

/**
 * Admin review: the queue (in review by default, oldest submission first), approve (→ published,
 * published now, counted in the author's articles in the same statement) or reject with a reason,
 * guarded by `WHERE status = 'in_review'`; editor picks. Events go out after the statement commits.
 */
@Injectable()
export class ReviewService {
  constructor(
    private readonly ds: DataSource,
    private readonly events: EventBus,
    private readonly cards: ArticleCards,
    private readonly feeds: FeedsService,
    private readonly details: ArticleDetailService,
  ) {}

  async queue(q: MyArticlesInput): Promise<Paged<AdminArticle>> {
    const status = q.status ?? 'in_review';
    const order = status === 'in_review' ? 'submitted_at ASC NULLS LAST, id' : 'updated_at DESC, id';
    const [found, [count]] = await Promise.all([
      rows<ArticleRow>(this.ds, `SELECT * FROM articles WHERE status = $1 ORDER BY ${order} LIMIT $2 OFFSET $3`, [
        status,
        q.limit,
        (q.page - 1) * q.limit,
      ]),
      rows<{ n: number }>(this.ds, `SELECT count(*)::int AS n FROM articles WHERE status = $1`, [status]),
    ]);
    const authors = await this.cards.authorRefs(found.map((r) => r.author_id));
    return paged(
      found.map((r) => ({ ...toMyArticle(r), author: authors.get(r.author_id) ?? { id: r.author_id, nickname: '', avatar: null } })),
      q,
      count!.n,
    );
  }

  async review(adminId: string, id: string, input: ReviewArticleInput): Promise<MyArticle> {
    const approve = input.decision === 'approve';
    const [row] = await rows<ArticleRow>(
      this.ds,
      `UPDATE articles SET status = $3::varchar, reject_reason = $4::varchar, reviewed_at = now(), reviewed_by = $2, updated_at = now(),
              published_at = CASE WHEN $3::varchar = 'published' THEN now() ELSE published_at END
        WHERE id = $1 AND status = 'in_review' RETURNING *`,
      [id, adminId, approve ? 'published' : 'rejected', approve ? null : input.reason],
    );
    if (!row) {
      const [exists] = await rows<{ id: string }>(this.ds, `SELECT id FROM articles WHERE id = $1`, [id]);
      if (!exists) throw AppException.notFound();
      throw AppException.fail('e.content.not_in_review');
    }
    const base = { articleId: row.id, authorId: row.author_id, title: row.title, language: row.language };
    this.events.publish(new ArticleReviewed({ ...base, decision: approve ? 'approved' : 'rejected', reason: row.reject_reason }));
    if (approve) {
      this.feeds.invalidate();
      this.details.forgetAll(); // the other languages of the group list this one now
      this.events.publish(new ArticlePublished({ ...base, publishedAt: row.published_at! }));
      this.events.publish(new SearchDocumentsChanged({ kind: 'article', ids: [row.id] }));
      // The issue's document lists its published articles' titles.
      if (row.issue_id) this.events.publish(new SearchDocumentsChanged({ kind: 'issue', ids: [row.issue_id] }));
    }
    return toMyArticle(row);
  }

  async pick(id: string, pick: boolean): Promise<MyArticle> {
    const [row] = await rows<ArticleRow>(
      this.ds,
      `UPDATE articles SET editor_pick = $2, updated_at = now() WHERE id = $1 AND status = 'published' RETURNING *`,
      [id, pick],
    );
    if (!row) {
      const [exists] = await rows<{ id: string }>(this.ds, `SELECT id FROM articles WHERE id = $1`, [id]);
      if (!exists) throw AppException.notFound();
      throw AppException.fail('e.content.not_published');
    }
    this.feeds.invalidate();
    return toMyArticle(row);
  }
}
