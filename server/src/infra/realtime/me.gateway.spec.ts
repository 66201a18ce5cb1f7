import { Logger } from '@nestjs/common';
import type { AuthResult, Authenticator } from '@server/common/auth/authenticator';
import { AppCode } from '@server/common/errors/app.exception';
import type { RedisService } from '../redis/redis.service';
import { MeGateway } from './me.gateway';

// The gateway's debug lines ("socket s1 joined user:u1") are for a running app, not the test output.
beforeAll(() => Logger.overrideLogger(false));
afterAll(() => Logger.overrideLogger(['log', 'error', 'warn', 'debug', 'verbose']));

type Nsp = Parameters<MeGateway['afterInit']>[0];
type Middleware = (socket: FakeSocket, next: (err?: Error & { data?: { code: number } }) => void) => void;

interface FakeSocket {
  id: string;
  handshake: { auth: Record<string, unknown> };
  rooms: string[];
  data?: unknown;
  listening: string[];
  join(rooms: string[]): Promise<void>;
  on(event: string, listener: () => void): void;
}

/** A namespace that records what the gateway asks of it; `here` holds the rooms with a socket on this instance. */
function fakeNamespace() {
  const calls: string[] = [];
  const here = new Set<string>();
  let middleware: Middleware | undefined;
  const nsp = {
    use: (fn: Middleware) => (middleware = fn),
    adapter: { rooms: here },
    in: (rooms: string[]) => ({ disconnectSockets: (close: boolean) => calls.push(`disconnect all ${rooms.join(',')} close=${close}`) }),
    local: {
      to: (room: string) => ({
        emit: (event: string, payload: unknown) => calls.push(`emit here ${room} ${event} ${JSON.stringify(payload)}`),
      }),
      in: (rooms: string[]) => ({ disconnectSockets: (close: boolean) => calls.push(`disconnect here ${rooms.join(',')} close=${close}`) }),
    },
  };
  // Redis as the peer channel uses it: PUBLISH answers how many subscribers heard (2: another instance is there).
  const redis = {
    prefix: 'spec:',
    client: {
      publish: (_channel: string, message: string) => {
        calls.push(`to the other instances: ${message.slice(message.indexOf('|m|') + 3)}`);
        return Promise.resolve(2);
      },
    },
  };
  return { nsp: nsp as unknown as Nsp, redis: redis as unknown as RedisService, calls, here, middleware: () => middleware! };
}

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

function gatewayWith(result: AuthResult | undefined) {
  const seen: string[] = [];
  const authenticator: Authenticator = {
    authenticate: (token) => {
      seen.push(token);
      return Promise.resolve(result ?? { ok: false, code: AppCode.Unauthorized, key: 'e.unauthorized' });
    },
  };
  const fake = fakeNamespace();
  const gateway = new MeGateway(authenticator, fake.redis);
  Object.assign(gateway, { nsp: fake.nsp });
  gateway.afterInit(fake.nsp);
  return { gateway, seen, ...fake };
}

/** Runs the handshake middleware for a socket that sends `auth`; resolves with what it passed to `next`. */
function handshake(middleware: Middleware, auth: Record<string, unknown>) {
  const socket: FakeSocket = {
    id: 's1',
    handshake: { auth },
    rooms: [],
    listening: [],
    join(rooms) {
      socket.rooms.push(...rooms);
      return Promise.resolve();
    },
    on(event) {
      socket.listening.push(event);
    },
  };
  return new Promise<{ socket: FakeSocket; err?: Error & { data?: { code: number } } }>((resolve) =>
    middleware(socket, (err) => resolve({ socket, err })),
  );
}

describe('MeGateway (the /me socket and the UserChannel port)', () => {
  const auth = { userId: 'u1', sessionId: 's9', roles: [] };

  it('accepts a valid token through the Authenticator port and joins the user and session rooms first', async () => {
    const { middleware, seen } = gatewayWith({ ok: true, auth });
    const { socket, err } = await handshake(middleware(), { token: 'tok' });
    expect(err).toBeUndefined();
    expect(seen).toEqual(['tok']);
    expect(socket.rooms).toEqual(['user:u1', 'session:s9']);
    expect(socket.data).toEqual({ userId: 'u1', sessionId: 's9' });
    expect(socket.listening).toEqual(['disconnect']); // the session's expiry watch ends with the socket
  });

  it('refuses a missing token (401) without asking, and a refused one with the port’s code', async () => {
    const none = gatewayWith(undefined);
    expect((await handshake(none.middleware(), {})).err?.data).toEqual({ code: 401 });
    expect(none.seen).toEqual([]);
    const revoked = gatewayWith({ ok: false, code: AppCode.SessionRevoked, key: 'e.session_revoked' });
    const { socket, err } = await handshake(revoked.middleware(), { token: 'old' });
    expect(err?.data).toEqual({ code: AppCode.SessionRevoked });
    expect(socket.rooms).toEqual([]);
  });

  it('pushes a typed event to the user’s sockets here at once, and to the other instances once per event-loop turn', async () => {
    const { gateway, calls, here } = gatewayWith(undefined);
    here.add('user:u1');
    gateway.toUser('u1', 'order:update', { orderId: 'o1', status: 'paid' });
    gateway.toUser('u2', 'order:update', { orderId: 'o2', status: 'paid' }); // no socket of u2 here
    expect(calls).toEqual(['emit here user:u1 order:update {"orderId":"o1","status":"paid"}']);
    await nextTurn();
    expect(calls.slice(1)).toEqual([
      'to the other instances: [["user:u1","order:update",{"orderId":"o1","status":"paid"}],["user:u2","order:update",{"orderId":"o2","status":"paid"}]]',
    ]);
    gateway.toUser('u2', 'order:update', { orderId: 'o3', status: 'refunded' });
    await nextTurn();
    expect(calls.slice(2)).toEqual(['to the other instances: [["user:u2","order:update",{"orderId":"o3","status":"refunded"}]]']);
  });

  it('hands another instance’s pushes to its own sockets only', () => {
    const { gateway, calls, here } = gatewayWith(undefined);
    here.add('user:u1');
    gateway.fromPeers([
      ['user:u1', 'order:update', { orderId: 'o1', status: 'paid' }],
      ['user:u9', 'order:update', { orderId: 'o9', status: 'paid' }],
    ]);
    expect(calls).toEqual(['emit here user:u1 order:update {"orderId":"o1","status":"paid"}']);
  });

  it('refuses, at compile time, an unknown event or a payload of the wrong shape', () => {
    const { gateway } = gatewayWith(undefined);
    // @ts-expect-error — 'order:updated' is not in UserEvents (npm run typecheck fails if this compiles)
    gateway.toUser('u1', 'order:updated', { orderId: 'o1', status: 'paid' });
    // @ts-expect-error — an order:update carries {orderId, status}
    gateway.toUser('u1', 'order:update', { id: 'o1' });
  });

  it('ends sessions and users here at once, then on every instance, keeping the client’s connection', () => {
    const { gateway, calls } = gatewayWith(undefined);
    gateway.endSessions([]);
    expect(calls).toEqual([]);
    gateway.endSessions(['a', 'b']);
    gateway.endUser('u1');
    expect(calls).toEqual([
      'disconnect here session:a,session:b close=false',
      'disconnect all session:a,session:b close=false',
      'disconnect here user:u1 close=false',
      'disconnect all user:u1 close=false',
    ]);
  });
});
