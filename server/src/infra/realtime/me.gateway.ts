import { Inject, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { WebSocketGateway, WebSocketServer, type OnGatewayInit } from '@nestjs/websockets';
import type { Namespace, Socket } from 'socket.io';
import type { UserEventListeners, UserEvents } from '@contracts/user-events';
import { AUTHENTICATOR, type Authenticator } from '@server/common/auth/authenticator';
import { PeerChannel } from '../redis/peer-channel';
import { RedisService } from '../redis/redis.service';
import { UserChannel } from './user-channel';

/** What a refused handshake carries (socket.io `connect_error`'s `data`). */
interface RefusedData {
  code: number;
}

/** What the server keeps on each accepted socket. */
interface MeSocketData {
  userId: string;
  sessionId: string;
  /** The session's end (its expiry, checked again then): see {@link MeGateway.checkExpiry}. */
  expiry?: ReturnType<typeof setTimeout>;
}

/** setTimeout's longest wait (~24.8 days); a later expiry is checked then and waited for again. */
const LONGEST_WAIT_MS = 2_147_483_647;
/** When the session could not be checked (the store unreachable): try again after this long. */
const RECHECK_MS = 60_000;
/** From now to just past a session's expiry. */
const untilExpiry = (expiresAt: number) => Math.max(0, expiresAt - Date.now()) + 50;

/** One push for the other instances: the room, the event and its payload. */
type RemotePush = [room: string, event: keyof UserEvents, payload: UserEvents[keyof UserEvents]];
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
 *
 * A push reaches this instance's sockets at once, and the other instances' in one Redis message per
 * event-loop turn with every other push of that turn, delivered there to local sockets only, and
 * only when there is another instance (infra/redis/peer-channel.ts): a push per spent credit or paid
 * order was a Redis PUBLISH each, plus encoding the packet here for no socket when the user had none
 * on this instance (bench:unlock, docs/performance-log.md).
 */
@WebSocketGateway({ namespace: '/me' })
export class MeGateway implements OnGatewayInit, OnModuleInit, OnModuleDestroy, UserChannel {
  private readonly logger = new Logger(MeGateway.name);
  @WebSocketServer() private readonly nsp: MeNamespace;
  /** The other instances: this one's pushes to them (one message per event-loop turn), and theirs to its sockets. */
  private readonly remote: PeerChannel<RemotePush>;

  constructor(
    @Inject(AUTHENTICATOR) private readonly authenticator: Authenticator,
    redis: RedisService,
  ) {
    this.remote = new PeerChannel<RemotePush>(redis, 'me:user-events', (pushes) => this.fromPeers(pushes), this.logger);
  }

  onModuleInit(): Promise<void> {
    return this.remote.start();
  }

  onModuleDestroy() {
    this.remote.stop();
  }

  /** Another instance's pushes: to this instance's sockets in their rooms. */
  fromPeers(pushes: RemotePush[]): void {
    for (const [room, event, payload] of pushes) this.emitHere(room, event, payload);
  }

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
    const { userId, sessionId, expiresAt } = result.auth;
    await socket.join([userRoom(userId), sessionRoom(sessionId)]);
    socket.data = { userId, sessionId };
    socket.on('disconnect', () => clearTimeout(socket.data.expiry));
    if (expiresAt !== undefined) this.checkIn(socket, token!, untilExpiry(expiresAt));
    this.logger.debug(`socket ${socket.id} joined user:${userId}`);
  }

  /**
   * A session that lapses (its sliding expiry passed unused) takes its `/me` socket with it, as a
   * revoked one does: at the expiry the token is checked again — used meanwhile, the session lives
   * on and the socket waits for its new expiry; lapsed (or revoked, or the account closed), the
   * socket is disconnected and the app, at its next request, hears -201 and logs out. A check that
   * cannot be made (the session store unreachable) keeps the socket and tries again a minute later.
   */
  private checkIn(socket: MeSocket, token: string, ms: number): void {
    clearTimeout(socket.data.expiry);
    socket.data.expiry = setTimeout(() => void this.checkExpiry(socket, token), Math.min(ms, LONGEST_WAIT_MS));
    socket.data.expiry.unref();
  }

  private async checkExpiry(socket: MeSocket, token: string): Promise<void> {
    if (socket.disconnected) return;
    const result = await this.authenticator.authenticate(token).catch(() => undefined);
    if (!result) return this.checkIn(socket, token, RECHECK_MS);
    if (result.ok) {
      if (result.auth.expiresAt !== undefined) this.checkIn(socket, token, untilExpiry(result.auth.expiresAt));
      return;
    }
    this.logger.debug(`socket ${socket.id}: its session ended (${result.code})`);
    socket.disconnect(true);
  }

  toUser<E extends keyof UserEvents>(userId: string, event: E, payload: UserEvents[E]): void {
    const room = userRoom(userId);
    this.emitHere(room, event, payload);
    this.remote.send([room, event, payload]);
  }

  /** To this instance's sockets in the room (none: nothing to encode). */
  private emitHere<E extends keyof UserEvents>(room: string, event: E, payload: UserEvents[E]): void {
    if (!this.nsp.adapter.rooms.has(room)) return;
    // socket.io cannot see through the generic `E` that [payload] are that event's arguments.
    this.nsp.local.to(room).emit(event, ...([payload] as Parameters<UserEventListeners[E]>));
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
