import type { AuthResultDto } from '@contracts/api';
import { DataSource } from 'typeorm';
import { UserChannel } from '@server/infra/realtime/user-channel';
import { SessionService } from '@server/modules/auth/services/session.service';
import { ApiClient } from '@test/setup/api';
import { lastCode, registerUser, userWithRoles } from '@test/setup/factories';
import { startApp, type TestApp } from '@test/setup/harness';
import { MeClient, refusedCode, sampleMessage, until } from './me-client';

/**
 * A session that ends (logout, password change or reset, account deleted or disabled) takes its
 * `/me` sockets with it at once, on every instance; the user's other sessions keep theirs. Two app
 * instances share one database and Redis (the socket.io Redis adapter carries the disconnect).
 */
describe('ending a session ends its /me sockets (two instances, Redis adapter)', () => {
  let a: TestApp;
  let b: TestApp;
  const opened: MeClient[] = [];

  beforeAll(async () => {
    a = await startApp();
    b = await startApp({}, a.env);
  });
  afterEach(() => {
    for (const c of opened.splice(0)) c.close();
  });
  afterAll(async () => {
    await b?.app.close();
    await a?.close();
  });

  async function open(t: TestApp, client: ApiClient): Promise<MeClient> {
    const c = await MeClient.open(t, client.token);
    opened.push(c);
    return c;
  }

  /** Another session of the same account (a second device). */
  async function login(t: TestApp, account: string, password = 'reef2026'): Promise<ApiClient> {
    const c = new ApiClient(t.url);
    const res = await c.post<AuthResultDto>('/auth/login', { account, password });
    if (res.code !== 1) throw new Error(`login failed: ${res.msg}`);
    c.token = res.data.token;
    return c;
  }

  /**
   * Pushes `message:new` then `order:update` to the user through `from`'s UserChannel and waits
   * until `witness` (a socket of a live session) has both: every live socket of the user has had
   * its chance to receive them by then (one ordered Redis channel).
   */
  async function pushWitnessedBy(from: TestApp, userId: string, witness: MeClient) {
    const channel = from.app.get(UserChannel);
    const before = witness.got('order:update').length;
    channel.toUser(userId, 'message:new', sampleMessage(`m-${before}`));
    channel.toUser(userId, 'order:update', { orderId: `o-${before}`, status: 'paid' });
    await until('the witness socket got the pushes', () => witness.got('order:update').length > before);
    expect(witness.got('message:new').at(-1)).toEqual(sampleMessage(`m-${before}`));
  }

  /**
   * A fresh account on two devices: the first registered through A and opens its socket on
   * `firstOn`; the second logs in through `secondOn` and opens its socket there.
   */
  async function twoDevices(firstOn: TestApp, secondOn: TestApp) {
    const { client, account, user } = await registerUser(a);
    const secondClient = await login(secondOn, account);
    const first = { client, socket: await open(firstOn, client) };
    const second = { client: secondClient, socket: await open(secondOn, secondClient) };
    return { user, account, first, second };
  }

  it('logout disconnects that session’s socket at once; the user’s other session keeps its socket and the pushes', async () => {
    const { user, first, second } = await twoDevices(a, a);

    expect((await first.client.post('/auth/logout')).code).toBe(1);
    await until('the logged-out session’s socket is thrown out', () => first.socket.endedByServer);

    await pushWitnessedBy(a, user.id, second.socket);
    expect(second.socket.socket.connected).toBe(true);
    expect(first.socket.received).toEqual([]);
    expect(await refusedCode(a, first.client.token ?? '')).toBe(-202);
  });

  it('a logout through instance A disconnects the session’s socket on instance B', async () => {
    const { user, first, second } = await twoDevices(b, b);

    expect((await first.client.post('/auth/logout')).code).toBe(1);
    await until('the socket on B is thrown out', () => first.socket.endedByServer);

    await pushWitnessedBy(a, user.id, second.socket);
    expect(first.socket.received).toEqual([]);
  });

  it('a password change ends the other sessions’ sockets on both instances and keeps the current one, as HTTP does', async () => {
    const { user, account, first: current, second: otherA } = await twoDevices(a, a);
    const otherB = await login(b, account);
    const endedB = await open(b, otherB);

    const change = { mode: 'password', oldPassword: 'reef2026', newPassword: 'dive2027', confirmPassword: 'dive2027' };
    expect((await current.client.post('/auth/password/change', change)).code).toBe(1);
    await until('both other sessions’ sockets are thrown out', () => otherA.socket.endedByServer && endedB.endedByServer);

    // The current session goes on, over HTTP and on its socket: the "password changed" notice reaches it.
    expect((await current.client.get('/me')).code).toBe(1);
    expect(await otherB.get('/me')).toMatchObject({ status: 401, code: -202 });
    await until('the password-changed notice reaches the current socket', () => current.socket.got('message:new').length > 0);
    expect(current.socket.got('message:new')[0]).toMatchObject({ category: 'system' });
    await pushWitnessedBy(b, user.id, current.socket);
    expect(current.socket.socket.connected).toBe(true);
    expect(otherA.socket.received).toEqual([]);
    expect(endedB.received).toEqual([]);
  });

  it('a password reset (logged out) ends every socket of the account', async () => {
    const { account, first, second } = await twoDevices(a, b);

    const guest = new ApiClient(a.url);
    expect((await guest.post('/auth/codes', { channel: 'sms', target: account, purpose: 'reset' })).code).toBe(1);
    const code = await lastCode(guest, account);
    const reset = await guest.post('/auth/password/reset', { account, code, password: 'newpass99', confirmPassword: 'newpass99' });
    expect(reset.code).toBe(1);
    await until('both sockets are thrown out', () => first.socket.endedByServer && second.socket.endedByServer);
  });

  it('an approved account deletion ends every socket of the account on every instance', async () => {
    const { first, second } = await twoDevices(a, b);
    const applied = await first.client.post<{ id: string }>('/me/deletion', {
      agree: true,
      reason: 'moving away',
      currentPassword: 'reef2026',
    });
    expect(applied.code).toBe(1);
    expect(first.socket.socket.connected && second.socket.socket.connected).toBe(true);

    const { client: admin } = await userWithRoles(a, ['admin']);
    expect((await admin.post(`/admin/deletion-requests/${applied.data.id}/approve`)).code).toBe(1);
    await until('both sockets are thrown out', () => first.socket.endedByServer && second.socket.endedByServer);
    expect(await refusedCode(b, second.client.token ?? '')).toBe(-203);
  });

  it('an account disabled by an admin loses every socket at once (auth’s status-change hook)', async () => {
    const { user, first, second } = await twoDevices(a, b);

    // What an admin's "disable" does: the status change commits, then auth's hook runs.
    await a.app.get(DataSource).query(`UPDATE users SET status = 'disabled' WHERE id = $1`, [user.id]);
    await a.app.get(SessionService).accountClosed(user.id);
    await until('both sockets are thrown out', () => first.socket.endedByServer && second.socket.endedByServer);
    expect(await first.client.get('/me')).toMatchObject({ status: 401, code: -203 });
    expect(await refusedCode(a, first.client.token ?? '')).toBe(-203);
  });
});

describe('a session that lapses ends its /me socket', () => {
  it('disconnects the socket once the session expired unused, not before', async () => {
    const t = await startApp({ SESSION_TTL_DAYS: '0.00002' }); // ~1.7 s
    try {
      const issued = Date.now();
      const { client } = await registerUser(t);
      const socket = await MeClient.open(t, client.token);
      try {
        await until('the lapsed session’s socket is disconnected', () => socket.disconnectReason !== undefined, 15_000);
        expect(socket.disconnectReason).toBe('io server disconnect');
        expect(Date.now() - issued).toBeGreaterThanOrEqual(1500); // not before the session's lifetime
        expect(await client.get('/me')).toMatchObject({ status: 401, code: -201 });
      } finally {
        socket.close();
      }
    } finally {
      await t.close();
    }
  });
});
