import { Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { DataSource } from 'typeorm';
import { RedisService } from '@server/infra/redis/redis.service';
import { POPULAR_WEIGHT, PopularityService } from './popularity.service';

const VIEWS_KEY = 'content:views';
/** Views are gathered in memory and sent to Redis this often (one round trip for all of them). */
const DRAIN_MS = 100;
/** What this instance last heard of Redis's pending count of an article is trusted this long. */
const REDIS_PENDING_TTL_MS = 1_000;
/** A reader's history row is rewritten at most this often per article (re-reading a page writes nothing). */
const HISTORY_REFRESH_MS = 60_000;
const HISTORY_MEMORY_MAX = 50_000;
/** History rows gathered in memory are written this often, in one statement. */
const HISTORY_WRITE_MS = 200;

/**
 * Views and reading history. A view is counted in memory; every 100 ms the views of all articles go
 * to Redis in one round trip (HINCRBY per article, the popularity bumps of their groups) and the
 * `content.flush-views` job moves Redis's counts to `articles.views` in bulk. A detail shows the
 * stored count plus what is pending (Redis's last answer and this instance's own), so a view costs
 * no round trip. The history row of a logged-in reader is upserted at most once a minute per
 * (reader, article) on this instance, so a reader reloading a page writes no row; the rows are
 * gathered in memory and written every 200 ms in one statement (at shutdown too; reading or
 * clearing one's history on this instance writes what is gathered first).
 */
@Injectable()
export class ArticleViews implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(ArticleViews.name);
  private readonly recent = new Map<string, number>();
  private local = new Map<string, { n: number; group: string }>();
  private readonly inRedis = new Map<string, { n: number; at: number }>();
  /** History rows to write: `user:article` → when read. */
  private history = new Map<string, { userId: string; articleId: string; at: Date }>();
  private historyWrite: Promise<void> = Promise.resolve();
  private readonly flushed = new Set<(ids: readonly string[]) => void>();
  private timer?: NodeJS.Timeout;
  private historyTimer?: NodeJS.Timeout;

  constructor(
    private readonly ds: DataSource,
    private readonly redis: RedisService,
    private readonly popularity: PopularityService,
  ) {}

  onApplicationBootstrap() {
    this.timer = setInterval(() => void this.drain().catch(() => undefined), DRAIN_MS);
    this.timer.unref();
    this.historyTimer = setInterval(() => void this.flushHistory().catch(() => undefined), HISTORY_WRITE_MS);
    this.historyTimer.unref();
  }

  async onModuleDestroy() {
    if (this.timer) clearInterval(this.timer);
    if (this.historyTimer) clearInterval(this.historyTimer);
    await Promise.all([this.drain().catch(() => undefined), this.flushHistory()]);
  }

  /** Calls `listener` with the articles whose counts `flush` moved to PostgreSQL (a cached copy of them is stale). */
  onFlushed(listener: (ids: readonly string[]) => void): void {
    this.flushed.add(listener);
  }

  /** Counts a view; returns the views not yet in PostgreSQL (to add to the stored count). */
  count(articleId: string, groupId: string): number {
    const mine = this.local.get(articleId);
    if (mine) mine.n++;
    else this.local.set(articleId, { n: 1, group: groupId });
    return this.pending(articleId);
  }

  /** Views counted and not yet moved to PostgreSQL, as far as this instance knows. */
  pending(articleId: string): number {
    const r = this.inRedis.get(articleId);
    const redis = r && Date.now() - r.at < REDIS_PENDING_TTL_MS ? r.n : 0;
    return redis + (this.local.get(articleId)?.n ?? 0);
  }

  /** Sends the views gathered in memory to Redis (counts and popularity) in one round trip. */
  async drain(): Promise<void> {
    if (!this.local.size) return;
    const batch = this.local;
    this.local = new Map();
    const groups = new Map<string, number>();
    for (const { n, group } of batch.values()) groups.set(group, (groups.get(group) ?? 0) + n * POPULAR_WEIGHT.view);
    const ids = [...batch.keys()];
    const res = await this.popularity.bumpMany(groups, (m) => {
      for (const id of ids) m.hincrby(VIEWS_KEY, id, batch.get(id)!.n);
      return m;
    });
    const at = Date.now();
    const first = groups.size + 1;
    ids.forEach((id, i) => this.inRedis.set(id, { n: Number(res?.[first + i]?.[1] ?? 0), at }));
    if (this.inRedis.size > HISTORY_MEMORY_MAX) this.inRedis.clear();
  }

  async addToHistory(userId: string, articleId: string): Promise<void> {
    const key = `${userId}:${articleId}`;
    const now = Date.now();
    const last = this.recent.get(key);
    if (last !== undefined && now - last < HISTORY_REFRESH_MS) return;
    this.recent.set(key, now);
    if (this.recent.size > HISTORY_MEMORY_MAX) this.recent.clear();
    this.history.set(key, { userId, articleId, at: new Date(now) });
  }

  /**
   * Writes the history rows gathered so far in one statement; resolves once they (and any write
   * already under way) are stored. Writes are chained, so rows are never written out of order.
   */
  flushHistory(): Promise<void> {
    if (this.history.size) {
      const batch = [...this.history.values()];
      this.history = new Map();
      this.historyWrite = this.historyWrite.then(() =>
        this.ds
          .query(
            // Rows of an article deleted meanwhile are skipped, not the whole batch (users are never deleted, only marked).
            `INSERT INTO reading_history (user_id, article_id, viewed_at)
             SELECT h.u, h.a, h.at FROM unnest($1::uuid[], $2::uuid[], $3::timestamptz[]) AS h(u, a, at)
              WHERE EXISTS (SELECT 1 FROM articles WHERE id = h.a)
             ON CONFLICT (user_id, article_id) DO UPDATE SET viewed_at = greatest(reading_history.viewed_at, excluded.viewed_at)`,
            [batch.map((h) => h.userId), batch.map((h) => h.articleId), batch.map((h) => h.at)],
          )
          .then(
            () => undefined,
            (err: unknown) =>
              this.logger.warn({ err: err instanceof Error ? err.message : String(err), rows: batch.length }, 'history rows not written'),
          ),
      );
    }
    return this.historyWrite;
  }

  /** Clears a reader's history; later views write again at once. */
  async clearHistory(userId: string): Promise<{ cleared: number }> {
    for (const key of this.recent.keys()) if (key.startsWith(`${userId}:`)) this.recent.delete(key);
    await this.flushHistory(); // what was read before clearing goes too
    const [, count] = (await this.ds.query(`DELETE FROM reading_history WHERE user_id = $1`, [userId])) as [unknown, number];
    return { cleared: count };
  }

  /** Moves the counters from Redis to PostgreSQL (RENAME first, so no increment is lost meanwhile); returns the articles moved. */
  async flush(): Promise<number> {
    await this.drain();
    const client = this.redis.client;
    const tmp = `${VIEWS_KEY}:flushing:${randomBytes(6).toString('hex')}`;
    try {
      await client.rename(VIEWS_KEY, tmp);
    } catch {
      return 0; // nothing counted since the last flush
    }
    this.inRedis.clear();
    const all = await client.hgetall(tmp);
    const ids = Object.keys(all);
    if (ids.length) {
      await this.ds.query(`UPDATE articles a SET views = a.views + v.n FROM unnest($1::uuid[], $2::int[]) AS v(id, n) WHERE a.id = v.id`, [
        ids,
        ids.map((k) => Number(all[k])),
      ]);
    }
    await client.del(tmp);
    for (const listener of this.flushed) listener(ids);
    return ids.length;
  }
}
