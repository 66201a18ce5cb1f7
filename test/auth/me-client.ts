import { io, type Socket } from 'socket.io-client';
import type { MessageDto } from '@contracts/schemas/messages';
import type { UserEvents } from '@contracts/user-events';
import type { TestApp } from '@test/setup/harness';

/** Polls `check` every 20 ms until it holds; fails with `what` after `ms`. */
export async function until(what: string, check: () => boolean, ms = 5000): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error(`timed out waiting until ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** An inbox message as `message:new` carries it. */
export function sampleMessage(id: string, title = 'Welcome aboard', category: MessageDto['category'] = 'system'): MessageDto {
  return { id, category, title, body: 'Hello', link: null, read: false, createdAt: new Date(0).toISOString() };
}

/** Dials `/me` as the H5 app does: path /ws, the session token in `auth.token` (no reconnection here). */
function dial(t: TestApp, token: string): Socket {
  return io(`${t.url}/me`, { path: '/ws', transports: ['websocket'], auth: { token }, reconnection: false, forceNew: true });
}

/**
 * A `/me` socket with everything it receives and the reason it was disconnected, if it was.
 */
export class MeClient {
  readonly socket: Socket;
  readonly received: { event: string; payload: unknown }[] = [];
  disconnectReason?: string;

  private constructor(t: TestApp, token: string) {
    this.socket = dial(t, token);
    this.socket.onAny((event: string, payload: unknown) => this.received.push({ event, payload }));
    this.socket.on('disconnect', (reason) => (this.disconnectReason = reason));
  }

  /** Opens a socket and waits until the server accepted it (it has joined its rooms by then). */
  static async open(t: TestApp, token: string | undefined): Promise<MeClient> {
    const c = new MeClient(t, token ?? '');
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('the socket neither connected nor failed')), 5000);
      c.socket.once('connect', () => {
        clearTimeout(timer);
        resolve();
      });
      c.socket.once('connect_error', (err: Error & { data?: { code: number } }) => {
        clearTimeout(timer);
        reject(new Error(`refused: ${JSON.stringify(err.data ?? err.message)}`));
      });
    });
    return c;
  }

  /** The payloads of one event received so far. */
  got<E extends keyof UserEvents>(event: E): UserEvents[E][] {
    return this.received.filter((r) => r.event === event).map((r) => r.payload as UserEvents[E]);
  }

  /** Thrown out by the server (not closed by this client, not a network loss). */
  get endedByServer(): boolean {
    return this.disconnectReason === 'io server disconnect';
  }

  close() {
    this.socket.disconnect();
  }
}

/** The `connect_error` code of a handshake the server refuses (401, -201, -202, -203). */
export function refusedCode(t: TestApp, token: string): Promise<number> {
  const socket = dial(t, token);
  return new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the handshake was neither refused nor accepted')), 5000);
    socket.once('connect', () => {
      clearTimeout(timer);
      socket.disconnect();
      reject(new Error('the handshake was accepted'));
    });
    socket.once('connect_error', (err: Error & { data?: { code: number } }) => {
      clearTimeout(timer);
      socket.disconnect();
      if (err.data) resolve(err.data.code);
      else reject(err);
    });
  });
}
