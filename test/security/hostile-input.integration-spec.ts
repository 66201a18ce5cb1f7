/**
 * Hostile input beyond the schema-driven fuzzing (fuzz.integration-spec.ts): bodies over the limit
 * and nested past any reason, Unicode edge cases and injection strings stored and given back
 * unchanged (or refused with a field error, never altered or a 500), and images built to exhaust
 * the decoder refused by the upload route.
 */
import { deflateSync, crc32 } from 'node:zlib';
import sharp from 'sharp';
import type { Paged, UserDto } from '@contracts/api';
import type { FeedbackDto } from '@contracts/schemas/feedback';
import type { MessageDto } from '@contracts/schemas/messages';
import type { ApiClient } from '@test/setup/api';
import { registerUser, userWithRoles } from '@test/setup/factories';
import { startApp, type TestApp } from '@test/setup/harness';
import { send, violation } from './probe';

/** A PNG whose header claims `w`×`h` pixels (1-bit grey); `rows` rows of zeros actually compressed in. */
function pngBomb(w: number, h: number, rows = h): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([len, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(w, 0);
  ihdr.writeUInt32BE(h, 4);
  ihdr.set([1, 0, 0, 0, 0], 8); // bit depth 1, greyscale, deflate, filter 0, no interlace
  const raw = Buffer.alloc(rows * (1 + Math.ceil(w / 8)));
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, chunk('IHDR', ihdr), chunk('IDAT', deflateSync(raw, { level: 9 })), chunk('IEND', Buffer.alloc(0))]);
}

describe('hostile input', () => {
  let t: TestApp;
  let member: ApiClient;
  beforeAll(async () => {
    t = await startApp({ LOG_LEVEL: 'error', RATE_LIMIT_DEFAULT_PER_MINUTE: '100000' });
    member = (await registerUser(t)).client;
    await member.get('/me');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('a JSON body over the 1 MiB limit is refused with the envelope (code 0, "too large"), on controller and hot routes', async () => {
    const big = JSON.stringify({ type: 'other', content: 'x'.repeat(1_100_000) });
    for (const path of ['/feedback', '/orders', '/auth/login']) {
      const p = await send(member, 'POST', path, big);
      expect(violation(p)).toBeUndefined();
      expect(p.json).toMatchObject({ code: 0, msg: 'The request is too large' });
    }
  });

  it('JSON nested 100 000 levels deep is refused with the envelope, never a 500 or a hang', async () => {
    const depth = 100_000;
    const arrays = `{"type":"other","content":${'['.repeat(depth)}${']'.repeat(depth)}}`;
    const objects = `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
    for (const body of [arrays, objects]) {
      for (const path of ['/feedback', '/orders', '/auth/login']) {
        const started = Date.now();
        const p = await send(member, 'POST', path, body);
        expect({ path, why: violation(p) }).toEqual({ path, why: undefined });
        expect(p.json?.code).not.toBe(1);
        expect(Date.now() - started).toBeLessThan(5000);
      }
    }
  });

  const UNICODE = [
    ['RTL override', 'abc\u202edef\u202c'],
    ['Arabic and Hebrew', 'مرحبا שלום'],
    ['zero-width joiner and space', 'a\u200db\u200bc\u2060d'],
    ['byte-order mark', '\ufeffbom'],
    ['emoji with skin tone and ZWJ family', '🤿🏽 👨‍👩‍👧‍👦'],
    ['combining marks', 'Z̴̛͚a̶l̷g̵o'],
    ['astral CJK', '𠀋𡈽𡌛'],
    ['NUL', 'nul\u0000here'],
    ['lone high surrogate', 'x\ud800y'],
    ['lone low surrogate', 'x\udc00y'],
  ] as const;

  it.each(UNICODE)('Unicode edge case (%s) in a profile bio is stored and given back unchanged, or refused as a field', async (_, text) => {
    const res = await member.patch<UserDto>('/me', { bio: text });
    expect(res.status).toBeLessThan(500);
    if (res.code === 1) {
      // Text fields are trimmed (a leading BOM is white space to String.prototype.trim); nothing else changes.
      expect((await member.get<UserDto>('/me')).data.bio).toBe(text.trim());
    } else {
      expect(res.code).toBe(0);
      expect(res.data).toMatchObject({ errors: [{ field: 'bio' }] });
      expect(/\u0000|[\ud800-\udfff]/.test(text)).toBe(true); // only the unstorable ones are refused
    }
  });

  it('injection strings are stored and given back as text: SQL, templates and markup do nothing', async () => {
    const { client: cs } = await userWithRoles(t, ['customer_service']);
    const payloads = [
      "' OR 1=1 --",
      "'; DROP TABLE users; --",
      '{{7*7}}',
      '${7*7}',
      '<script>alert(1)</script>',
      '<img src=x onerror=alert(1)>',
    ];
    for (const text of payloads) {
      const fb = await member.post<FeedbackDto>('/feedback', { type: 'other', content: text });
      expect(fb.code).toBe(1);
      const back = await member.get<FeedbackDto>(`/feedback/${fb.data.id}`);
      expect(back.data.content).toBe(text);
      expect(back.headers.get('content-type')).toMatch(/^application\/json/);
    }
    // A reply goes through the notice templates into the inbox: the user's text is not interpolated.
    const fb = await member.post<FeedbackDto>('/feedback', { type: 'other', content: 'template test' });
    const reply = "{{7*7}} ${7*7} <script>alert(1)</script> ' OR 1=1 --";
    expect((await cs.post(`/admin/feedback/${fb.data.id}/reply`, { content: reply })).code).toBe(1);
    let body = '';
    for (let i = 0; i < 100 && !body; i++) {
      const items = (await member.get<Paged<MessageDto>>('/messages?limit=50')).data.items;
      body = items.find((m) => m.link?.includes(fb.data.id))?.body ?? '';
      if (!body) await new Promise((r) => setTimeout(r, 100));
    }
    expect(body).toContain(reply);
    expect(body).not.toContain('49');
  });

  it.each([
    ['a PNG claiming 20000×20000 whose rows really inflate (~50 MB from ~50 kB)', () => pngBomb(20_000, 20_000)],
    ['a PNG header claiming 65535×65535 with almost no data', () => pngBomb(65_535, 65_535, 1)],
    ['a PNG of 8000×8000 (64 Mpx, over the 40 Mpx cap), fully inflating', () => pngBomb(8000, 8000)],
  ])('the upload route refuses %s', async (_, make) => {
    const file = make();
    expect(file.length).toBeLessThan(2_000_000);
    const fd = new FormData();
    fd.append('file', new Blob([new Uint8Array(file)], { type: 'image/png' }), 'bomb.png');
    const started = Date.now();
    const p = await send(member, 'POST', '/uploads/images', fd);
    expect(violation(p)).toBeUndefined();
    expect(p.json).toMatchObject({ code: 0 });
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  it('a small real image still uploads (the refusals above are not of everything)', async () => {
    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#0af' } })
      .png()
      .toBuffer();
    const fd = new FormData();
    fd.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'ok.png');
    const p = await send(member, 'POST', '/uploads/images', fd);
    expect(p.json).toMatchObject({ code: 1 });
  });
});
