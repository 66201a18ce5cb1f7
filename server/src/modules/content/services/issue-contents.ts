import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { Language } from '@contracts/language';
import type { ArticleListItem } from '@contracts/schemas/content';
import { rows } from '@server/infra/database/sql';
import { ArticleCards, CARD_COLUMNS, type ArticleCardRow } from './article-cards';
import { translationPick } from './article-rows';

/**
 * An issue's table of contents: its published articles, one version per translation group (the
 * feeds' `translationPick`: the reader's language, else zh-cn, else en-us, else zh-hant), in
 * publishing order.
 * Rows become list items through `ArticleCards`, so authors, the viewer's flags and `locked`
 * follow the same rules as every other list.
 */
@Injectable()
export class IssueContents {
  constructor(
    private readonly ds: DataSource,
    private readonly cards: ArticleCards,
  ) {}

  async list(issueId: string, viewerId: string | null, lang: Language): Promise<ArticleListItem[]> {
    const found = await rows<ArticleCardRow>(
      this.ds,
      `SELECT ${CARD_COLUMNS} FROM (
         SELECT a.*, row_number() OVER (${translationPick('$2')}) AS pick FROM articles a
          WHERE a.issue_id = $1 AND a.status = 'published'
       ) a
       WHERE a.pick = 1
       ORDER BY a.published_at, a.id`,
      [issueId, lang],
    );
    return this.cards.list(found, viewerId, lang);
  }

  /** Articles per issue (translation groups with a published version); issues without any are absent. */
  async counts(issueIds: readonly string[]): Promise<Map<string, number>> {
    if (!issueIds.length) return new Map();
    const found = await rows<{ issue_id: string; n: number }>(
      this.ds,
      `SELECT issue_id, count(DISTINCT translation_group_id)::int AS n FROM articles
        WHERE issue_id = ANY($1::uuid[]) AND status = 'published' GROUP BY issue_id`,
      [issueIds],
    );
    return new Map(found.map((r) => [r.issue_id, r.n]));
  }
}
