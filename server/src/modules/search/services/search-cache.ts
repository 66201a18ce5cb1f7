import { Injectable } from '@nestjs/common';
import { RedisService } from '@server/infra/redis/redis.service';
import type { SearchHit } from '@contracts/schemas/search';

const GENERATION_KEY = 'search:generation';
const MAX_ENTRIES = 2000;
const TTL_MS = 60_000;

/** A finished page of results (snippets cut) and how many things matched. */
export interface CachedPage {
  items: SearchHit[];
  total: number;
}

interface Entry {
  generation: string;
  at: number;
  value: CachedPage;
}

/**
 * Pages of results kept in this process for a minute, keyed by the analysed query (so 潛水 and
 * 潜水 share one entry), type, language and page, and valid only while the index's generation is
 * unchanged: every write to the index bumps `search:generation` in Redis (all instances see it; a
 * search reads it in the same round trip as its other Redis work would be pipelined with).
 * Concurrent misses for one key run the query once. Popular searches repeat: a broad query
 * (tens of thousands of matches) costs PostgreSQL far more than a page lookup (docs/decisions/0094-search-cache-and-indexing.md).
 */
@Injectable()
export class SearchResultCache {
  private readonly entries = new Map<string, Entry>();
  private readonly running = new Map<string, Promise<CachedPage>>();

  constructor(private readonly redis: RedisService) {}

  async get(key: string, load: () => Promise<CachedPage>): Promise<CachedPage> {
    const generation = (await this.redis.client.get(GENERATION_KEY)) ?? '0';
    const entry = this.entries.get(key);
    if (entry && entry.generation === generation && Date.now() - entry.at < TTL_MS) {
      this.entries.delete(key); // most recently used goes last
      this.entries.set(key, entry);
      return entry.value;
    }
    const flight = `${generation}\n${key}`;
    let pending = this.running.get(flight);
    if (!pending) {
      pending = load().finally(() => this.running.delete(flight));
      this.running.set(flight, pending);
      const value = await pending;
      this.entries.delete(key);
      this.entries.set(key, { generation, at: Date.now(), value });
      if (this.entries.size > MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
      return value;
    }
    return pending;
  }

  /** The index changed: every instance's cached pages are stale. */
  async invalidate(): Promise<void> {
    await this.redis.client.incr(GENERATION_KEY);
  }
}
