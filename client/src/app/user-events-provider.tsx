import type { UserEventListeners } from '@contracts/user-events';
import { useEffect, useState, type ReactNode } from 'react';
import type { Socket } from 'socket.io-client';
import { afterPaint } from '@client/lib/after-paint';
import { useSession } from '@client/lib/use-session';
import { UserEventHubContext, type UserEventHub, type UserEventName } from '@client/lib/user-events';

type AnyHandler = (payload: unknown) => void;

/** The subscribers, kept across connections: a screen subscribes once, whichever socket is open (exported for its test). */
export function createHub(): UserEventHub & { emit(event: string, payload: unknown): void; resync(): void } {
  const handlers = new Map<string, Set<AnyHandler>>();
  const resyncs = new Set<() => void>();
  return {
    on(event, handler) {
      const set = handlers.get(event) ?? new Set<AnyHandler>();
      handlers.set(event, set);
      const h = handler as AnyHandler;
      set.add(h);
      return () => void set.delete(h);
    },
    onResync(handler) {
      resyncs.add(handler);
      return () => void resyncs.delete(handler);
    },
    emit(event, payload) {
      for (const h of handlers.get(event) ?? []) h(payload);
    },
    resync() {
      for (const h of resyncs) h();
    },
  };
}

/**
 * The tab's one `/me` connection (issue #34): open while a session exists, closed when it ends
 * (logout) and replaced when another account logs in — the token is the effect's key. Features
 * subscribe by event name (`useUserEvent` in lib/user-events.ts) and update react-query's caches;
 * the socket is never a second source of truth. socket.io arrives in its own chunk after the
 * first paint (issue #25: not in the first load).
 */
export function UserEventsProvider({ children }: { children: ReactNode }) {
  const [hub] = useState(createHub);
  const { token } = useSession();

  useEffect(() => {
    if (!token) return undefined;
    let closed = false;
    let socket: Socket<UserEventListeners> | undefined;
    const cancel = afterPaint(
      () =>
        void import('@client/lib/socket').then(({ createSocket }) => {
          if (closed) return;
          const opened: Socket<UserEventListeners> = createSocket('/me');
          let connectedBefore = false;
          opened.on('connect', () => {
            // anything pushed while the socket was away is fetched again
            if (connectedBefore) hub.resync();
            connectedBefore = true;
          });
          opened.onAny((event: UserEventName, payload: unknown) => hub.emit(event, payload));
          socket = opened;
        }),
    );
    return () => {
      closed = true;
      cancel();
      socket?.removeAllListeners();
      socket?.offAny();
      socket?.disconnect();
    };
  }, [hub, token]);

  return <UserEventHubContext.Provider value={hub}>{children}</UserEventHubContext.Provider>;
}
