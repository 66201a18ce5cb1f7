import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { Language } from '@contracts/language';
import type { ArticleListItem } from '@contracts/schemas/content';
import { one } from '@server/infra/database/sql';
import { ArticleCards } from '../services/article-cards';

/** What another module may know of one article without reading content's tables. */
export interface ArticleFacts {
  id: string;
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
    const r = await one<{ id: string; status: string; locked: boolean; author_id: string }>(
      this.ds,
      `SELECT id, status, locked, author_id FROM articles WHERE id = $1`,
      [id],
    );
    return r && { id: r.id, published: r.status === 'published', locked: r.locked, authorId: r.author_id };
  }

  /** List items of these ids, in their order, as this reader sees them (unknown ids dropped; never a body). */
  listItems(ids: readonly string[], viewerId: string | null, lang: Language): Promise<ArticleListItem[]> {
    return this.cards.list(ids, viewerId, lang);
  }
}
