import type { UserEvents } from '@contracts/user-events';
import { createContext, useContext, useEffect, useRef } from 'react';

/**
 * Subscribing to the signed-in user's own channel (socket.io namespace `/me`), by event name.
 * The one connection is held by the app (`app/user-events-provider.tsx`); features only say
 * which events they care about. Handlers update or invalidate react-query's caches: the socket
 * says that something changed, the API stays the source of truth.
 */

export type UserEventName = keyof UserEvents;
export type UserEventHandler<E extends UserEventName> = (payload: UserEvents[E]) => void;

/** What the provider offers its subscribers; each call returns its unsubscribe. */
export interface UserEventHub {
  on<E extends UserEventName>(event: E, handler: UserEventHandler<E>): () => void;
  /** `handler` runs when the channel comes back after a drop: anything pushed meanwhile is lost. */
  onResync(handler: () => void): () => void;
}

/** Outside the provider (unit tests, a screen rendered alone) subscriptions do nothing. */
const idle: UserEventHub = { on: () => () => undefined, onResync: () => () => undefined };

export const UserEventHubContext = createContext<UserEventHub>(idle);

/** Keeps the latest `fn` in a ref, so a subscription lives as long as the component, not a render. */
function useLatest<T>(fn: T): { current: T } {
  const ref = useRef(fn);
  useEffect(() => {
    ref.current = fn;
  });
  return ref;
}

/** Calls `handler` with each `event` pushed to the signed-in user while the component is mounted. */
export function useUserEvent<E extends UserEventName>(event: E, handler: UserEventHandler<E>): void {
  const hub = useContext(UserEventHubContext);
  const latest = useLatest(handler);
  useEffect(() => hub.on(event, (payload) => latest.current(payload)), [hub, event, latest]);
}

/** Calls `handler` whenever the user channel reconnects after a drop (refetch what it may have missed). */
export function useUserEventsResync(handler: () => void): void {
  const hub = useContext(UserEventHubContext);
  const latest = useLatest(handler);
  useEffect(() => hub.onResync(() => latest.current()), [hub, latest]);
}
