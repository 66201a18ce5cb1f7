import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import type { ChainableCommander } from 'ioredis';
import { DataSource } from 'typeorm';
import { RedisService } from '@server/infra/redis/redis.service';

/** Days a view or a like counts towards "popular". */
export const POPULAR_WINDOW_DAYS = 7;
/** What one interaction adds to an article's popularity. */
export const POPULAR_WEIGHT = { view: 1, like: 5, favourite: 3 } as const;
/** The top this many translation groups are ranked; the rest count as 0. */
const TOP = 2000;
const SCORES_TTL_MS = 2_000;

const DAY_KEY = 'content:pop:d:';
const BASE_KEY = 'content:pop:base';
const READY_KEY = 'content:pop:ready';
const UNION_KEY = 'content:pop:window';

const dayOf = (t: number) => new Date(t).toISOString().slice(0, 10).replace(/-/g, '');

/**
 * Popularity of articles in a sliding window, by translation group (so a feed ranks an article
 * once whatever its languages): views and likes add to a Redis sorted set of the day
 * (`content:pop:d:<yyyymmdd>`, kept for the window); the window's score is the union of the
 * days plus a base rebuilt from PostgreSQL when Redis has lost it (on start, or when the
 * marker is missing at read time). The base: for articles published inside the window their
 * counts (views, likes, favourites); for older ones the likes, favourites and logged-in views
 * recorded inside the window.
 */
@Injectable()
export class PopularityService implements OnApplicationBootstrap {
  private readonly logger = new Logger(PopularityService.name);
  private cached?: { at: number; scores: Map<string, number> };
  private rebuilding?: Promise<void>;

  constructor(
    private readonly ds: DataSource,
    private readonly redis: RedisService,
  ) {}

  async onApplicationBootstrap() {
    await this.ensureBase().catch((err: Error) => this.logger.warn({ err: err.message }, 'popularity rebuild failed'));
  }

  /** Adds to a translation group's score of today (views, likes; negative for an unlike). */
  async bump(groupId: string, delta: number): Promise<void> {
    await this.bumpMany(new Map([[groupId, delta]]));
  }

  /**
   * Adds to several groups' scores in one round trip; `also` appends commands to it (their
   * replies follow the bumps' and the EXPIRE's).
   */
  async bumpMany(deltas: ReadonlyMap<string, number>, also?: (m: ChainableCommander) => ChainableCommander) {
    const key = DAY_KEY + dayOf(Date.now());
    const m = this.redis.client.multi();
    for (const [groupId, delta] of deltas) m.zincrby(key, delta, groupId);
    m.expire(key, (POPULAR_WINDOW_DAYS + 1) * 86_400);
    return (also ? also(m) : m).exec();
  }

  /** Group id → score in the window (top groups only), cached for two seconds per instance. */
  async scores(): Promise<Map<string, number>> {
    const now = Date.now();
    if (this.cached && now - this.cached.at < SCORES_TTL_MS) return this.cached.scores;
    await this.ensureBase();
    const days = Array.from({ length: POPULAR_WINDOW_DAYS }, (_, i) => DAY_KEY + dayOf(now - i * 86_400_000));
    const res = await this.redis.client
      .multi()
      .zunionstore(UNION_KEY, days.length + 1, BASE_KEY, ...days)
      .zrevrange(UNION_KEY, 0, TOP - 1, 'WITHSCORES')
      .exec();
    const flat = (res?.[1]?.[1] as string[] | undefined) ?? [];
    const scores = new Map<string, number>();
    for (let i = 0; i + 1 < flat.length; i += 2) scores.set(flat[i]!, Number(flat[i + 1]));
    this.cached = { at: now, scores };
    return scores;
  }

  /** Forgets the cached scores (a test or a rebuild wants fresh ones). */
  invalidate() {
    this.cached = undefined;
  }

  /** Rebuilds the base from PostgreSQL when its marker is missing (one rebuild at a time per instance). */
  async ensureBase(): Promise<void> {
    if (await this.redis.client.exists(READY_KEY)) return;
    this.rebuilding ??= this.rebuild().finally(() => (this.rebuilding = undefined));
    await this.rebuilding;
  }

  private async rebuild(): Promise<void> {
    const w = POPULAR_WEIGHT;
    const rows: { g: string; score: number }[] = await this.ds.query(
      `WITH recent AS (
         SELECT article_id, ${w.like}::float8 AS s FROM article_likes WHERE created_at > now() - make_interval(days => $1)
         UNION ALL SELECT article_id, ${w.favourite} FROM article_favourites WHERE created_at > now() - make_interval(days => $1)
         UNION ALL SELECT article_id, ${w.view} FROM reading_history WHERE viewed_at > now() - make_interval(days => $1)
       ), per_article AS (
         SELECT a.translation_group_id AS g,
                CASE WHEN a.published_at > now() - make_interval(days => $1)
                     THEN a.views * ${w.view} + a.likes * ${w.like} + a.favourites * ${w.favourite}
                     ELSE COALESCE((SELECT sum(r.s) FROM recent r WHERE r.article_id = a.id), 0) END AS score
         FROM articles a WHERE a.status = 'published'
       )
       SELECT g, sum(score)::float8 AS score FROM per_article GROUP BY g HAVING sum(score) > 0`,
      [POPULAR_WINDOW_DAYS],
    );
    const ttl = POPULAR_WINDOW_DAYS * 86_400;
    const m = this.redis.client.multi().del(BASE_KEY);
    for (let i = 0; i < rows.length; i += 1000) {
      const args = rows.slice(i, i + 1000).flatMap((r) => [String(r.score), r.g]);
      m.zadd(BASE_KEY, ...args);
    }
    await m.expire(BASE_KEY, ttl).set(READY_KEY, String(Date.now()), 'EX', ttl).exec();
    this.cached = undefined;
    this.logger.log(`popularity rebuilt from PostgreSQL: ${rows.length} groups`);
  }
}
