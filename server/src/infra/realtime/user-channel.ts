import type { UserEvents } from '@contracts/user-events';

/**
 * The port through which modules reach a user's open apps (socket.io namespace `/me`, on every
 * instance): push a typed event to a user, or end the sockets of sessions that ended. Inject it
 * (`constructor(private readonly channel: UserChannel)`); RealtimeModule provides it everywhere.
 */
export abstract class UserChannel {
  /** Sends an event to every open app of a user, on every instance. */
  abstract toUser<E extends keyof UserEvents>(userId: string, event: E, payload: UserEvents[E]): void;

  /** Disconnects at once, on every instance, every socket opened with one of these sessions (call after the revocation committed). */
  abstract endSessions(sessionIds: readonly string[]): void;

  /** Disconnects at once, on every instance, every socket of a user (an account that is no longer active). */
  abstract endUser(userId: string): void;
}
