import { Inject, Logger } from '@nestjs/common';
import { WebSocketGateway, WebSocketServer, type OnGatewayInit } from '@nestjs/websockets';
import type { Namespace, Socket } from 'socket.io';
import { AUTHENTICATOR, type Authenticator } from '@server/common/auth/authenticator';

/** What a refused handshake carries (socket.io `connect_error`'s `data`). */
interface RefusedData {
  code: number;
}

/**
 * Namespace `/me`: a user's own live channel (message:new, order:update…). Authenticated in the
 * handshake with the session token (`auth.token`) before the connection is accepted, so a refused
 * client never sees `connect`; each socket joins room `user:<id>` before its first event.
 */
@WebSocketGateway({ namespace: '/me' })
export class MeGateway implements OnGatewayInit {
  private readonly logger = new Logger(MeGateway.name);
  @WebSocketServer() private readonly nsp: Namespace;

  constructor(@Inject(AUTHENTICATOR) private readonly authenticator: Authenticator) {}

  afterInit(nsp: Namespace) {
    nsp.use((socket: Socket, next) => {
      this.authenticate(socket).then(
        () => next(),
        (err: Error) => next(err),
      );
    });
  }

  private async authenticate(socket: Socket): Promise<void> {
    const auth = socket.handshake.auth as { token?: unknown } | undefined;
    const token = typeof auth?.token === 'string' ? auth.token : undefined;
    const result = token ? await this.authenticator.authenticate(token) : undefined;
    if (!result?.ok) {
      const err = new Error('unauthorized') as Error & { data: RefusedData };
      err.data = { code: result?.ok === false ? result.code : 401 };
      throw err;
    }
    await socket.join(`user:${result.auth.userId}`);
    socket.data = { userId: result.auth.userId };
    this.logger.debug(`socket ${socket.id} joined user:${result.auth.userId}`);
  }

  /** Sends an event to every open app of a user (on every instance). */
  toUser(userId: string, event: string, payload: unknown) {
    this.nsp.to(`user:${userId}`).emit(event, payload);
  }
}
