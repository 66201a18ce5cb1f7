import { useSyncExternalStore } from 'react';
import { session, type SessionSnapshot } from '@client/lib/session';

/** The current session (token and stored user info); re-renders on login, logout and merges. */
export function useSession(): SessionSnapshot {
  return useSyncExternalStore(
    session.subscribe,
    () => session.getSnapshot(),
    () => session.getSnapshot(),
  );
}
