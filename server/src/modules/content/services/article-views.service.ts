import { Injectable, type OnModuleDestroy } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { DataSource } from 'typeorm';
import { RedisService } from '@server/infra/redis/redis.service';
import { POPULAR_WEIGHT, PopularityService } from './popularity.service';

const VIEWS_KEY = 'content:views';
/** A reader's history row is rewritten at most this often per article (re-reading a page writes nothing). */
const HISTORY_REFRESH_MS = 60_000;
const HISTORY_MEMORY_MAX = 50_000;

/**
 * Views and reading history. A view is one HINCRBY (moved to `articles.views` in bulk by the
 * `content.flush-views` job) plus a bump of the article's popularity, in one round trip; the
 * history row of a logged-in reader is upserted, at most once a minute per (reader, article)
 * on this instance, so a reader reloading a page writes no row.
 */
@Injectable()
export class ArticleViews implements OnModuleDestroy {
  private readonly recent = new Map<string, number>();

  constructor(
    private readonly ds: DataSource,
    private readonly redis: RedisService,
    private readonly popularity: PopularityService,
  ) {}

  async onModuleDestroy() {
    await this.flush().catch(() => undefined);
  }

  /** Counts a view; returns the views counted since the last flush (to add to the stored count). */
  async count(articleId: string, groupId: string): Promise<number> {
    const res = await this.popularity.bump(groupId, POPULAR_WEIGHT.view, (m) => m.hincrby(VIEWS_KEY, articleId, 1));
    return Number(res?.[2]?.[1] ?? 0);
  }

  /** Views counted in Redis and not yet moved (detail answers add them). */
  async pending(articleId: string): Promise<number> {
    return Number((await this.redis.client.hget(VIEWS_KEY, articleId)) ?? 0);
  }

  async addToHistory(userId: string, articleId: string): Promise<void> {
    const key = `${userId}:${articleId}`;
    const now = Date.now();
    const last = this.recent.get(key);
    if (last !== undefined && now - last < HISTORY_REFRESH_MS) return;
    this.recent.set(key, now);
    if (this.recent.size > HISTORY_MEMORY_MAX) this.recent.clear();
    await this.ds.query(
      `INSERT INTO reading_history (user_id, article_id, viewed_at) VALUES ($1, $2, now())
       ON CONFLICT (user_id, article_id) DO UPDATE SET viewed_at = now()`,
      [userId, articleId],
    );
  }

  /** Clears a reader's history; later views write again at once. */
  async clearHistory(userId: string): Promise<{ cleared: number }> {
    for (const key of this.recent.keys()) if (key.startsWith(`${userId}:`)) this.recent.delete(key);
    const [, count] = (await this.ds.query(`DELETE FROM reading_history WHERE user_id = $1`, [userId])) as [unknown, number];
    return { cleared: count };
  }

  /** Moves the counters from Redis to PostgreSQL (RENAME first, so no increment is lost meanwhile); returns the articles moved. */
  async flush(): Promise<number> {
    const client = this.redis.client;
    const tmp = `${VIEWS_KEY}:flushing:${randomBytes(6).toString('hex')}`;
    try {
      await client.rename(VIEWS_KEY, tmp);
    } catch {
      return 0; // nothing counted since the last flush
    }
    const all = await client.hgetall(tmp);
    const ids = Object.keys(all);
    if (ids.length) {
      await this.ds.query(`UPDATE articles a SET views = a.views + v.n FROM unnest($1::uuid[], $2::int[]) AS v(id, n) WHERE a.id = v.id`, [
        ids,
        ids.map((k) => Number(all[k])),
      ]);
    }
    await client.del(tmp);
    return ids.length;
  }
}
