import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { Language } from '@contracts/language';
import type { ArticleListItem } from '@contracts/schemas/content';
import { one, rows, type Prepared } from '@server/infra/database/sql';
import { ArticleCards, CARD_COLUMNS, type ArticleCardRow } from '../services/article-cards';
import { translationPick } from '../services/article-rows';

const FACTS: Prepared = {
  name: 'content_article_facts',
  text: `SELECT id, translation_group_id, status, locked, author_id FROM articles WHERE id = $1`,
};

/** What another module may know of one article without reading content's tables. */
export interface ArticleFacts {
  id: string;
  /** Its translation group (the first version's id): to the reader, the group is one article. */
  groupId: string;
  published: boolean;
  locked: boolean;
  authorId: string;
}

/** Content's read port for other modules (membership: unlocking, the reader's unlocked articles). */
@Injectable()
export class ArticleLookupQuery {
  constructor(
    private readonly ds: DataSource,
    private readonly cards: ArticleCards,
  ) {}

  /** Undefined when there is no such article. */
  async facts(id: string): Promise<ArticleFacts | undefined> {
    const r = await one<{ id: string; translation_group_id: string; status: string; locked: boolean; author_id: string }>(this.ds, FACTS, [
      id,
    ]);
    return r && { id: r.id, groupId: r.translation_group_id, published: r.status === 'published', locked: r.locked, authorId: r.author_id };
  }

  /**
   * List items of these translation groups, in their order, each as the version this reader would
   * see (their language, else as the feeds fall back); groups without a published version dropped.
   */
  async groupItems(groupIds: readonly string[], viewerId: string | null, lang: Language): Promise<ArticleListItem[]> {
    if (!groupIds.length) return [];
    const found = await rows<ArticleCardRow>(
      this.ds,
      `SELECT ${CARD_COLUMNS} FROM (
         SELECT a.*, row_number() OVER (${translationPick('$2')}) AS pick FROM articles a
          WHERE a.translation_group_id = ANY($1::uuid[]) AND a.status = 'published'
       ) a
       WHERE a.pick = 1`,
      [groupIds, lang],
    );
    const byGroup = new Map(found.map((r) => [r.translation_group_id, r]));
    return this.cards.list(
      groupIds.flatMap((g) => byGroup.get(g) ?? []),
      viewerId,
      lang,
    );
  }

  /** List items of these ids, in their order, as this reader sees them (unknown ids dropped; never a body). */
  listItems(ids: readonly string[], viewerId: string | null, lang: Language): Promise<ArticleListItem[]> {
    return this.cards.list(ids, viewerId, lang);
  }
}
