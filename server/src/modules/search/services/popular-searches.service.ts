import { Injectable } from '@nestjs/common';
import type { Language } from '@contracts/language';
import type { PopularSearch } from '@contracts/schemas/search';
import { RedisService } from '@server/infra/redis/redis.service';
import { inScript, queryKey } from '../text/script';

const DAYS = 7;
const TOP = 10;
/** Each day keeps its 1000 most searched queries (bounds the week's union). */
const KEEP_PER_DAY = 1000;
const TTL_SECONDS = (DAYS + 1) * 86400;

/**
 * KEYS[1] the day's counts (ZSET), KEYS[2] who searched what that day (SET);
 * ARGV[1] searcher + query, ARGV[2] the query, ARGV[3] ttl, ARGV[4] kept per day.
 * A query counts once per searcher and day.
 */
const COUNT = `
if redis.call('SADD', KEYS[2], ARGV[1]) == 1 then
  redis.call('ZINCRBY', KEYS[1], 1, ARGV[2])
  if redis.call('ZCARD', KEYS[1]) > tonumber(ARGV[4]) + 100 then
    redis.call('ZREMRANGEBYRANK', KEYS[1], 0, -tonumber(ARGV[4]) - 1)
  end
end
redis.call('EXPIRE', KEYS[1], ARGV[3])
redis.call('EXPIRE', KEYS[2], ARGV[3])
return 1`;

/** The day (UTC) a moment falls on, as YYYY-MM-DD. */
function day(at: Date): string {
  return at.toISOString().slice(0, 10);
}

/**
 * Popular searches: a Redis sorted set per day; the top 10 of the last 7 days (queries that found
 * something). A query counts under its key (`queryKey`: Simplified, lower case), so 潜水 and 潛水 are
 * one entry, shown in the reader's script.
 */
@Injectable()
export class PopularSearches {
  constructor(private readonly redis: RedisService) {}

  /** The form a query is counted under: trimmed, spaces collapsed, lower case, Simplified. */
  static normalise(query: string): string {
    return queryKey(query);
  }

  async count(searcher: string, query: string, now = new Date()): Promise<void> {
    const q = PopularSearches.normalise(query);
    if (!q) return;
    const d = day(now);
    await this.redis.client.eval(
      COUNT,
      2,
      `search:popular:${d}`,
      `search:popular:seen:${d}`,
      `${searcher}\n${q}`,
      q,
      TTL_SECONDS,
      KEEP_PER_DAY,
    );
  }

  /** In the reader's script; entries counted before queries were folded (潛水 beside 潜水) are added together. */
  async top(lang: Language, now = new Date()): Promise<PopularSearch[]> {
    const keys = Array.from({ length: DAYS }, (_, i) => `search:popular:${day(new Date(now.getTime() - i * 86400_000))}`);
    const flat = await this.redis.client.zunion(keys.length, ...keys, 'WITHSCORES');
    const byKey = new Map<string, number>();
    for (let i = 0; i + 1 < flat.length; i += 2) {
      const k = queryKey(flat[i]!);
      byKey.set(k, (byKey.get(k) ?? 0) + Number(flat[i + 1]));
    }
    const all = [...byKey].map(([query, count]): PopularSearch => ({ query: inScript(query, lang), count }));
    return all.sort((a, b) => b.count - a.count || a.query.localeCompare(b.query)).slice(0, TOP);
  }
}
