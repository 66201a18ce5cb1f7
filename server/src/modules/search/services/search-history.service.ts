import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { SEARCH_HISTORY_MAX, type SearchHistoryItem } from '@contracts/schemas/search';
import { rows } from '@server/infra/database/sql';

/** A logged-in reader's last searches (one row per distinct query, newest first, at most 10). */
@Injectable()
export class SearchHistory {
  constructor(private readonly ds: DataSource) {}

  /**
   * Adds (or moves to the top) a query and drops what falls past the last 10, in one statement.
   * The DELETE sees the table before the INSERT, so it keeps 9 others beside this query.
   */
  async add(userId: string, query: string): Promise<void> {
    await rows(
      this.ds,
      `WITH up AS (
         INSERT INTO search_history (user_id, query, searched_at) VALUES ($1, $2, clock_timestamp())
         ON CONFLICT (user_id, query) DO UPDATE SET searched_at = excluded.searched_at
       )
       DELETE FROM search_history
        WHERE user_id = $1 AND query IN (
          SELECT query FROM search_history WHERE user_id = $1 AND query <> $2 ORDER BY searched_at DESC OFFSET $3)`,
      [userId, query, SEARCH_HISTORY_MAX - 1],
    );
  }

  async list(userId: string): Promise<SearchHistoryItem[]> {
    const found = await rows<{ query: string; searched_at: Date }>(
      this.ds,
      'SELECT query, searched_at FROM search_history WHERE user_id = $1 ORDER BY searched_at DESC LIMIT $2',
      [userId, SEARCH_HISTORY_MAX],
    );
    return found.map((r) => ({ query: r.query, searchedAt: r.searched_at.toISOString() }));
  }

  async clear(userId: string): Promise<number> {
    return (await rows(this.ds, 'DELETE FROM search_history WHERE user_id = $1 RETURNING 1', [userId])).length;
  }
}
