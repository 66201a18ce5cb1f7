/**
 * Issue #25: narrower copies of uploaded pictures (`GET /uploads/size/w…/<key>`,
 * server/src/infra/images/renditions.ts), made from the stored upload on first request, kept, and
 * sent as WebP with a year's caching; nothing else is made or served.
 */
import { existsSync, readdirSync, writeFileSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import sharp from 'sharp';
import type { UploadDto } from '@contracts/api';
import { sizedImage } from '@contracts/image-sizes';
import { StorageService } from '@server/infra/storage/storage';
import type { ApiClient } from '@test/setup/api';
import { registerUser } from '@test/setup/factories';
import { startApp, type TestApp } from '@test/setup/harness';

async function upload(client: ApiClient, file: Buffer, name: string, type: string): Promise<UploadDto> {
  const fd = new FormData();
  fd.append('file', new Blob([new Uint8Array(file)], { type }), name);
  const res = await client.request<UploadDto>('POST', '/uploads/images', fd);
  if (res.code !== 1) throw new Error(`upload refused: ${res.msg}`);
  return res.data;
}

async function get(t: TestApp, path: string) {
  const res = await fetch(`${t.url}${path}`, { redirect: 'manual' });
  return { status: res.status, headers: res.headers, body: Buffer.from(await res.arrayBuffer()) };
}

/** A photo-like picture (noise compresses like a photo, not like a flat colour). */
const photo = (width: number, height: number) =>
  sharp(Buffer.from(Array.from({ length: width * height * 3 }, (_, i) => (i * 7919 + (i >> 5) * 31) % 251)), {
    raw: { width, height, channels: 3 },
  })
    .jpeg({ quality: 85 })
    .toBuffer();

describe('narrower copies of uploaded pictures (issue #25)', () => {
  let t: TestApp;
  let client: ApiClient;
  let big: UploadDto;

  beforeAll(async () => {
    t = await startApp();
    ({ client } = await registerUser(t));
    client.language = 'en-us';
    big = await upload(client, await photo(2000, 1500), 'reef.jpg', 'image/jpeg');
  });
  afterAll(async () => {
    await t.close();
  });

  it('sends the upload at the asked width as WebP, cached for a year, much smaller than the upload', async () => {
    const path = sizedImage(big.url, 412, 1.75);
    expect(path).toBe(big.url.replace('/uploads/', '/uploads/size/w800/'));
    const copy = await get(t, path);
    expect(copy.status).toBe(200);
    expect(copy.headers.get('content-type')).toBe('image/webp');
    expect(copy.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await sharp(copy.body).metadata()).toMatchObject({ format: 'webp', width: 800, height: 600 });
    const original = await get(t, big.url);
    expect(copy.body.length).toBeLessThan(original.body.length / 3);

    // kept: the second answer is the same file, which is on disk under the dot-folder
    expect((await get(t, path)).body.equals(copy.body)).toBe(true);
    const key = big.url.slice('/uploads/'.length);
    expect(existsSync(join(t.env.uploadDir, '.sizes', 'w800', `${key}.webp`))).toBe(true);
    // …which the static route does not serve
    expect((await get(t, `/uploads/.sizes/w800/${key}.webp`)).status).toBe(404);
  });

  it('answers many first requests for one copy at once with the same picture and leaves no partial file', async () => {
    const path = big.url.replace('/uploads/', '/uploads/size/w400/');
    const answers = await Promise.all(Array.from({ length: 12 }, () => get(t, path)));
    expect(answers.map((a) => a.status)).toEqual(Array(12).fill(200));
    expect(answers.every((a) => a.body.equals(answers[0]!.body))).toBe(true);
    expect((await sharp(answers[0]!.body).metadata()).width).toBe(400);
    const folder = dirname(join(t.env.uploadDir, '.sizes', 'w400', big.url.slice('/uploads/'.length)));
    expect(readdirSync(folder).filter((f) => f.endsWith('.tmp'))).toEqual([]);
  });

  it('never enlarges a picture narrower than the asked width', async () => {
    const small = await upload(client, await photo(300, 200), 'small.jpg', 'image/jpeg');
    const copy = await get(t, small.url.replace('/uploads/', '/uploads/size/w1200/'));
    expect(copy.status).toBe(200);
    expect(await sharp(copy.body).metadata()).toMatchObject({ format: 'webp', width: 300, height: 200 });
  });

  it('is a 404 for a width it does not make, a key that is no still picture, or an upload that is gone', async () => {
    const key = big.url.slice('/uploads/'.length);
    for (const path of [
      `/uploads/size/w500/${key}`,
      `/uploads/size/800/${key}`,
      `/uploads/size/w800/${key.replace(/\.jpg$/, '.gif')}`,
      `/uploads/size/w800/${key.replace(/[0-9a-f-]{36}/, '00000000-0000-4000-8000-000000000000')}`,
      `/uploads/size/w800/images/%2e%2e/%2e%2e/etc/passwd`,
      `/uploads/size/w800/../../package.json`,
    ]) {
      const res = await get(t, path);
      expect([path, res.status]).toEqual([path, 404]);
      // the same answer as any other missing file: the envelope (issue #37's review found plain text here)
      expect([path, JSON.parse(res.body.toString('utf8'))]).toEqual([path, { code: 404, msg: expect.any(String), data: null }]);
    }
  });

  it('forgets the copies with the upload: a deleted picture is served in no size', async () => {
    const gone = await upload(client, await photo(900, 600), 'gone.jpg', 'image/jpeg');
    const path = gone.url.replace('/uploads/', '/uploads/size/w400/');
    expect((await get(t, path)).status).toBe(200);
    await t.app.get(StorageService).delete(gone.url.slice('/uploads/'.length));
    expect((await get(t, gone.url)).status).toBe(404);
    expect((await get(t, path)).status).toBe(404);
  });

  it('sends the browser to the upload itself when the stored file cannot be read as a picture', async () => {
    const key = 'images/common/2026/11/11111111-2222-4333-8444-555555555555.jpg';
    mkdirSync(dirname(join(t.env.uploadDir, key)), { recursive: true });
    writeFileSync(join(t.env.uploadDir, key), 'not a picture');
    const res = await get(t, `/uploads/size/w800/${key}`);
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe(`/uploads/${key}`);
  });
});
