import type { UserDto } from '@contracts/api';
import { randomUuid } from '@client/lib/random-uuid';
import { localStore, readJson, writeJson, type KeyValueStorage } from '@client/lib/storage';

const KEYS = {
  token: 'reefline:token',
  user: 'reefline:userinfo',
  sid: 'reefline:sid',
  lastUrl: 'reefline:last_url',
} as const;

export type SessionSnapshot = {
  token: string | null;
  user: UserDto | null;
};

type Listener = () => void;

export type Session = ReturnType<typeof createSession>;

/**
 * Client-side session (SPEC §3): token, user info (updates merge), session guid, last url.
 * `subscribe`/`getSnapshot` make it usable with React's useSyncExternalStore.
 */
export function createSession(store: () => KeyValueStorage = localStore) {
  const listeners = new Set<Listener>();
  let snapshot: SessionSnapshot | undefined;

  const read = (): SessionSnapshot => ({
    token: store().getItem(KEYS.token) || null,
    user: readJson<UserDto>(store(), KEYS.user) ?? null,
  });

  const emit = () => {
    snapshot = read();
    for (const listener of listeners) listener();
  };

  const getSnapshot = (): SessionSnapshot => {
    snapshot ??= read();
    return snapshot;
  };

  return {
    subscribe(listener: Listener): () => void {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    getSnapshot,
    getToken(): string | null {
      return getSnapshot().token;
    },
    isLoggedIn(): boolean {
      return getSnapshot().token !== null;
    },
    getUser(): UserDto | null {
      return getSnapshot().user;
    },
    /** Stores a fresh login. */
    login(token: string, user: UserDto): void {
      store().setItem(KEYS.token, token);
      writeJson(store(), KEYS.user, user);
      emit();
    },
    /** Merges profile fields into the stored user info. */
    mergeUser(patch: Partial<UserDto>): void {
      const current = readJson<UserDto>(store(), KEYS.user);
      if (!current) return;
      writeJson(store(), KEYS.user, { ...current, ...patch });
      emit();
    },
    /** Logged-out state: clears the token and stored user info (SPEC §4). */
    logout(): void {
      store().removeItem(KEYS.token);
      store().removeItem(KEYS.user);
      emit();
    },
    /** Per-device session guid sent as the `sid` header. */
    getSid(): string {
      let sid = store().getItem(KEYS.sid);
      if (!sid) {
        sid = randomUuid();
        store().setItem(KEYS.sid, sid);
      }
      return sid;
    },
    getLastUrl(): string | null {
      return store().getItem(KEYS.lastUrl);
    },
    setLastUrl(url: string): void {
      store().setItem(KEYS.lastUrl, url);
    },
    /** Re-reads storage (another tab changed it). */
    refresh(): void {
      emit();
    },
  };
}

export const session = createSession();
