import type { Paged } from '@contracts/api';
import type { AuthResultDto, UserDto } from '@contracts/api';
import { DataSource } from 'typeorm';
import { ApiClient } from '@test/setup/api';
import { lastCode, newPhone, registerUser, userWithRoles } from '@test/setup/factories';
import { AppConfig } from '@server/config/app-config';
import { createDataSource } from '@server/infra/database/data-source';
import { seedDemoData } from '@server/seed/demo-data';
import { createTestEnv, startApp, type TestApp } from '@test/setup/harness';
import { checkedFetch } from '@test/setup/contract';

describe('accounts and sessions (real PostgreSQL + Redis over HTTP)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp({ CODE_COOLDOWN_SECONDS: '2' });
  });
  afterAll(async () => {
    await t.close();
  });

  const guest = () => new ApiClient(t.url);
  /** Polls `check` (every 100 ms, up to 15 s). */
  const until = async (check: () => Promise<boolean>, what: string) => {
    for (const end = Date.now() + 15_000; !(await check()); await new Promise((r) => setTimeout(r, 100))) {
      if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    }
  };

  describe('codes', () => {
    it('refuses a bad phone with a localised field error', async () => {
      const c = guest();
      c.language = 'en-us';
      const res = await c.post('/auth/codes', { channel: 'sms', target: '12345', purpose: 'register' });
      expect(res).toMatchObject({ status: 200, code: 0 });
      expect(res.data).toMatchObject({ errors: [{ field: 'target' }] });
      expect(res.msg).toMatch(/mobile/i);
    });

    it('sends a 6-digit code and refuses a resend inside the countdown, saying how long', async () => {
      const c = guest();
      const phone = newPhone();
      const first = await c.post<{ cooldown: number }>('/auth/codes', { channel: 'sms', target: phone, purpose: 'register' });
      expect(first).toMatchObject({ code: 1, data: { cooldown: 2 } });
      expect(await lastCode(c, phone)).toMatch(/^\d{6}$/);
      const again = await c.post<{ cooldown: number }>('/auth/codes', { channel: 'sms', target: phone, purpose: 'register' });
      expect(again.code).toBe(0);
      expect(again.data.cooldown).toBeGreaterThan(0);
      expect(again.msg).toContain(String(again.data.cooldown));
    });

    it('voids a code after 5 wrong tries (the 6th, even correct, is refused) and refuses reuse', async () => {
      const c = guest();
      const phone = newPhone();
      await c.post('/auth/codes', { channel: 'sms', target: phone, purpose: 'register' });
      const code = await lastCode(c, phone);
      const wrong = code === '000000' ? '111111' : '000000';
      c.language = 'en-us';
      for (let i = 0; i < 5; i++) {
        const r = await c.post('/auth/register', { account: phone, code: wrong, password: 'reef2026', agree: true });
        expect(r.code).toBe(0);
        expect(r.msg).toMatch(i < 4 ? /wrong verification code/i : /too many/i);
      }
      const sixth = await c.post('/auth/register', { account: phone, code, password: 'reef2026', agree: true });
      expect(sixth.code).toBe(0);
      expect(sixth.msg).toMatch(/too many/i);
    });

    it('refuses an expired code', async () => {
      const c = guest();
      const phone = newPhone();
      await c.post('/auth/codes', { channel: 'sms', target: phone, purpose: 'register' });
      const code = await lastCode(c, phone);
      await t.app
        .get(DataSource)
        .query(`UPDATE verification_codes SET expires_at = now() - interval '1 second' WHERE target = $1`, [phone]);
      c.language = 'en-us';
      const r = await c.post('/auth/register', { account: phone, code, password: 'reef2026', agree: true });
      expect(r.code).toBe(0);
      expect(r.msg).toMatch(/expired/i);
    });
  });

  describe('register', () => {
    it('refuses weak passwords, no agreement and wrong codes', async () => {
      const c = guest();
      const phone = newPhone();
      await c.post('/auth/codes', { channel: 'sms', target: phone, purpose: 'register' });
      const code = await lastCode(c, phone);
      const weak = await c.post('/auth/register', { account: phone, code, password: 'abcdefg', agree: true });
      expect(weak.data).toMatchObject({ errors: [{ field: 'password' }] });
      const noAgree = await c.post('/auth/register', { account: phone, code, password: 'reef2026', agree: false });
      expect(noAgree.data).toMatchObject({ errors: [{ field: 'agree' }] });
      const ok = await c.post<AuthResultDto>('/auth/register', { account: phone, code, password: 'reef2026', agree: true });
      expect(ok.code).toBe(1);
      const reused = await guest().post('/auth/register', { account: phone, code, password: 'reef2026', agree: true });
      expect(reused.code).toBe(0);
    });

    it('registers by e-mail and refuses a duplicate account', async () => {
      const email = `diver${Date.now()}@example.com`;
      const { user } = await registerUser(t, { account: email });
      expect(user.email).toMatch(/^d\*\*\*@example\.com$/);
      const again = await guest().post('/auth/codes', { channel: 'email', target: email, purpose: 'register' });
      expect(again.code).toBe(0);
    });

    it('lets exactly one of two racing registrations for one account through', async () => {
      const phone = newPhone();
      const c = guest();
      await c.post('/auth/codes', { channel: 'sms', target: phone, purpose: 'register' });
      const code = await lastCode(c, phone);
      const results = await Promise.all(
        Array.from({ length: 6 }, () => guest().post('/auth/register', { account: phone, code, password: 'reef2026', agree: true })),
      );
      expect(results.filter((r) => r.code === 1)).toHaveLength(1);
      expect(results.filter((r) => r.code === 0)).toHaveLength(5);
      const [{ count }] = (await t.app.get(DataSource).query(`SELECT count(*)::int AS count FROM users WHERE phone = $1`, [phone])) as {
        count: number;
      }[];
      expect(count).toBe(1);
    });
  });

  describe('login, sessions and the guard', () => {
    it('logs in by password and by code; a wrong password is refused', async () => {
      const { account } = await registerUser(t);
      const c = guest();
      expect((await c.post('/auth/login', { account, password: 'wrong123' })).code).toBe(0);
      const byPassword = await c.post<AuthResultDto>('/auth/login', { account, password: 'reef2026' });
      expect(byPassword.code).toBe(1);
      expect(byPassword.data.token).toMatch(/^[\w-]{43}$/);
      // Polls past the register code's 2 s countdown (no fixed sleep at its edge).
      await until(
        async () => (await c.post('/auth/codes', { channel: 'sms', target: account, purpose: 'login' })).code === 1,
        'a login code',
      );
      const byCode = await c.post<AuthResultDto>('/auth/login', { account, code: await lastCode(c, account) });
      expect(byCode.code).toBe(1);
    });

    it('answers 401 on closed routes without a token and opens the guest whitelist', async () => {
      const c = guest();
      expect(await c.get('/me')).toMatchObject({ status: 401, code: 401 });
      expect(await c.get('/common/init')).toMatchObject({ status: 200, code: 1 });
      expect(await c.get('/common/areas')).toMatchObject({ status: 200, code: 1 });
      c.token = 'not-a-real-token';
      expect(await c.get('/me')).toMatchObject({ status: 401, code: 401 });
    });

    it('answers -202 after logout and -201 once the session expired', async () => {
      const { client } = await registerUser(t);
      expect((await client.get<UserDto>('/me')).code).toBe(1);
      expect((await client.post('/auth/logout')).code).toBe(1);
      expect(await client.get('/me')).toMatchObject({ status: 401, code: -202 });

      const short = await startApp({ SESSION_TTL_DAYS: '0.00002' }, t.env); // ~1.7 s
      try {
        const c = new ApiClient(short.url);
        const { account } = await registerUser(short);
        const login = await c.post<AuthResultDto>('/auth/login', { account, password: 'reef2026' });
        c.token = login.data.token;
        const issued = Date.now();
        expect((await c.get('/me')).code).toBe(1);
        // Polls until the session lapses: every answer before is a success, and the lapse is -201.
        let last = await c.get('/me');
        while (last.code === 1 && Date.now() - issued < 15_000) {
          await new Promise((r) => setTimeout(r, 100));
          last = await c.get('/me');
        }
        expect(last).toMatchObject({ status: 401, code: -201 });
        expect(Date.now() - issued).toBeGreaterThanOrEqual(1000); // not refused before its (~1.7 s) lifetime
      } finally {
        await short.app.close();
      }
    });

    it('revokes other sessions when the password changes (-202) and keeps the current one', async () => {
      const { client, account } = await registerUser(t);
      const other = guest();
      other.token = (await other.post<AuthResultDto>('/auth/login', { account, password: 'reef2026' })).data.token;
      const same = await client.post('/auth/password/change', {
        mode: 'password',
        oldPassword: 'reef2026',
        newPassword: 'reef2026',
        confirmPassword: 'reef2026',
      });
      expect(same.code).toBe(0);
      const mismatch = await client.post('/auth/password/change', {
        mode: 'password',
        oldPassword: 'reef2026',
        newPassword: 'dive2027',
        confirmPassword: 'dive2028',
      });
      expect(mismatch.data).toMatchObject({ errors: [{ field: 'confirmPassword' }] });
      const wrongOld = await client.post('/auth/password/change', {
        mode: 'password',
        oldPassword: 'nope1234',
        newPassword: 'dive2027',
        confirmPassword: 'dive2027',
      });
      expect(wrongOld.code).toBe(0);
      const ok = await client.post('/auth/password/change', {
        mode: 'password',
        oldPassword: 'reef2026',
        newPassword: 'dive2027',
        confirmPassword: 'dive2027',
      });
      expect(ok.code).toBe(1);
      expect((await client.get('/me')).code).toBe(1);
      expect(await other.get('/me')).toMatchObject({ code: -202 });
      expect((await guest().post('/auth/login', { account, password: 'dive2027' })).code).toBe(1);
    });

    it('a session revoked through one instance is refused at once by another that had it in memory', async () => {
      const b = await startApp({}, t.env);
      try {
        for (let round = 0; round < 5; round++) {
          const { client, account } = await registerUser(t);
          const onB = new ApiClient(b.url);
          onB.token = (await onB.post<AuthResultDto>('/auth/login', { account, password: 'reef2026' })).data.token;
          // B has now seen the session twice (the second answer comes from its memory).
          expect((await onB.get('/me')).code).toBe(1);
          expect((await onB.get('/me')).code).toBe(1);
          const changed = await client.post('/auth/password/change', {
            mode: 'password',
            oldPassword: 'reef2026',
            newPassword: 'dive2027',
            confirmPassword: 'dive2027',
          });
          expect(changed.code).toBe(1);
          // The revocation reaches B over Redis pub/sub within milliseconds; poll briefly.
          const started = Date.now();
          let last = await onB.get('/me');
          while (last.code === 1 && Date.now() - started < 1000) {
            await new Promise((r) => setTimeout(r, 5));
            last = await onB.get('/me');
          }
          expect(last).toMatchObject({ status: 401, code: -202 });
          // And the instance that revoked it never accepts it again, not even once.
          const onA = new ApiClient(t.url);
          onA.token = onB.token;
          expect(await onA.get('/me')).toMatchObject({ status: 401, code: -202 });
        }
      } finally {
        await b.app.close();
      }
    });

    it('changes the password with a code sent to the bound e-mail', async () => {
      const email = `both${Date.now()}@example.com`;
      const { client } = await registerUser(t, { account: email });
      const c = guest();
      await c.post('/auth/codes', { channel: 'email', target: email, purpose: 'reset' });
      const res = await client.post('/auth/password/change', {
        mode: 'code',
        code: await lastCode(c, email),
        newPassword: 'coral2027',
        confirmPassword: 'coral2027',
      });
      expect(res.code).toBe(1);
      expect((await guest().post('/auth/login', { account: email, password: 'coral2027' })).code).toBe(1);
    });

    it('resets a forgotten password by code', async () => {
      const { account } = await registerUser(t);
      const c = guest();
      await c.post('/auth/codes', { channel: 'sms', target: account, purpose: 'reset' });
      const res = await c.post('/auth/password/reset', {
        account,
        code: await lastCode(c, account),
        password: 'newpass99',
        confirmPassword: 'newpass99',
      });
      expect(res.code).toBe(1);
      expect((await c.post('/auth/login', { account, password: 'newpass99' })).code).toBe(1);
    });
  });

  describe('change phone', () => {
    it('needs a code sent to the new phone and re-authentication; refuses a taken number; the new number logs in', async () => {
      const { client, account: oldPhone } = await registerUser(t);
      client.language = 'en-us';
      const { account: taken } = await registerUser(t);
      const newPhoneNumber = newPhone();
      const noCode = await client.post('/me/phone', { phone: newPhoneNumber, code: '123456', currentPassword: 'reef2026' });
      expect(noCode).toMatchObject({ code: 0, data: { errors: [{ field: 'code' }] } });
      expect((await client.post('/auth/codes', { channel: 'sms', target: taken, purpose: 'change_phone' })).code).toBe(0);
      expect((await guest().post('/auth/codes', { channel: 'sms', target: newPhoneNumber, purpose: 'change_phone' })).status).toBe(401);
      expect((await client.post('/auth/codes', { channel: 'sms', target: newPhoneNumber, purpose: 'change_phone' })).code).toBe(1);
      const code = await lastCode(client, newPhoneNumber);
      // A stolen session alone (the new phone's code, no proof of the account) changes nothing (issue #24).
      const bare = await client.post('/me/phone', { phone: newPhoneNumber, code });
      expect(bare).toMatchObject({ code: 0, data: { errors: [{ field: 'currentPassword' }] } });
      expect(bare.msg).toBe('Enter your current password, or a code sent to your current phone or e-mail');
      const wrong = await client.post('/me/phone', { phone: newPhoneNumber, code, currentPassword: 'guess123' });
      expect(wrong).toMatchObject({ code: 0, msg: 'The current password is wrong' });
      const changed = await client.post<UserDto>('/me/phone', { phone: newPhoneNumber, code, currentPassword: 'reef2026' });
      expect(changed.code).toBe(1);
      expect(changed.data.phone).toBe(`${newPhoneNumber.slice(0, 3)}****${newPhoneNumber.slice(-4)}`);
      expect((await guest().post('/auth/login', { account: newPhoneNumber, password: 'reef2026' })).code).toBe(1);
      expect((await guest().post('/auth/login', { account: oldPhone, password: 'reef2026' })).code).toBe(0);
    });

    it('accepts a `reauth` code sent to the current phone instead of the password, and sends such codes only to the caller', async () => {
      const { client, account: current } = await registerUser(t);
      const { account: someoneElse } = await registerUser(t);
      expect((await client.post('/auth/codes', { channel: 'sms', target: someoneElse, purpose: 'reauth' })).code).toBe(0);
      expect((await guest().post('/auth/codes', { channel: 'sms', target: current, purpose: 'reauth' })).status).toBe(401);
      expect((await client.post('/auth/codes', { channel: 'sms', target: current, purpose: 'reauth' })).code).toBe(1);
      const currentCode = await lastCode(client, current);
      const next = newPhone();
      expect((await client.post('/auth/codes', { channel: 'sms', target: next, purpose: 'change_phone' })).code).toBe(1);
      const changed = await client.post<UserDto>('/me/phone', { phone: next, code: await lastCode(client, next), currentCode });
      expect(changed.code).toBe(1);
    });
  });

  describe('account deletion needs re-authentication (issue #24)', () => {
    it('refuses a request without proof, accepts the password or a `delete` code to the current phone', async () => {
      const { client, account } = await registerUser(t);
      client.language = 'en-us';
      const bare = await client.post('/me/deletion', { agree: true, reason: 'bye' });
      expect(bare).toMatchObject({ code: 0, data: { errors: [{ field: 'currentPassword' }] } });
      expect((await client.post('/me/deletion', { agree: true, reason: 'bye', currentCode: '123456' })).code).toBe(0);
      expect((await client.get('/me/deletion')).data).toBeNull();
      expect((await client.post('/auth/codes', { channel: 'sms', target: account, purpose: 'delete' })).code).toBe(1);
      const currentCode = await lastCode(client, account);
      const applied = await client.post<{ status: string }>('/me/deletion', { agree: true, reason: 'bye', currentCode });
      expect(applied).toMatchObject({ code: 1, data: { status: 'submitted' } });
    });
  });

  describe('login lockout', () => {
    // TRUST_PROXY=127.0.0.1 lets each test request name its own client address.
    const from = (ip: string) => ({ 'x-forwarded-for': ip });

    it('locks password login for an account and IP after repeated failures, and says so; code login still works', async () => {
      const locked = await startApp({ RATE_LIMIT_LOGIN_FAILURES: '3', LOGIN_FAILURE_DELAY_MS: '0', TRUST_PROXY: '127.0.0.1' }, t.env);
      try {
        const { account } = await registerUser(locked);
        const c = new ApiClient(locked.url);
        c.language = 'en-us';
        for (let i = 0; i < 3; i++)
          expect((await c.post('/auth/login', { account, password: 'wrong123' }, from('203.0.113.1'))).msg).toMatch(
            /wrong account or password/i,
          );
        const refused = await c.post('/auth/login', { account, password: 'reef2026' }, from('203.0.113.1'));
        expect(refused.code).toBe(0);
        expect(refused.msg).toMatch(/too many failed logins/i);
        // The owner, from their own address, is not locked out by a stranger's failures.
        expect((await c.post('/auth/login', { account, password: 'reef2026' }, from('198.51.100.2'))).code).toBe(1);
        // And the locked address can still log in with a code.
        expect((await c.post('/auth/codes', { channel: 'sms', target: account, purpose: 'login' }, from('203.0.113.1'))).code).toBe(1);
        const code = await lastCode(c, account);
        expect((await c.post('/auth/login', { account, code }, from('203.0.113.1'))).code).toBe(1);
      } finally {
        await locked.app.close();
      }
    });

    it('makes each failure after the third wait longer (progressive delay), per address', async () => {
      const slow = await startApp({ RATE_LIMIT_LOGIN_FAILURES: '10', LOGIN_FAILURE_DELAY_MS: '400', TRUST_PROXY: '127.0.0.1' }, t.env);
      try {
        const { account } = await registerUser(slow);
        const c = new ApiClient(slow.url);
        c.language = 'en-us';
        const attempt = (password: string) => c.post('/auth/login', { account, password }, from('203.0.113.7'));
        for (let i = 0; i < 3; i++) expect((await attempt('wrong123')).msg).toMatch(/wrong account or password/i);
        // The 4th attempt right away waits, even with the right password.
        const early = await attempt('reef2026');
        expect(early).toMatchObject({ code: 0 });
        expect(early.msg).toMatch(/please wait 1 second, or log in with a code/);
        const started = Date.now();
        let res = await attempt('wrong123');
        while (/please wait/.test(res.msg)) res = await attempt('wrong123');
        expect(res.msg).toMatch(/wrong account or password/i);
        // The 4th failure owes 800 ms: the right password is refused until then, then accepted.
        const waitedFrom = Date.now();
        let ok = await attempt('reef2026');
        while (/please wait/.test(ok.msg)) ok = await attempt('reef2026');
        expect(ok.code).toBe(1);
        expect(Date.now() - waitedFrom).toBeGreaterThanOrEqual(700);
        expect(waitedFrom - started).toBeLessThan(5000);
        // Another address was never slowed down.
        expect((await c.post('/auth/login', { account, password: 'reef2026' }, from('198.51.100.9'))).code).toBe(1);
      } finally {
        await slow.app.close();
      }
    });
  });

  describe('anti-forgery token', () => {
    it('refuses a state-changing request without or with a forged __token__, and accepts parallel fresh ones', async () => {
      const { client } = await registerUser(t);
      const missing = await client.patch('/me', { nickname: 'Nemo' }, { __token__: '' });
      expect(missing.code).toBe(0);
      expect(missing.data).toMatchObject({ errors: [{ field: '__token__' }] });
      expect(missing.headers.get('__token__')).toBeTruthy();
      const forged = await client.patch('/me', { nickname: 'Nemo' }, { __token__: 'abc.def.ghi' });
      expect(forged.code).toBe(0);
      // A token of another session is refused too.
      const { client: other } = await registerUser(t);
      await other.get('/me');
      expect((await client.patch('/me', { nickname: 'Nemo' }, { __token__: other.csrf ?? '' })).code).toBe(0);
      await client.get('/me');
      const results = await Promise.all([
        client.patch('/me', { nickname: 'Nemo' }),
        client.patch('/me', { bio: 'reef' }),
        client.patch('/me', { city: 'Sanya' }),
      ]);
      expect(results.map((r) => r.code)).toEqual([1, 1, 1]);
    });
  });

  describe('profile', () => {
    it('updates the profile and validates it', async () => {
      const { client } = await registerUser(t);
      const empty = await client.patch('/me', { nickname: '  ' });
      expect(empty.data).toMatchObject({ errors: [{ field: 'nickname' }] });
      const res = await client.patch<UserDto>('/me', {
        nickname: '小丑鱼',
        gender: 'female',
        birthday: '1990-05-01',
        region: '海南省',
        city: '三亚市',
        bio: '自由潜',
      });
      expect(res.data).toMatchObject({ nickname: '小丑鱼', gender: 'female', birthday: '1990-05-01', city: '三亚市' });
      expect((await client.patch('/me', { avatar: 'https://evil.example.com/x.jpg' })).code).toBe(0);
    });
  });

  describe('account deletion', () => {
    it('goes submitted → under review → deleted; a deleted account answers -203 and is anonymised', async () => {
      const { client, account } = await registerUser(t);
      const bad = await client.post('/me/deletion', { agree: false, reason: '' });
      expect(bad.code).toBe(0);
      const applied = await client.post<{ id: string; status: string }>('/me/deletion', {
        agree: true,
        reason: 'moving away',
        currentPassword: 'reef2026',
      });
      expect(applied.data.status).toBe('submitted');
      expect((await client.post('/me/deletion', { agree: true, reason: 'again', currentPassword: 'reef2026' })).code).toBe(0);
      expect((await client.delete<{ status: string }>('/me/deletion')).data.status).toBe('cancelled');
      expect((await client.delete('/me/deletion')).code).toBe(0);
      const reapplied = await client.post<{ id: string; status: string }>('/me/deletion', {
        agree: true,
        reason: 'moving away',
        currentPassword: 'reef2026',
      });
      applied.data.id = reapplied.data.id;
      const { client: admin } = await userWithRoles(t, ['admin']);
      const open = await admin.get<Paged<{ id: string; status: string }>>('/admin/deletion-requests');
      expect(open.data.items.find((r) => r.id === applied.data.id)?.status).toBe('submitted');
      expect((await client.post(`/admin/deletion-requests/${applied.data.id}/approve`)).status).toBe(403);
      expect((await admin.post(`/admin/deletion-requests/${applied.data.id}/review`)).code).toBe(1);
      expect((await client.get<{ status: string }>('/me/deletion')).data.status).toBe('under_review');
      expect((await admin.post(`/admin/deletion-requests/${applied.data.id}/approve`)).code).toBe(1);
      expect(await client.get('/me')).toMatchObject({ status: 401, code: -203 });
      expect((await guest().post('/auth/login', { account, password: 'reef2026' })).code).toBe(0);
      const rows = (await t.app
        .get(DataSource)
        .query(
          `SELECT u.phone, u.email, u.password_hash, u.status FROM users u JOIN deletion_requests d ON d.user_id = u.id WHERE d.id = $1`,
          [applied.data.id],
        )) as Record<string, unknown>[];
      expect(rows[0]).toMatchObject({ phone: null, email: null, password_hash: null, status: 'deleted' });
    });

    it('writes each decision to the audit log (who, the account, the reason), and a rejected application reopens nothing', async () => {
      const { client: admin, user: adminUser } = await userWithRoles(t, ['admin']);
      const apply = async () => {
        const { client, user } = await registerUser(t);
        const applied = await client.post<{ id: string }>('/me/deletion', { agree: true, reason: 'bye', currentPassword: 'reef2026' });
        return { client, user, id: applied.data.id };
      };
      const audit = async (userId: string) =>
        (
          await admin.get<Paged<{ action: string; actor: { id: string } | null; reason: string | null; changes: object }>>(
            `/admin/audit?target=user:${userId}`,
          )
        ).data.items;

      const kept = await apply();
      const rejected = await admin.post<{ status: string; rejectReason: string }>(`/admin/deletion-requests/${kept.id}/reject`, {
        reason: 'Open orders first',
      });
      expect(rejected.data).toMatchObject({ status: 'rejected', rejectReason: 'Open orders first' });
      expect(await audit(kept.user.id)).toEqual([
        expect.objectContaining({
          action: 'user.deletion.reject',
          actor: expect.objectContaining({ id: adminUser.id }),
          reason: 'Open orders first',
        }),
      ]);
      // decided: a second decision is refused and writes nothing
      expect((await admin.post(`/admin/deletion-requests/${kept.id}/approve`)).code).toBe(0);
      expect((await admin.post(`/admin/deletion-requests/${kept.id}/reject`, { reason: 'again' })).code).toBe(0);
      expect(await audit(kept.user.id)).toHaveLength(1);
      expect((await kept.client.get('/me')).code).toBe(1);

      const gone = await apply();
      expect((await admin.post(`/admin/deletion-requests/${gone.id}/approve`)).code).toBe(1);
      expect(await audit(gone.user.id)).toEqual([
        expect.objectContaining({ action: 'user.deletion.approve', changes: { status: { before: 'active', after: 'deleted' } } }),
      ]);
      expect((await admin.post('/admin/deletion-requests/00000000-0000-4000-8000-000000000000/reject', { reason: 'x' })).status).toBe(404);
    });

    it('replays an Idempotency-Key retry instead of applying twice', async () => {
      const { client } = await registerUser(t);
      const key = `k-${Date.now()}`;
      const first = await client.post<{ id: string }>(
        '/me/deletion',
        { agree: true, reason: 'bye', currentPassword: 'reef2026' },
        { 'idempotency-key': key },
      );
      const retry = await client.post<{ id: string }>(
        '/me/deletion',
        { agree: true, reason: 'bye', currentPassword: 'reef2026' },
        { 'idempotency-key': key },
      );
      expect(first.code).toBe(1);
      expect(retry).toMatchObject({ code: 1, data: { id: first.data.id } });
      const otherBody = await client.post(
        '/me/deletion',
        { agree: true, reason: 'different', currentPassword: 'reef2026' },
        { 'idempotency-key': key },
      );
      expect(otherBody.code).toBe(0);
    });

    it('runs a request once when the same Idempotency-Key races', async () => {
      const { client, user } = await registerUser(t);
      const key = `race-${Date.now()}`;
      const results = await Promise.all(
        Array.from({ length: 5 }, () =>
          client.post<{ id: string }>(
            '/me/deletion',
            { agree: true, reason: 'bye', currentPassword: 'reef2026' },
            { 'idempotency-key': key },
          ),
        ),
      );
      const ok = results.filter((r) => r.code === 1);
      expect(ok.length).toBeGreaterThanOrEqual(1);
      expect(new Set(ok.map((r) => r.data.id)).size).toBe(1);
      const [{ count }] = (await t.app
        .get(DataSource)
        .query(`SELECT count(*)::int AS count FROM deletion_requests WHERE user_id = $1`, [user.id])) as { count: number }[];
      expect(count).toBe(1);
    });
  });

  describe('errors', () => {
    it('answers malformed JSON with code 0 and unknown routes with 404, never a stack trace', async () => {
      const res = await checkedFetch(`${t.url}/api/v1/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{bad',
      });
      const body = (await res.json()) as { code: number; msg: string };
      expect(res.status).toBe(200);
      expect(body.code).toBe(0);
      const missing = await guest().get('/no/such/route');
      expect(missing).toMatchObject({ status: 404, code: 404 });
      expect(JSON.stringify(body)).not.toMatch(/at |stack|SyntaxError/);
    });

    it('refuses a JSON body that tries to set __proto__ or constructor.prototype as unreadable, not as a form error', async () => {
      const post = async (payload: string) => {
        const res = await checkedFetch(`${t.url}/api/v1/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', language: 'en-us' },
          body: payload,
        });
        return (await res.json()) as { code: number; msg: string; data: { errors?: unknown[] } | null };
      };
      const unreadable = await post('{bad');
      // The same fields without the poisoned key reach validation (field errors in data.errors).
      expect((await post('{"account":"a"}')).data?.errors).toBeDefined();
      for (const payload of ['{"account":"a","__proto__":{"admin":true}}', '{"account":"a","constructor":{"prototype":{"admin":true}}}']) {
        const body = await post(payload);
        expect(body).toEqual({ code: 0, msg: unreadable.msg, data: null });
      }
    });
  });
});

describe('rate limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp({ RATE_LIMIT_DEFAULT_PER_MINUTE: '5', RATE_LIMIT_LOGIN_PER_MINUTE: '3' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers 429 with the localised message on rapid repeats', async () => {
    const c = new ApiClient(t.url);
    c.language = 'en-us';
    const results = await Promise.all(Array.from({ length: 8 }, () => c.get('/common/init')));
    const limited = results.filter((r) => r.status === 429);
    expect(limited.length).toBe(3);
    expect(limited[0]).toMatchObject({ code: 429, msg: 'Clicking too fast, try later' });
  });

  it('limits login attempts per IP more tightly', async () => {
    const c = new ApiClient(t.url);
    const results = [];
    for (let i = 0; i < 4; i++) results.push(await c.post('/auth/login', { account: '13900000000', password: 'wrong123' }));
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 429]);
  });
});

describe('production start-up', () => {
  it('refuses to start while the demo accounts are in the database', async () => {
    const env = await createTestEnv();
    try {
      const ds = await createDataSource(env.databaseUrl, 2).initialize();
      await seedDemoData(ds, new AppConfig({ DEMO_DATA: 'true' }));
      await ds.destroy();
      const production = {
        NODE_ENV: 'production',
        APP_SECRET: 'p'.repeat(40),
        MAIL_TRANSPORT: 'smtp',
        SMTP_URL: 'smtp://127.0.0.1:2525',
        SMS_TRANSPORT: 'twilio',
        TWILIO_ACCOUNT_SID: 'AC1',
        TWILIO_AUTH_TOKEN: 't',
        TWILIO_FROM: '+1',
        DEMO_DATA: 'false',
      };
      await expect(startApp(production, env)).rejects.toThrow(/demo accounts/);
    } finally {
      await env.cleanup();
    }
  });
});
