import { Injectable } from '@nestjs/common';
import { EventBus } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { type Paged, paged } from '@contracts/api';
import type { ArticleDraftInput, MyArticle, MyArticlesInput } from '@contracts/schemas/content';
import { AppException } from '@server/common/errors/app.exception';
import type { MessageKey } from '@server/common/i18n/i18n';
import { rows, type Db } from '@server/infra/database/sql';
import { SearchDocumentsChanged } from '@server/modules/search/events/search.events';
import { ArticleSubmitted, ArticleWithdrawn } from '../events/content.events';
import { renderArticle } from './article-html';
import { toMyArticle, type ArticleRow } from './article-rows';
import { ArticleDetailService } from './article-detail.service';
import { FeedsService } from './feeds.service';

/**
 * An author's own articles: drafts (create, edit while draft or rejected), submission for review,
 * withdrawal of a published one. Every status change is guarded in its UPDATE's WHERE, so two
 * requests cannot both move an article; another author's article is a 404. The body is sanitised
 * and its preview cut on every write.
 */
@Injectable()
export class AuthoringService {
  constructor(
    private readonly ds: DataSource,
    private readonly events: EventBus,
    private readonly feeds: FeedsService,
    private readonly details: ArticleDetailService,
  ) {}

  async list(authorId: string, q: MyArticlesInput): Promise<Paged<MyArticle>> {
    const [found, [count]] = await Promise.all([
      rows<ArticleRow>(
        this.ds,
        `SELECT * FROM articles WHERE author_id = $1 AND ($2::varchar IS NULL OR status = $2)
         ORDER BY updated_at DESC, id LIMIT $3 OFFSET $4`,
        [authorId, q.status ?? null, q.limit, (q.page - 1) * q.limit],
      ),
      rows<{ n: number }>(
        this.ds,
        `SELECT count(*)::int AS n FROM articles WHERE author_id = $1 AND ($2::varchar IS NULL OR status = $2)`,
        [authorId, q.status ?? null],
      ),
    ]);
    return paged(found.map(toMyArticle), q, count!.n);
  }

  async get(authorId: string, id: string): Promise<MyArticle> {
    return toMyArticle(await this.own(this.ds, authorId, id));
  }

  async create(authorId: string, input: ArticleDraftInput): Promise<MyArticle> {
    const id = randomUUID();
    let group: string = id;
    if (input.translationOf) {
      const [src] = await rows<{ translation_group_id: string }>(
        this.ds,
        `SELECT translation_group_id FROM articles WHERE id = $1 AND author_id = $2`,
        [input.translationOf, authorId],
      );
      if (!src) throw AppException.fail('e.content.translation_not_found');
      group = src.translation_group_id;
      await this.languageFree(group, input.language, id);
    }
    if (input.issueId) await this.issueExists(input.issueId);
    const r = renderArticle(input.body, input.locked, input.previewLength);
    const [row] = await rows<ArticleRow>(
      this.ds,
      `INSERT INTO articles (id, translation_group_id, language, author_id, title, summary, cover, body, preview, plain_text, preview_text,
                             locked, preview_length, category, tags, issue_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16) RETURNING *`,
      [
        id,
        group,
        input.language,
        authorId,
        input.title,
        input.summary,
        input.cover,
        r.body,
        r.preview,
        r.plainText,
        r.previewText,
        input.locked,
        input.previewLength,
        input.category,
        input.tags,
        input.issueId ?? null,
      ],
    );
    return toMyArticle(row!);
  }

  /** Edits a draft or a rejected article (fields not sent stay as they are). */
  async update(authorId: string, id: string, input: Partial<ArticleDraftInput>): Promise<MyArticle> {
    const cur = await this.own(this.ds, authorId, id);
    if (cur.status !== 'draft' && cur.status !== 'rejected') throw AppException.fail('e.content.not_editable');
    const language = input.language ?? cur.language;
    if (language !== cur.language) await this.languageFree(cur.translation_group_id, language, id);
    if (input.issueId) await this.issueExists(input.issueId);
    const locked = input.locked ?? cur.locked;
    const previewLength = input.previewLength ?? Number(cur.preview_length);
    const r = renderArticle(input.body ?? cur.body, locked, previewLength);
    const [row] = await rows<ArticleRow>(
      this.ds,
      `UPDATE articles SET title = $3, summary = $4, cover = $5, body = $6, preview = $7, plain_text = $8, preview_text = $9,
              locked = $10, preview_length = $11, category = $12, tags = $13, language = $14, issue_id = $15, updated_at = now()
       WHERE id = $1 AND author_id = $2 AND status IN ('draft', 'rejected') RETURNING *`,
      [
        id,
        authorId,
        input.title ?? cur.title,
        input.summary ?? cur.summary,
        input.cover ?? cur.cover,
        r.body,
        r.preview,
        r.plainText,
        r.previewText,
        locked,
        previewLength,
        input.category ?? cur.category,
        input.tags ?? cur.tags,
        language,
        input.issueId === undefined ? cur.issue_id : input.issueId,
      ],
    );
    if (!row) throw AppException.fail('e.content.not_editable'); // submitted meanwhile
    return toMyArticle(row);
  }

  async submit(authorId: string, id: string): Promise<MyArticle> {
    const row = await this.transition(
      authorId,
      id,
      `status = 'in_review', submitted_at = now(), reject_reason = NULL`,
      `status IN ('draft', 'rejected')`,
      'e.content.not_submittable',
    );
    this.events.publish(new ArticleSubmitted({ articleId: row.id, authorId, title: row.title }));
    return toMyArticle(row);
  }

  async withdraw(authorId: string, id: string): Promise<MyArticle> {
    const row = await this.transition(authorId, id, `status = 'withdrawn'`, `status = 'published'`, 'e.content.not_withdrawable');
    this.feeds.invalidate();
    this.details.forgetAll(); // the article, and the other languages that listed it
    this.events.publish(new ArticleWithdrawn({ articleId: row.id, authorId }));
    this.events.publish(new SearchDocumentsChanged({ kind: 'article', ids: [row.id] }));
    if (row.issue_id) this.events.publish(new SearchDocumentsChanged({ kind: 'issue', ids: [row.issue_id] })); // its table of contents
    return toMyArticle(row);
  }

  /** A guarded status change of one's own article. */
  private async transition(authorId: string, id: string, set: string, from: string, refusal: MessageKey): Promise<ArticleRow> {
    const [row] = await rows<ArticleRow>(
      this.ds,
      `UPDATE articles SET ${set}, updated_at = now() WHERE id = $1 AND author_id = $2 AND ${from} RETURNING *`,
      [id, authorId],
    );
    if (row) return row;
    await this.own(this.ds, authorId, id); // 404 when not theirs
    throw AppException.fail(refusal);
  }

  private async own(db: Db, authorId: string, id: string): Promise<ArticleRow> {
    const [row] = await rows<ArticleRow>(db, `SELECT * FROM articles WHERE id = $1 AND author_id = $2`, [id, authorId]);
    if (!row) throw AppException.notFound();
    return row;
  }

  private async languageFree(group: string, language: string, exceptId: string) {
    const [taken] = await rows<{ id: string }>(
      this.ds,
      `SELECT id FROM articles WHERE translation_group_id = $1 AND language = $2 AND id <> $3 AND status <> 'withdrawn'`,
      [group, language, exceptId],
    );
    if (taken) throw AppException.fail('e.content.translation_exists');
  }

  private async issueExists(issueId: string) {
    const [found] = await rows<{ id: string }>(this.ds, `SELECT id FROM magazine_issues WHERE id = $1`, [issueId]);
    if (!found) throw AppException.fail('e.content.issue_not_found');
  }
}
