import { io, type Socket } from 'socket.io-client';
import type { MessageDto } from '@contracts/schemas/messages';
import { UserChannel } from '@server/infra/realtime/user-channel';
import { registerUser } from '@test/setup/factories';
import { startApp, type TestApp } from '@test/setup/harness';
import { sampleMessage } from './me-client';

interface Outcome {
  connected: boolean;
  error?: { code: number };
  disconnect?: string;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('the /me socket namespace (socket.io over the real app, Redis adapter)', () => {
  let a: TestApp;
  let b: TestApp;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    a = await startApp();
    b = await startApp({}, a.env); // a second instance on the same database and Redis
  });
  afterEach(() => {
    for (const s of sockets.splice(0)) s.disconnect();
  });
  afterAll(async () => {
    await b?.app.close();
    await a?.close();
  });

  /** Opens a socket like the H5 app; `outcome` settles once the server accepted it (and kept it) or threw it out. */
  function connect(t: TestApp, token?: string): { socket: Socket; outcome: Promise<Outcome> } {
    const socket = io(`${t.url}/me`, {
      path: '/ws',
      transports: ['websocket'],
      auth: token === undefined ? {} : { token },
      reconnection: false,
      forceNew: true,
    });
    sockets.push(socket);
    return { socket, outcome: outcome(socket) };
  }

  function outcome(socket: Socket, settleMs = 300): Promise<Outcome> {
    return new Promise((resolve, reject) => {
      const result: Outcome = { connected: false };
      const timer = setTimeout(() => reject(new Error('the socket neither connected nor failed')), 5000);
      // A refused handshake: the server's middleware sends {code} as the error's data.
      socket.on('connect_error', (err: Error & { data?: { code: number } }) => {
        clearTimeout(timer);
        if (err.data) resolve({ ...result, error: err.data, disconnect: 'refused' });
        else reject(err);
      });
      socket.on('disconnect', (reason) => {
        result.disconnect = reason;
        clearTimeout(timer);
        resolve(result);
      });
      socket.on('connect', () => {
        result.connected = true;
        setTimeout(() => {
          clearTimeout(timer);
          resolve(result);
        }, settleMs);
      });
    });
  }

  /** Emits through `from` until `socket` gets it (the server joins the room just after connecting). */
  async function deliver(from: TestApp, userId: string, socket: Socket, payload: MessageDto) {
    const received = new Promise<unknown>((resolve) => socket.once('message:new', resolve));
    let got: unknown;
    void received.then((p) => (got = p));
    for (let i = 0; i < 40 && got === undefined; i++) {
      from.app.get(UserChannel).toUser(userId, 'message:new', payload);
      await sleep(50);
    }
    if (got === undefined) throw new Error('the event never arrived');
    return got;
  }

  it('accepts a valid session and delivers events sent to that user only', async () => {
    const { user, client } = await registerUser(a);
    const other = await registerUser(a);
    const { socket: mine, outcome: first } = connect(a, client.token);
    const { socket: theirs, outcome: second } = connect(a, other.client.token);
    expect(await first).toEqual({ connected: true });
    expect(await second).toEqual({ connected: true });
    const leaked: unknown[] = [];
    theirs.on('message:new', (p: unknown) => leaked.push(p));

    const payload = sampleMessage('m1');
    expect(await deliver(a, user.id, mine, payload)).toEqual(payload);
    await sleep(100);
    expect(leaked).toEqual([]);
    expect(mine.connected).toBe(true);
  });

  it('throws out a socket without a token or with an unknown one (error 401, then disconnect)', async () => {
    const none = await connect(a).outcome;
    expect(none).toMatchObject({ error: { code: 401 }, disconnect: 'refused', connected: false });
    const bad = await connect(a, 'not-a-real-token').outcome;
    expect(bad).toMatchObject({ error: { code: 401 }, disconnect: 'refused', connected: false });
  });

  it('throws out a socket whose session was revoked by logout (error -202)', async () => {
    const { client } = await registerUser(a);
    const token = client.token ?? '';
    expect(await connect(a, token).outcome).toEqual({ connected: true });
    expect((await client.post('/auth/logout')).code).toBe(1);
    const revoked = await connect(a, token).outcome;
    expect(revoked).toMatchObject({ error: { code: -202 }, disconnect: 'refused', connected: false });
  });

  it('delivers an event emitted on instance A to a socket connected to instance B (Redis adapter)', async () => {
    expect(b.url).not.toBe(a.url);
    const { user, client } = await registerUser(a);
    const { socket: onB, outcome: onBOutcome } = connect(b, client.token);
    expect(await onBOutcome).toEqual({ connected: true });
    const payload = sampleMessage('m2', 'Ticket paid', 'order');
    expect(await deliver(a, user.id, onB, payload)).toEqual(payload);
    // …and the other way round, to a socket on A.
    const { socket: onA, outcome: onAOutcome } = connect(a, client.token);
    expect(await onAOutcome).toEqual({ connected: true });
    expect(await deliver(b, user.id, onA, sampleMessage('m3'))).toEqual(sampleMessage('m3'));
  });
});
