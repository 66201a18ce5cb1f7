/**
 * Phone binding (SPEC §4 "phone binding: bound or not bound", issue #36): an account made by e-mail
 * or a third-party login has no phone; it binds one with a code sent to that phone and the same
 * re-authentication as a phone change. A number another account holds is refused, also when two
 * binds (or a bind and a registration) race for it: exactly one account ends up with the number.
 */
import type { AuthResultDto, Paged, UserDto } from '@contracts/api';
import { DataSource } from 'typeorm';
import { ApiClient } from '@test/setup/api';
import { lastCode, newPhone, registerUser } from '@test/setup/factories';
import { startApp, type TestApp } from '@test/setup/harness';
import { UserEntity } from '@server/modules/auth/entities/user.entity';
import { AuthService } from '@server/modules/auth/services/auth.service';

let mailSeq = 0;
const newEmail = () => `bind${Date.now()}${++mailSeq}@reef.example`;
const masked = (phone: string) => `${phone.slice(0, 3)}****${phone.slice(-4)}`;

describe('phone binding for accounts without a phone (real PostgreSQL + Redis over HTTP)', () => {
  let t: TestApp;
  let ds: DataSource;
  beforeAll(async () => {
    t = await startApp({ CODE_COOLDOWN_SECONDS: '0' });
    ds = t.app.get(DataSource);
  });
  afterAll(async () => {
    await t.close();
  });

  const guest = () => new ApiClient(t.url);
  const holders = (phone: string) => ds.getRepository(UserEntity).countBy({ phone });
  /** Sends a `change_phone` code to the phone for this client's account and reads it from the outbox. */
  const codeFor = async (client: ApiClient, phone: string) => {
    const sent = await client.post('/auth/codes', { channel: 'sms', target: phone, purpose: 'change_phone' });
    expect(sent.code).toBe(1);
    return lastCode(client, phone);
  };
  const until = async (check: () => Promise<boolean>, what: string) => {
    for (const end = Date.now() + 15_000; !(await check()); await new Promise((r) => setTimeout(r, 100))) {
      if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    }
  };

  it('an e-mail account shows no phone, binds one with its code and its password, then logs in with it', async () => {
    const { client } = await registerUser(t, { account: newEmail() });
    client.language = 'en-us';
    expect((await client.get<UserDto>('/me')).data.phone).toBeNull();
    const phone = newPhone();

    const noCode = await client.post('/me/phone/bind', { phone, code: '123456', currentPassword: 'reef2026' });
    expect(noCode).toMatchObject({ code: 0, data: { errors: [{ field: 'code' }] } });
    const code = await codeFor(client, phone);
    // the phone's code alone is not enough: a stolen session must not bind a number (issue #24)
    const bare = await client.post('/me/phone/bind', { phone, code });
    expect(bare).toMatchObject({ code: 0, msg: 'Enter your current password, or a code sent to your current phone or e-mail' });
    expect(bare.data).toMatchObject({ errors: [{ field: 'currentPassword' }] });
    const wrong = await client.post('/me/phone/bind', { phone, code, currentPassword: 'guess123' });
    expect(wrong).toMatchObject({ code: 0, msg: 'The current password is wrong' });
    expect(await holders(phone)).toBe(0);

    const bound = await client.post<UserDto>('/me/phone/bind', { phone, code, currentPassword: 'reef2026' });
    expect(bound.code).toBe(1);
    expect(bound.data.phone).toBe(masked(phone));
    expect((await client.get<UserDto>('/me')).data.phone).toBe(masked(phone));
    expect((await guest().post('/auth/login', { account: phone, password: 'reef2026' })).code).toBe(1);

    // bound now: a second bind is refused (a change is the way), and the code was spent
    const again = await client.post('/me/phone/bind', { phone: newPhone(), code, currentPassword: 'reef2026' });
    expect(again).toMatchObject({ code: 0, msg: 'Your account already has a phone number; change it instead' });
    // the account hears about it, in its language
    await until(async () => {
      const inbox = await client.get<Paged<{ title: string }>>('/messages?category=system');
      return inbox.data.items.some((m) => m.title === 'Phone number bound');
    }, 'the "phone bound" notice');
  });

  it('an account that has a phone is told to change it; the change route still works for it', async () => {
    const { client } = await registerUser(t);
    client.language = 'en-us';
    const phone = newPhone();
    const code = await codeFor(client, phone);
    const refused = await client.post('/me/phone/bind', { phone, code, currentPassword: 'reef2026' });
    expect(refused).toMatchObject({ code: 0, data: { errors: [{ field: 'phone' }] } });
    expect(refused.msg).toBe('Your account already has a phone number; change it instead');
    expect((await client.post('/me/phone', { phone, code, currentPassword: 'reef2026' })).code).toBe(1);
  });

  it('refuses a number that belongs to another account, when the code is asked for and when it was taken since', async () => {
    const { client } = await registerUser(t, { account: newEmail() });
    client.language = 'en-us';
    const { account: someoneElses } = await registerUser(t);
    const ask = await client.post('/auth/codes', { channel: 'sms', target: someoneElses, purpose: 'change_phone' });
    expect(ask).toMatchObject({ code: 0, msg: 'This number is bound to another account' });

    // free when the code was sent, registered by someone else before the bind
    const phone = newPhone();
    const code = await codeFor(client, phone);
    await registerUser(t, { account: phone });
    const taken = await client.post('/me/phone/bind', { phone, code, currentPassword: 'reef2026' });
    expect(taken).toMatchObject({ code: 0, msg: 'This number is bound to another account', data: { errors: [{ field: 'phone' }] } });
    expect((await client.get<UserDto>('/me')).data.phone).toBeNull();
    expect(await holders(phone)).toBe(1);
  });

  it('a third-party account (no password, phone or e-mail) binds with a fresh login only', async () => {
    const repo = ds.getRepository(UserEntity);
    const user = await repo.save(repo.create({ nickname: 'Dive ID user', phone: null, email: null, passwordHash: null }));
    const { token } = await t.app.get(AuthService).startSession(user, { ip: '127.0.0.1', lang: 'en-us' });
    const client = new ApiClient(t.url);
    client.token = token;
    client.language = 'en-us';
    const me = await client.get<UserDto>('/me');
    expect(me.data).toMatchObject({ phone: null, email: null, hasPassword: false });

    const phone = newPhone();
    const code = await codeFor(client, phone);
    // a session older than ten minutes is no proof
    await ds.query(`UPDATE sessions SET created_at = now() - interval '11 minutes' WHERE user_id = $1`, [user.id]);
    const stale = await client.post('/me/phone/bind', { phone, code });
    expect(stale).toMatchObject({ code: 0, data: { errors: [{ field: 'currentPassword' }] } });
    expect(await holders(phone)).toBe(0);

    await ds.query(`UPDATE sessions SET created_at = now() WHERE user_id = $1`, [user.id]);
    const bound = await client.post<UserDto>('/me/phone/bind', { phone, code });
    expect(bound).toMatchObject({ code: 1, data: { phone: masked(phone) } });
  });

  it('two accounts binding one number with its code at the same moment: one wins, the other is refused', async () => {
    for (let round = 0; round < 4; round++) {
      const a = await registerUser(t, { account: newEmail() });
      const b = await registerUser(t, { account: newEmail() });
      const phone = newPhone();
      // the person holding the phone asked for a code from one account and typed it in both
      const code = await codeFor(a.client, phone);
      const answers = await Promise.all(
        [a.client, b.client].map((c) => c.post<UserDto>('/me/phone/bind', { phone, code, currentPassword: 'reef2026' })),
      );
      expect(answers.map((r) => r.status)).toEqual([200, 200]);
      expect(answers.filter((r) => r.code === 1)).toHaveLength(1);
      expect(answers.filter((r) => r.code === 0)).toHaveLength(1);
      expect(await holders(phone)).toBe(1);
      const phones = await Promise.all([a.client, b.client].map(async (c) => (await c.get<UserDto>('/me')).data.phone));
      expect(phones.filter((p) => p === masked(phone))).toHaveLength(1);
      expect(phones.filter((p) => p === null)).toHaveLength(1);
    }
  });

  it('a bind and a registration of the same number at the same moment: exactly one account holds it', async () => {
    for (let round = 0; round < 6; round++) {
      const { client } = await registerUser(t, { account: newEmail() });
      client.language = 'en-us';
      const phone = newPhone();
      const bindCode = await codeFor(client, phone);
      const newcomer = guest();
      newcomer.language = 'en-us';
      expect((await newcomer.post('/auth/codes', { channel: 'sms', target: phone, purpose: 'register' })).code).toBe(1);
      const registerCode = await lastCode(newcomer, phone);
      const [bind, register] = await Promise.all([
        client.post<UserDto>('/me/phone/bind', { phone, code: bindCode, currentPassword: 'reef2026' }),
        newcomer.post<AuthResultDto>('/auth/register', { account: phone, code: registerCode, password: 'reef2026', agree: true }),
      ]);
      expect([bind.status, register.status]).toEqual([200, 200]);
      expect(bind.code + register.code).toBe(1);
      if (bind.code === 0) expect(bind.msg).toBe('This number is bound to another account');
      expect(await holders(phone)).toBe(1);
    }
  });
});
