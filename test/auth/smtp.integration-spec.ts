import type { AddressInfo } from 'node:net';
import { SMTPServer, type SMTPServerAddress } from 'smtp-server';
import { DataSource } from 'typeorm';
import type { AuthResultDto, UserDto } from '@contracts/api';
import { ApiClient } from '@test/setup/api';
import { startApp, type TestApp } from '@test/setup/harness';

interface ReceivedMail {
  from: string;
  to: string[];
  headers: Record<string, string>;
  subject: string;
  text: string;
}

/** Decodes RFC 2047 encoded words (=?UTF-8?B?…?= / =?UTF-8?Q?…?=). */
function decodeWords(value: string): string {
  return value.replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=\s*/g, (_m, _charset: string, enc: string, text: string) =>
    enc.toUpperCase() === 'B' ? Buffer.from(text, 'base64').toString('utf8') : decodeQp(text.replace(/_/g, ' ')),
  );
}

function decodeQp(text: string): string {
  const bytes = text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** Parses the single-part text message nodemailer sends for `{text}`. */
function parseMail(raw: string, from: string, to: string[]): ReceivedMail {
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const headers: Record<string, string> = {};
  for (const line of head.split('\r\n')) {
    const i = line.indexOf(':');
    headers[line.slice(0, i).toLowerCase()] = line.slice(i + 1).trim();
  }
  const body = raw.slice(split + 4);
  const encoding = (headers['content-transfer-encoding'] ?? '7bit').toLowerCase();
  const text =
    encoding === 'base64' ? Buffer.from(body, 'base64').toString('utf8') : encoding === 'quoted-printable' ? decodeQp(body) : body;
  return { from, to, headers, subject: decodeWords(headers['subject'] ?? ''), text };
}

/** A real SMTP server on 127.0.0.1 that keeps what it receives; addresses starting with `bounce` are refused. */
class MailCatcher {
  readonly mails: ReceivedMail[] = [];
  private server?: SMTPServer;
  port = 0;

  async start(port = 0): Promise<void> {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      closeTimeout: 100,
      onRcptTo: (address: SMTPServerAddress, _session, callback) => {
        if (address.address.startsWith('bounce')) {
          const err = new Error('mailbox unavailable') as Error & { responseCode: number };
          err.responseCode = 550;
          callback(err);
          return;
        }
        callback();
      },
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
          this.mails.push(
            parseMail(
              Buffer.concat(chunks).toString('utf8'),
              from,
              session.envelope.rcptTo.map((r) => r.address),
            ),
          );
          callback();
        });
      },
    });
    await new Promise<void>((resolve, reject) => {
      server.server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve());
    });
    this.server = server;
    this.port = (server.server.address() as AddressInfo).port;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** Waits for the first mail to `to` (the app sends before it answers, so this is quick). */
  async mailTo(to: string, timeoutMs = 3000): Promise<ReceivedMail> {
    const until = Date.now() + timeoutMs;
    for (;;) {
      const found = this.mails.find((m) => m.to.includes(to));
      if (found) return found;
      if (Date.now() > until) throw new Error(`no mail to ${to}`);
      await new Promise((r) => setTimeout(r, 20));
    }
  }
}

describe('verification codes over a real SMTP server', () => {
  const smtp = new MailCatcher();
  let t: TestApp;
  beforeAll(async () => {
    await smtp.start();
    t = await startApp({
      MAIL_TRANSPORT: 'smtp',
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      MAIL_FROM: 'Reefline <codes@reefline.test>',
      CODE_COOLDOWN_SECONDS: '60',
    });
  });
  afterAll(async () => {
    await t.close();
    await smtp.stop();
  });

  const guest = (language = 'en-us') => {
    const c = new ApiClient(t.url);
    c.language = language;
    return c;
  };
  let seq = 0;
  const newEmail = (prefix = 'diver') => `${prefix}${Date.now()}${++seq}@example.com`;

  it('mails a 6-digit code to the target, and registering with it works', async () => {
    const email = newEmail();
    const c = guest();
    const sent = await c.post<{ cooldown: number }>('/auth/codes', { channel: 'email', target: email, purpose: 'register' });
    expect(sent).toMatchObject({ code: 1, msg: 'Verification code sent', data: { cooldown: 60 } });

    const mail = await smtp.mailTo(email);
    expect(mail.to).toEqual([email]);
    expect(mail.from).toBe('codes@reefline.test');
    expect(mail.headers['to']).toContain(email);
    expect(mail.subject).toBe('Your Reefline verification code');
    expect(mail.text).toMatch(/Your verification code is \d{6}\. It is valid for 5 minutes/);
    const code = /\b(\d{6})\b/.exec(mail.text)?.[1] ?? '';

    const wrong = await c.post('/auth/register', {
      account: email,
      code: code === '000000' ? '111111' : '000000',
      password: 'reef2026',
      agree: true,
    });
    expect(wrong.code).toBe(0);
    const res = await c.post<AuthResultDto>('/auth/register', { account: email, code, password: 'reef2026', agree: true });
    expect(res.code).toBe(1);
    c.token = res.data.token;
    const me = await c.get<UserDto>('/me');
    expect(me.code).toBe(1);
    expect(me.data.id).toBe(res.data.user.id);
  });

  it('writes the mail in the caller’s language', async () => {
    const email = newEmail('zh');
    expect((await guest('zh-cn').post('/auth/codes', { channel: 'email', target: email, purpose: 'register' })).code).toBe(1);
    const mail = await smtp.mailTo(email);
    expect(mail.subject).toBe('Reefline 验证码');
    expect(mail.text).toMatch(/^【Reefline】您的验证码是\d{6}，5分钟内有效/);
  });

  it('does not expose a dev outbox when mail goes over SMTP', async () => {
    const email = newEmail();
    await guest().post('/auth/codes', { channel: 'email', target: email, purpose: 'register' });
    await smtp.mailTo(email);
    expect(await guest().get(`/dev/outbox?to=${encodeURIComponent(email)}`)).toMatchObject({ status: 404, code: 404 });
    expect(await guest().get('/dev/outbox')).toMatchObject({ status: 404, code: 404 });
  });

  it('answers code 0 when the SMTP server refuses the recipient, keeping no code and no countdown', async () => {
    const email = newEmail('bounce');
    const first = await guest().post('/auth/codes', { channel: 'email', target: email, purpose: 'register' });
    expect(first).toMatchObject({ status: 200, code: 0, msg: 'Could not send the code, please try again later' });
    const again = await guest().post('/auth/codes', { channel: 'email', target: email, purpose: 'register' });
    expect(again.msg).toBe('Could not send the code, please try again later'); // not "please wait …s"
    const rows = (await t.app.get(DataSource).query(`SELECT count(*)::int AS n FROM verification_codes WHERE target = $1`, [email])) as {
      n: number;
    }[];
    expect(rows[0]?.n).toBe(0);
    expect(smtp.mails.some((m) => m.to.includes(email))).toBe(false);
  });

  it('answers code 0 while the SMTP server is down, frees the countdown, and works again once it is back', async () => {
    const email = newEmail();
    const port = smtp.port;
    await smtp.stop();
    try {
      const down = await guest().post('/auth/codes', { channel: 'email', target: email, purpose: 'register' });
      expect(down).toMatchObject({ status: 200, code: 0, msg: 'Could not send the code, please try again later' });
      expect(down.data).toBeNull();
      const zh = await guest('zh-cn').post('/auth/codes', { channel: 'email', target: email, purpose: 'register' });
      expect(zh).toMatchObject({ code: 0, msg: '验证码发送失败，请稍后再试' });
    } finally {
      await smtp.start(port);
    }
    // Right away (well inside the 60 s countdown) a retry is sent: the failure freed it.
    const retry = await guest().post<{ cooldown: number }>('/auth/codes', { channel: 'email', target: email, purpose: 'register' });
    expect(retry).toMatchObject({ code: 1, data: { cooldown: 60 } });
    const code = /\b(\d{6})\b/.exec((await smtp.mailTo(email)).text)?.[1] ?? '';
    // …and now the countdown holds.
    const tooSoon = await guest().post<{ cooldown: number }>('/auth/codes', { channel: 'email', target: email, purpose: 'register' });
    expect(tooSoon.code).toBe(0);
    expect(tooSoon.data.cooldown).toBeGreaterThan(50);
    expect((await guest().post('/auth/register', { account: email, code, password: 'reef2026', agree: true })).code).toBe(1);
  });
});
