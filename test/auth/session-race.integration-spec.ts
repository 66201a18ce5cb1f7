import { getRepositoryToken } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { DataSource } from 'typeorm';
import { sha256Hex } from '@server/common/security/crypto';
import { SessionEntity } from '@server/modules/auth/entities/session.entity';
import { UserEntity } from '@server/modules/auth/entities/user.entity';
import { SessionService } from '@server/modules/auth/services/session.service';
import { ApiClient } from '@test/setup/api';
import { registerUser } from '@test/setup/factories';
import { startApp, type TestApp } from '@test/setup/harness';

/**
 * Issue #24: a session revoked while a request was loading it (or writing its sliding expiry) must
 * not be written back to the shared cache as "not revoked" — it would be accepted for up to 5 minutes.
 */
describe('session cache: revocation racing a load or a touch', () => {
  let t: TestApp;
  let sessions: Repository<SessionEntity>;
  let users: Repository<UserEntity>;
  beforeAll(async () => {
    t = await startApp();
    sessions = t.app.get<Repository<SessionEntity>>(getRepositoryToken(SessionEntity));
    users = t.app.get<Repository<UserEntity>>(getRepositoryToken(UserEntity));
  });
  afterAll(async () => {
    jest.restoreAllMocks();
    await t.close();
  });

  /** A logged-in client whose session nobody has cached, last used `idleMs` ago. */
  async function coldSession(idleMs: number) {
    const { client, user } = await registerUser(t);
    const hash = sha256Hex(client.token ?? '');
    const row = await sessions.findOneByOrFail({ tokenHash: hash });
    await t.app
      .get(DataSource)
      .query(`UPDATE sessions SET last_used_at = now() - make_interval(secs => $2) WHERE id = $1`, [row.id, idleMs / 1000]);
    await t.app.get(SessionService).forgetUser(user.id); // drop every cached copy: the next request loads from PostgreSQL
    return { client, sessionId: row.id };
  }

  /** Runs `during` right after the first call of `method` on `repo` resolved (between the read/write and the cache write). */
  function interleave<T extends object>(repo: T, method: keyof T & string, during: () => Promise<void>) {
    const spy = jest.spyOn(repo as Record<string, (...a: unknown[]) => Promise<unknown>>, method);
    const original = spy.getMockImplementation() ?? ((repo as Record<string, (...a: unknown[]) => Promise<unknown>>)[method] as never);
    let done = false;
    spy.mockImplementation(async function (this: unknown, ...args: unknown[]) {
      spy.mockRestore();
      const result = await (original as (...a: unknown[]) => Promise<unknown>).apply(repo, args);
      if (!done) {
        done = true;
        await during();
      }
      return result;
    });
  }

  it('a touch (sliding expiry) that raced a logout does not bring the session back', async () => {
    const { client, sessionId } = await coldSession(2 * 3_600_000); // idle 2 h: the next request touches
    interleave(sessions, 'update', () => t.app.get(SessionService).revoke(sessionId, 'logout'));
    expect((await client.get('/me')).code).toBe(1); // accepted: it was valid when it arrived
    expect(await client.get('/me')).toMatchObject({ status: 401, code: -202 });
  });

  it('a load from PostgreSQL that raced a logout does not cache it as valid', async () => {
    const { client, sessionId } = await coldSession(0);
    // After the session row was read, before the cache write: the user's account lookup.
    interleave(users, 'findOne', () => t.app.get(SessionService).revoke(sessionId, 'logout'));
    expect((await client.get('/me')).code).toBe(1);
    expect(await client.get('/me')).toMatchObject({ status: 401, code: -202 });
  });

  it('many requests racing a logout: once the logout answered, every later request is refused', async () => {
    for (let round = 0; round < 2; round++) {
      const { client } = await coldSession(2 * 3_600_000);
      const other = new ApiClient(t.url);
      other.token = client.token;
      const during = Array.from({ length: 20 }, () => other.get('/me'));
      const logout = client.post('/auth/logout');
      await Promise.all([...during, logout]);
      expect((await logout).code).toBe(1);
      const after = await Promise.all(Array.from({ length: 5 }, () => other.get('/me')));
      expect(after.map((r) => r.code)).toEqual([-202, -202, -202, -202, -202]);
    }
  });
});
