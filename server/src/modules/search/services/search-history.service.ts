import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { Language } from '@contracts/language';
import { SEARCH_HISTORY_MAX, type SearchHistoryItem } from '@contracts/schemas/search';
import { rows } from '@server/infra/database/sql';
import { inScript, queryKey, scriptVariants } from '../text/script';

/**
 * A logged-in reader's last searches (one row per distinct query, newest first, at most 10). A query
 * typed in the other script (潛水 after 潜水) replaces the earlier one; the list shows each in the
 * reader's script.
 */
@Injectable()
export class SearchHistory {
  constructor(private readonly ds: DataSource) {}

  /**
   * Adds (or moves to the top) a query and drops what falls past the last 10, in one statement.
   * The DELETE sees the table before the INSERT, so it keeps 9 others beside this query; it also
   * drops the query's spellings in the other script.
   */
  async add(userId: string, query: string): Promise<void> {
    await rows(
      this.ds,
      `WITH up AS (
         INSERT INTO search_history (user_id, query, searched_at) VALUES ($1, $2, clock_timestamp())
         ON CONFLICT (user_id, query) DO UPDATE SET searched_at = excluded.searched_at
       )
       DELETE FROM search_history
        WHERE user_id = $1 AND query <> $2 AND (query = ANY($4::text[]) OR query IN (
          SELECT query FROM search_history WHERE user_id = $1 AND query <> $2 AND NOT (query = ANY($4::text[]))
           ORDER BY searched_at DESC OFFSET $3))`,
      [userId, query, SEARCH_HISTORY_MAX - 1, scriptVariants(query)],
    );
  }

  /** Newest first, in the reader's script; spellings of one query kept before this rule show once (the newest). */
  async list(userId: string, lang: Language): Promise<SearchHistoryItem[]> {
    const found = await rows<{ query: string; searched_at: Date }>(
      this.ds,
      'SELECT query, searched_at FROM search_history WHERE user_id = $1 ORDER BY searched_at DESC LIMIT $2',
      [userId, SEARCH_HISTORY_MAX],
    );
    const seen = new Set<string>();
    return found.flatMap((r) => {
      const key = queryKey(r.query);
      if (seen.has(key)) return [];
      seen.add(key);
      return [{ query: inScript(r.query, lang), searchedAt: r.searched_at.toISOString() }];
    });
  }

  async clear(userId: string): Promise<number> {
    return (await rows(this.ds, 'DELETE FROM search_history WHERE user_id = $1 RETURNING 1', [userId])).length;
  }
}
