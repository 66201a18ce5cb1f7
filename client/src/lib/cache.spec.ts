import { createCache, DEFAULT_CACHE_SECONDS } from '@client/lib/cache';
import { createMemoryStorage } from '@client/lib/storage';

describe('local cache with expiry', () => {
  it('keeps a value for the default 7200 s', () => {
    let now = 0;
    const store = createMemoryStorage();
    const cache = createCache(
      () => store,
      () => now,
    );
    cache.set('k', { a: 1 });
    now = DEFAULT_CACHE_SECONDS * 1000 - 1;
    expect(cache.get('k')).toEqual({ a: 1 });
    now = DEFAULT_CACHE_SECONDS * 1000;
    expect(cache.get('k')).toBeUndefined();
    // the expired entry was removed from storage
    expect(store.keys()).toEqual([]);
  });

  it('honours a custom expiry and 0 = no expiry', () => {
    let now = 0;
    const store = createMemoryStorage();
    const c = createCache(
      () => store,
      () => now,
    );
    c.set('short', 1, 10);
    c.set('forever', 2, 0);
    now = 10_000;
    expect(c.get('short')).toBeUndefined();
    expect(c.get('forever')).toBe(2);
    expect(c.get('nothing')).toBeUndefined();
  });

  it('clear reports how many live entries it removed and leaves other keys alone', () => {
    let now = 0;
    const store = createMemoryStorage();
    store.setItem('LANGUAGE_TYPE', 'en');
    const cache = createCache(
      () => store,
      () => now,
    );
    expect(cache.clear()).toBe(0);
    cache.set('a', 1);
    cache.set('b', 2, 1);
    now = 5000;
    expect(cache.size()).toBe(1);
    expect(cache.clear()).toBe(1);
    expect(cache.size()).toBe(0);
    expect(store.getItem('LANGUAGE_TYPE')).toBe('en');
  });
});
