import { localStore, readJson, writeJson, type KeyValueStorage } from '@client/lib/storage';

/** SPEC §9: local cache default expiry. */
export const DEFAULT_CACHE_SECONDS = 7200;
const PREFIX = 'reefline:cache:';

type Entry<T> = { value: T; expiresAt: number | null };

export type Cache = {
  get<T>(key: string): T | undefined;
  set<T>(key: string, value: T, seconds?: number): void;
  remove(key: string): void;
  /** Removes every cache entry; returns how many live entries were removed. */
  clear(): number;
  /** Number of entries that have not expired. */
  size(): number;
};

export function createCache(store: () => KeyValueStorage = localStore, now: () => number = Date.now): Cache {
  const isLive = (entry: Entry<unknown> | undefined): entry is Entry<unknown> =>
    entry !== undefined && (entry.expiresAt === null || entry.expiresAt > now());

  const liveKeys = (): string[] =>
    store()
      .keys()
      .filter((key) => key.startsWith(PREFIX))
      .filter((key) => isLive(readJson<Entry<unknown>>(store(), key)));

  return {
    get<T>(key: string): T | undefined {
      const entry = readJson<Entry<T>>(store(), PREFIX + key);
      if (!entry) return undefined;
      if (!isLive(entry)) {
        store().removeItem(PREFIX + key);
        return undefined;
      }
      return entry.value;
    },
    set<T>(key: string, value: T, seconds: number = DEFAULT_CACHE_SECONDS): void {
      const expiresAt = seconds > 0 ? now() + seconds * 1000 : null;
      writeJson(store(), PREFIX + key, { value, expiresAt } satisfies Entry<T>);
    },
    remove(key: string): void {
      store().removeItem(PREFIX + key);
    },
    clear(): number {
      const live = liveKeys().length;
      for (const key of store().keys()) {
        if (key.startsWith(PREFIX)) store().removeItem(key);
      }
      return live;
    },
    size(): number {
      return liveKeys().length;
    },
  };
}

export const cache = createCache();
