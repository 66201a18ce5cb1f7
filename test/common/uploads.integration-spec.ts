import { randomBytes } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import type { UploadDto, UserDto } from '@contracts/api';
import { ApiClient, type ApiResponse } from '@test/setup/api';
import { registerUser } from '@test/setup/factories';
import { startApp, type TestApp } from '@test/setup/harness';

const STORED = /^\/uploads\/images\/([a-z0-9_/-]+)\/\d{4}\/\d{2}\/[0-9a-f-]{36}\.(jpg|png|webp|gif)$/;

function form(file: Buffer, name: string, type: string, fields: Record<string, string> = {}): FormData {
  const fd = new FormData();
  for (const [k, v] of Object.entries(fields)) fd.append(k, v);
  fd.append('file', new Blob([new Uint8Array(file)], { type }), name);
  return fd;
}

/** POSTs a multipart upload like the H5 app does (session token + latest `__token__` header). */
function upload(
  client: ApiClient,
  file: Buffer,
  name: string,
  type: string,
  fields?: Record<string, string>,
  path = '/uploads/images',
): Promise<ApiResponse<UploadDto>> {
  return client.request<UploadDto>('POST', path, form(file, name, type, fields));
}

async function download(t: TestApp, url: string): Promise<{ status: number; type: string | null; body: Buffer }> {
  const res = await fetch(`${t.url}${url}`);
  return { status: res.status, type: res.headers.get('content-type'), body: Buffer.from(await res.arrayBuffer()) };
}

/** Every file under a directory (relative paths). */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((d) => d.isFile())
    .map((d) => join(d.parentPath, d.name));
}

/** Tags of IFD0 and of the GPS IFD of a raw EXIF block (sharp's `metadata().exif`). */
function exifTags(exif: Buffer): { ifd0: Set<number>; gps: Map<number, string | number[]> } {
  const tiff = exif.subarray(exif.indexOf('Exif\0\0') + 6);
  const le = tiff.toString('latin1', 0, 2) === 'II';
  const u16 = (o: number) => (le ? tiff.readUInt16LE(o) : tiff.readUInt16BE(o));
  const u32 = (o: number) => (le ? tiff.readUInt32LE(o) : tiff.readUInt32BE(o));
  const entries = (ifd: number) => Array.from({ length: u16(ifd) }, (_, i) => ifd + 2 + i * 12);
  const ifd0 = new Set<number>();
  const gps = new Map<number, string | number[]>();
  for (const e of entries(u32(4))) {
    ifd0.add(u16(e));
    if (u16(e) !== 0x8825) continue;
    for (const g of entries(u32(e + 8))) {
      const [tag, type, count] = [u16(g), u16(g + 2), u32(g + 4)];
      if (type === 2) gps.set(tag, tiff.toString('latin1', g + 8, g + 8 + count - 1)); // ASCII (≤ 4 bytes here)
      if (type === 5) {
        const at = u32(g + 8);
        gps.set(
          tag,
          Array.from({ length: count }, (_, i) => u32(at + i * 8) / u32(at + i * 8 + 4)),
        );
      }
    }
  }
  return { ifd0, gps };
}

describe('image uploads (real app, real files on disk)', () => {
  let t: TestApp;
  let client: ApiClient;
  beforeAll(async () => {
    t = await startApp();
    ({ client } = await registerUser(t));
    client.language = 'en-us';
  });
  afterAll(async () => {
    await t.close();
  });

  it('accepts a real PNG, re-encodes it (a payload hidden after the image is gone) and serves it', async () => {
    const png = await sharp({ create: { width: 64, height: 48, channels: 4, background: { r: 0, g: 128, b: 255, alpha: 0.5 } } })
      .png()
      .toBuffer();
    const payload = Buffer.from('<?php system($_GET["c"]); ?>');
    const res = await upload(client, Buffer.concat([png, payload]), 'shot.png', 'image/png', { module: 'feedback', dir: 'screens' });
    expect(res.code).toBe(1);
    expect(res.data.url).toMatch(STORED);
    expect(STORED.exec(res.data.url)?.slice(1)).toEqual(['feedback/screens', 'png']);
    expect(new URL(res.data.fullurl).pathname).toBe(res.data.url);

    const stored = await download(t, res.data.url);
    expect(stored.status).toBe(200);
    expect(stored.type).toBe('image/png');
    expect(stored.body.includes(payload)).toBe(false);
    const meta = await sharp(stored.body).metadata();
    expect(meta).toMatchObject({ format: 'png', width: 64, height: 48, hasAlpha: true });
    const { data } = await sharp(stored.body).raw().toBuffer({ resolveWithObject: true });
    expect([...data.subarray(0, 4)]).toEqual([0, 128, 255, 128]);
  });

  it('accepts a JPEG without module/dir into the common folder', async () => {
    const jpg = await sharp({ create: { width: 120, height: 80, channels: 3, background: '#1a7fd0' } })
      .jpeg()
      .toBuffer();
    const res = await upload(client, jpg, 'reef.jpg', 'image/jpeg');
    expect(res.code).toBe(1);
    expect(STORED.exec(res.data.url)?.slice(1)).toEqual(['common', 'jpg']);
    const stored = await download(t, res.data.url);
    expect(stored.type).toBe('image/jpeg');
    expect(await sharp(stored.body).metadata()).toMatchObject({ format: 'jpeg', width: 120, height: 80 });
  });

  it('strips EXIF with GPS and applies the orientation before storing', async () => {
    // 400×200 pixels that a viewer shows rotated 90° (orientation 6), shot at 18°15'N 109°30'E.
    const input = await sharp({ create: { width: 400, height: 200, channels: 3, background: '#f0a020' } })
      .jpeg()
      .withExif({
        IFD0: { Make: 'ReefCam', Model: 'Deep 1' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '18/1 15/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '109/1 30/1 0/1' },
      })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const before = await sharp(input).metadata();
    expect(before).toMatchObject({ format: 'jpeg', width: 400, height: 200, orientation: 6 });
    expect(before.exif).toBeDefined();
    const tags = exifTags(before.exif ?? Buffer.alloc(0));
    expect(tags.ifd0.has(0x8825)).toBe(true); // GPS IFD pointer
    expect(tags.gps.get(1)).toBe('N');
    expect(tags.gps.get(2)).toEqual([18, 15, 0]);
    expect(tags.gps.get(4)).toEqual([109, 30, 0]);

    const res = await upload(client, input, 'IMG_0001.JPG', 'image/jpeg', { module: 'contest', dir: 'entries' });
    expect(res.code).toBe(1);
    const stored = await download(t, res.data.url);
    expect(stored.status).toBe(200);
    const after = await sharp(stored.body).metadata();
    expect(after.exif).toBeUndefined();
    expect(after.orientation).toBeUndefined();
    expect(after).toMatchObject({ format: 'jpeg', width: 200, height: 400 });
    expect(stored.body.includes('ReefCam')).toBe(false);
    const stats = await sharp(stored.body).stats();
    expect(stats.isOpaque).toBe(true);
    expect(stats.channels[0]?.mean).toBeGreaterThan(200); // still the orange image, decoded
  });

  it('refuses a text file renamed .png (declared image/png) with a localised code 0', async () => {
    const text = Buffer.from('not an image at all, just text pretending to be a PNG\n'.repeat(20));
    const files = filesUnder(t.env.uploadDir).length;
    const en = await upload(client, text, 'photo.png', 'image/png');
    expect(en).toMatchObject({ status: 200, code: 0, msg: 'Only images can be uploaded (JPG, PNG, WebP, GIF, HEIC)' });
    client.language = 'zh-cn';
    try {
      const zh = await upload(client, text, 'photo.png', 'image/png');
      expect(zh).toMatchObject({ code: 0, msg: '只能上传图片（JPG、PNG、WebP、GIF、HEIC）' });
    } finally {
      client.language = 'en-us';
    }
    // A PNG signature followed by garbage is not an image either.
    const fake = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), randomBytes(200)]);
    expect((await upload(client, fake, 'x.png', 'image/png')).code).toBe(0);
    expect(filesUnder(t.env.uploadDir)).toHaveLength(files);
  });

  it('refuses bad module/dir values (path tricks) and writes nothing', async () => {
    const jpg = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
      .jpeg()
      .toBuffer();
    const files = filesUnder(t.env.uploadDir).length;
    const bad: Record<string, string>[] = [
      { module: '../x' },
      { module: 'ok', dir: '..' },
      { module: 'a/b' },
      { dir: '../../etc' },
      { module: 'UPPER' },
    ];
    for (const fields of bad) {
      const res = await upload(client, jpg, 'a.jpg', 'image/jpeg', fields);
      expect(res).toMatchObject({ status: 200, code: 0, msg: 'Invalid upload fields' });
    }
    expect(filesUnder(t.env.uploadDir)).toHaveLength(files);
  });

  it('answers a guest with 401 and a request without __token__ with code 0', async () => {
    const jpg = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
      .jpeg()
      .toBuffer();
    const guest = new ApiClient(t.url);
    expect(await upload(guest, jpg, 'a.jpg', 'image/jpeg')).toMatchObject({ status: 401, code: 401 });
    const res = await client.request<UploadDto>('POST', '/uploads/images', form(jpg, 'a.jpg', 'image/jpeg'), { __token__: '' });
    expect(res.code).toBe(0);
    expect(res.data).toMatchObject({ errors: [{ field: '__token__' }] });
  });

  it('refuses a file over UPLOAD_MAX_BYTES with code 0 naming the limit', async () => {
    const small = await startApp({ UPLOAD_MAX_BYTES: String(100 * 1024) }, t.env);
    try {
      const c = new ApiClient(small.url);
      c.language = 'en-us';
      c.token = client.token;
      await c.get('/me'); // a fresh __token__ for this session
      // Random pixels do not compress: ~300 KB, a real and valid PNG.
      const big = await sharp(randomBytes(300 * 300 * 3), { raw: { width: 300, height: 300, channels: 3 } })
        .png()
        .toBuffer();
      expect(big.length).toBeGreaterThan(100 * 1024);
      const files = filesUnder(t.env.uploadDir).length;
      const res = await upload(c, big, 'big.png', 'image/png');
      expect(res).toMatchObject({ status: 200, code: 0 });
      expect(res.msg).toBe('Images must be at most 0.09 MB');
      expect(filesUnder(t.env.uploadDir)).toHaveLength(files);
      // Just under the limit passes on the same instance.
      const ok = await sharp(randomBytes(100 * 100 * 3), { raw: { width: 100, height: 100, channels: 3 } })
        .png()
        .toBuffer();
      expect(ok.length).toBeLessThan(100 * 1024);
      expect((await upload(c, ok, 'ok.png', 'image/png')).code).toBe(1);
    } finally {
      await small.app.close();
    }
  });

  it('POST /me/avatar stores a 300×300 JPEG crop of a non-square image and GET /me shows it', async () => {
    const wide = await sharp({ create: { width: 640, height: 360, channels: 4, background: { r: 40, g: 200, b: 120, alpha: 1 } } })
      .png()
      .toBuffer();
    const res = await upload(client, wide, 'me.png', 'image/png', {}, '/me/avatar');
    expect(res.code).toBe(1);
    expect(STORED.exec(res.data.url)?.slice(1)).toEqual(['avatar', 'jpg']);
    const stored = await download(t, res.data.url);
    expect(stored.type).toBe('image/jpeg');
    const meta = await sharp(stored.body).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 300, height: 300 });
    expect(meta.exif).toBeUndefined();
    const me = await client.get<UserDto>('/me');
    expect(me.data.avatar).toBe(res.data.url);

    const notImage = await upload(client, Buffer.from('hello'), 'me.jpg', 'image/jpeg', {}, '/me/avatar');
    expect(notImage.code).toBe(0);
    expect((await client.get<UserDto>('/me')).data.avatar).toBe(res.data.url);
  });
});
