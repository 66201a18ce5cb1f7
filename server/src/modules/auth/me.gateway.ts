import { Logger } from '@nestjs/common';
import { WebSocketGateway, WebSocketServer, type OnGatewayConnection } from '@nestjs/websockets';
import type { Namespace, Socket } from 'socket.io';
import { SessionService } from './services/session.service';

/**
 * Namespace `/me`: a user's own live channel (message:new, order:update…). Authenticated with the
 * session token (handshake `auth.token`); each socket joins room `user:<id>`.
 */
@WebSocketGateway({ namespace: '/me' })
export class MeGateway implements OnGatewayConnection {
  private readonly logger = new Logger(MeGateway.name);
  @WebSocketServer() private readonly nsp: Namespace;

  constructor(private readonly sessions: SessionService) {}

  async handleConnection(socket: Socket) {
    const auth = socket.handshake.auth as { token?: unknown } | undefined;
    const token = typeof auth?.token === 'string' ? auth.token : undefined;
    const result = token ? await this.sessions.authenticate(token) : undefined;
    if (!result?.ok) {
      socket.emit('error', { code: result?.ok === false ? result.code : 401 });
      socket.disconnect(true);
      return;
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
