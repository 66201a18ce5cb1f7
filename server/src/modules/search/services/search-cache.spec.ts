import type { RedisService } from '@server/infra/redis/redis.service';
import { SearchResultCache, type CachedPage } from './search-cache';

/** A Redis with one counter, as the cache uses it. */
function fakeRedis() {
  let generation = 0;
  return {
    client: { get: () => Promise.resolve(String(generation)), incr: () => Promise.resolve(++generation) },
  } as unknown as RedisService;
}

const page = (n: number): CachedPage => ({ items: [], total: n });

describe('SearchResultCache', () => {
  it('runs concurrent misses of one key once and serves the page until the index changes', async () => {
    const cache = new SearchResultCache(fakeRedis());
    let loads = 0;
    const load = async () => {
      loads++;
      await new Promise((r) => setTimeout(r, 10));
      return page(loads);
    };
    const first = await Promise.all(Array.from({ length: 20 }, () => cache.get('q', load)));
    expect(loads).toBe(1);
    expect(first.every((p) => p.total === 1)).toBe(true);
    expect((await cache.get('q', load)).total).toBe(1);
    expect(loads).toBe(1);

    await cache.invalidate();
    expect((await cache.get('q', load)).total).toBe(2);
    expect(loads).toBe(2);
    expect((await cache.get('other', load)).total).toBe(3);
  });

  it('does not keep a failed load', async () => {
    const cache = new SearchResultCache(fakeRedis());
    await expect(cache.get('q', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect((await cache.get('q', () => Promise.resolve(page(7)))).total).toBe(7);
  });
});
