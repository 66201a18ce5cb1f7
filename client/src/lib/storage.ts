/**
 * A tiny key/value store interface over `localStorage`, with an in-memory fallback when
 * storage is unavailable (private mode, tests in Node, quota errors).
 */
export type KeyValueStorage = {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
  keys(): string[];
};

export function createMemoryStorage(): KeyValueStorage {
  const map = new Map<string, string>();
  return {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => {
      map.set(key, value);
    },
    removeItem: (key) => {
      map.delete(key);
    },
    keys: () => [...map.keys()],
  };
}

function wrapWebStorage(store: Storage): KeyValueStorage {
  return {
    getItem: (key) => {
      try {
        return store.getItem(key);
      } catch {
        return null;
      }
    },
    setItem: (key, value) => {
      try {
        store.setItem(key, value);
      } catch {
        // quota exceeded or storage disabled: the value only lives for this page view
      }
    },
    removeItem: (key) => {
      try {
        store.removeItem(key);
      } catch {
        // ignore
      }
    },
    keys: () => {
      const out: string[] = [];
      try {
        for (let i = 0; i < store.length; i += 1) {
          const key = store.key(i);
          if (key !== null) out.push(key);
        }
      } catch {
        // ignore
      }
      return out;
    },
  };
}

function detectWebStorage(kind: 'localStorage' | 'sessionStorage'): KeyValueStorage {
  try {
    const store = (globalThis as { localStorage?: Storage; sessionStorage?: Storage })[kind];
    if (store) {
      const probe = '__reefline_probe__';
      store.setItem(probe, '1');
      store.removeItem(probe);
      return wrapWebStorage(store);
    }
  } catch {
    // fall through to memory
  }
  return createMemoryStorage();
}

let local: KeyValueStorage | undefined;
let session: KeyValueStorage | undefined;

export function localStore(): KeyValueStorage {
  local ??= detectWebStorage('localStorage');
  return local;
}

export function sessionStore(): KeyValueStorage {
  session ??= detectWebStorage('sessionStorage');
  return session;
}

/** Tests swap the backing stores. */
export function setStoresForTesting(next: { local?: KeyValueStorage; session?: KeyValueStorage }): void {
  if (next.local) local = next.local;
  if (next.session) session = next.session;
}

export function readJson<T>(store: KeyValueStorage, key: string): T | undefined {
  const raw = store.getItem(key);
  if (raw === null) return undefined;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return undefined;
  }
}

export function writeJson(store: KeyValueStorage, key: string, value: unknown): void {
  store.setItem(key, JSON.stringify(value));
}
