/**
 * The verification-code and login limits at the values the app ships with (every other test raises
 * them to 10000, since all test requests come from 127.0.0.1). The values are read from the
 * configuration's defaults, not written here, so a changed default is tested as it is.
 */
import { ApiClient } from '@test/setup/api';
import { newPhone } from '@test/setup/factories';
import { startApp, type TestApp } from '@test/setup/harness';
import { parseConfig } from '@server/config/config';

const shipped = parseConfig({ NODE_ENV: 'test' });
const REAL = {
  LOG_LEVEL: 'error', // the refused logins would each log a warning
  RATE_LIMIT_CODES_PER_HOUR: String(shipped.RATE_LIMIT_CODES_PER_HOUR),
  CODE_DAILY_CAP_PER_TARGET: String(shipped.CODE_DAILY_CAP_PER_TARGET),
  CODE_DAILY_CAP_PER_IP: String(shipped.CODE_DAILY_CAP_PER_IP),
  RATE_LIMIT_LOGIN_PER_MINUTE: String(shipped.RATE_LIMIT_LOGIN_PER_MINUTE),
};

/** Sends a register code; returns the envelope's code and message. */
async function send(c: ApiClient, target: string) {
  const res = await c.post('/auth/codes', { channel: 'sms', target, purpose: 'register' });
  return { code: res.code, status: res.status, msg: res.msg };
}

describe('code and login limits at their shipped values', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('ships limits small enough to matter', () => {
    expect(shipped.CODE_DAILY_CAP_PER_TARGET).toBeLessThan(shipped.RATE_LIMIT_CODES_PER_HOUR);
    expect(shipped.RATE_LIMIT_CODES_PER_HOUR).toBeLessThan(shipped.CODE_DAILY_CAP_PER_IP);
  });

  it(`a target gets CODE_DAILY_CAP_PER_TARGET (${REAL.CODE_DAILY_CAP_PER_TARGET}) codes a day, then a localised refusal`, async () => {
    // The resend countdown is a separate rule (tested in auth.integration-spec.ts); off here so the cap is what refuses.
    t = await startApp({ ...REAL, CODE_COOLDOWN_SECONDS: '0' });
    const c = new ApiClient(t.url);
    c.language = 'en-us';
    const phone = newPhone();
    const cap = shipped.CODE_DAILY_CAP_PER_TARGET;
    for (let i = 0; i < cap; i++) expect(await send(c, phone)).toMatchObject({ code: 1 });
    const over = await send(c, phone);
    expect(over).toMatchObject({ status: 200, code: 0 });
    expect(over.msg).toBe('Too many codes today, please try again tomorrow');
    // Another target from the same IP is still served.
    expect(await send(c, newPhone())).toMatchObject({ code: 1 });
  });

  it(`an IP gets RATE_LIMIT_CODES_PER_HOUR (${REAL.RATE_LIMIT_CODES_PER_HOUR}) code requests an hour, then 429`, async () => {
    t = await startApp(REAL);
    const c = new ApiClient(t.url);
    const perHour = shipped.RATE_LIMIT_CODES_PER_HOUR;
    const codes: number[] = [];
    for (let i = 0; i <= perHour; i++) codes.push((await send(c, newPhone())).code);
    expect(codes.slice(0, perHour).every((x) => x === 1)).toBe(true);
    expect(codes[perHour]).toBe(429);
  });

  it(`an IP gets CODE_DAILY_CAP_PER_IP (${REAL.CODE_DAILY_CAP_PER_IP}) codes a day, then a localised refusal`, async () => {
    // The hourly request limit (smaller) is raised in this one test: otherwise the daily cap cannot be reached within a test.
    t = await startApp({ ...REAL, RATE_LIMIT_CODES_PER_HOUR: '10000' });
    const c = new ApiClient(t.url);
    c.language = 'en-us';
    const cap = shipped.CODE_DAILY_CAP_PER_IP;
    const codes: number[] = [];
    for (let i = 0; i < cap; i++) codes.push((await send(c, newPhone())).code);
    expect(codes.filter((x) => x === 1)).toHaveLength(cap);
    const over = await send(c, newPhone());
    expect(over).toMatchObject({ status: 200, code: 0 });
    expect(over.msg).toBe('Too many codes today, please try again tomorrow');
  });

  it(`an IP gets RATE_LIMIT_LOGIN_PER_MINUTE (${REAL.RATE_LIMIT_LOGIN_PER_MINUTE}) login attempts a minute, then 429`, async () => {
    // The window opens at the first attempt (a fixed window from first use), so all of them fall in it.
    t = await startApp(REAL);
    const c = new ApiClient(t.url);
    const perMinute = shipped.RATE_LIMIT_LOGIN_PER_MINUTE;
    const codes: number[] = [];
    // A different (unknown) account each time: the per-account lockout is not what is tested here.
    for (let i = 0; i <= perMinute; i++) codes.push((await c.post('/auth/login', { account: newPhone(), password: 'wrong-pass1' })).code);
    expect(codes.slice(0, perMinute).every((x) => x === 0)).toBe(true);
    expect(codes[perMinute]).toBe(429);
  });
});
