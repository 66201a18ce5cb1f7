/**
 * The server → client events of a user's own channel (socket.io namespace `/me`), by name: what
 * the server may send and what the client may listen for. Empty here: each module that pushes
 * something to its users declares its events in its own contract file (name `noun:verb`, payload
 * a contracts type), by declaration merging, then pushes them through the server's `UserChannel`:
 *
 *     declare module '../user-events' {
 *       interface UserEvents {
 *         'membership:update': MembershipUpdateEvent;
 *       }
 *     }
 *
 * In a contract file (not in the module's folder) so that the client, which compiles the contracts
 * it imports, sees the same map. Two modules declaring one event with different payloads fail to
 * compile; an event no module declares cannot be pushed (`UserChannel.toUser` is typed by this map).
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by the modules' contracts (declaration merging)
export interface UserEvents {}

/** The same map in socket.io's typing: `Namespace<{}, UserEventListeners>` on the server, `Socket<UserEventListeners>` on the client. */
export type UserEventListeners = { [E in keyof UserEvents]: (payload: UserEvents[E]) => void };
