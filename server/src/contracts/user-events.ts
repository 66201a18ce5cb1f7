import type { OrderUpdateEvent } from './schemas/commerce';
import type { MembershipUpdateEvent } from './schemas/membership';
import type { MessageDto } from './schemas/messages';

/**
 * The server → client events of a user's own channel (socket.io namespace `/me`), by name: what
 * the server may send and what the client may listen for. A module that pushes something new to
 * its users adds its event here (name `noun:verb`, payload a contracts type), then pushes it
 * through the server's `UserChannel`.
 */
export interface UserEvents {
  /** A new inbox message, rendered in the recipient's language. */
  'message:new': MessageDto;
  /** One of the user's orders changed status. */
  'order:update': OrderUpdateEvent;
  /** The user's membership state changed (grant, spend, expiry, refund, adjustment). */
  'membership:update': MembershipUpdateEvent;
}

/** The same map in socket.io's typing: `Namespace<{}, UserEventListeners>` on the server, `Socket<UserEventListeners>` on the client. */
export type UserEventListeners = { [E in keyof UserEvents]: (payload: UserEvents[E]) => void };
