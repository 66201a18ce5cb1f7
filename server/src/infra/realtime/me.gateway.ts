import { Inject, Logger } from '@nestjs/common';
import { WebSocketGateway, WebSocketServer, type OnGatewayInit } from '@nestjs/websockets';
import type { Namespace, Socket } from 'socket.io';
import type { UserEventListeners, UserEvents } from '@contracts/user-events';
import { AUTHENTICATOR, type Authenticator } from '@server/common/auth/authenticator';
import { UserChannel } from './user-channel';

/** What a refused handshake carries (socket.io `connect_error`'s `data`). */
interface RefusedData {
  code: number;
}

/** What the server keeps on each accepted socket. */
interface MeSocketData {
  userId: string;
  sessionId: string;
}

type MeNamespace = Namespace<Record<string, never>, UserEventListeners, Record<string, never>, MeSocketData>;
type MeSocket = Socket<Record<string, never>, UserEventListeners, Record<string, never>, MeSocketData>;

export const userRoom = (userId: string) => `user:${userId}`;
export const sessionRoom = (sessionId: string) => `session:${sessionId}`;

/**
 * Namespace `/me`: a user's own live channel (the events of `UserEvents`). Authenticated in the
 * handshake with the session token (`auth.token`) through the shared `Authenticator` before the
 * connection is accepted, so a refused client never sees `connect` (its `connect_error` carries
 * `data.code`: 401, -201, -202 or -203). Each accepted socket joins `user:<id>` and
 * `session:<sessionId>` before its first event; ending a session disconnects its room on every
 * instance (the Redis adapter carries the request).
 */
@WebSocketGateway({ namespace: '/me' })
export class MeGateway implements OnGatewayInit, UserChannel {
  private readonly logger = new Logger(MeGateway.name);
  @WebSocketServer() private readonly nsp: MeNamespace;

  constructor(@Inject(AUTHENTICATOR) private readonly authenticator: Authenticator) {}

  afterInit(nsp: MeNamespace) {
    nsp.use((socket, next) => {
      this.authenticate(socket).then(
        () => next(),
        (err: Error) => next(err),
      );
    });
  }

  private async authenticate(socket: MeSocket): Promise<void> {
    const auth = socket.handshake.auth as { token?: unknown } | undefined;
    const token = typeof auth?.token === 'string' ? auth.token : undefined;
    const result = token ? await this.authenticator.authenticate(token) : undefined;
    if (!result?.ok) {
      const err = new Error('unauthorized') as Error & { data: RefusedData };
      err.data = { code: result?.ok === false ? result.code : 401 };
      throw err;
    }
    const { userId, sessionId } = result.auth;
    await socket.join([userRoom(userId), sessionRoom(sessionId)]);
    socket.data = { userId, sessionId };
    this.logger.debug(`socket ${socket.id} joined user:${userId}`);
  }

  toUser<E extends keyof UserEvents>(userId: string, event: E, payload: UserEvents[E]): void {
    // socket.io cannot see through the generic `E` that [payload] are that event's arguments.
    this.nsp.to(userRoom(userId)).emit(event, ...([payload] as Parameters<UserEventListeners[E]>));
  }

  endSessions(sessionIds: readonly string[]): void {
    if (sessionIds.length) this.end(sessionIds.map(sessionRoom));
  }

  endUser(userId: string): void {
    this.end([userRoom(userId)]);
  }

  /**
   * Disconnects the rooms' sockets here at once (so the reply that ended a session cannot overtake
   * it), then on every instance through the Redis adapter. Only the `/me` socket ends: the client's
   * connection stays for its other namespaces (e.g. a public `/contest` watch).
   */
  private end(rooms: string[]): void {
    this.nsp.local.in(rooms).disconnectSockets(false);
    this.nsp.in(rooms).disconnectSockets(false);
  }
}
