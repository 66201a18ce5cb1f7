import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import type { UploadDto } from '@contracts/api';
import type { ApiClient } from '@test/setup/api';
import { registerUser } from '@test/setup/factories';
import { startApp, type TestApp } from '@test/setup/harness';

interface S3Put {
  method: string;
  path: string;
  contentType: string | undefined;
  authorization: string | undefined;
  body: Buffer;
}

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

/**
 * Uploads through the S3 driver over real HTTP: a local stand-in for the bucket (path-style PUTs,
 * as MinIO or S3 take them) that records what arrives and can be made to fail.
 */
describe('image uploads to S3-compatible storage (real app, local bucket double)', () => {
  let t: TestApp;
  let client: ApiClient;
  const puts: S3Put[] = [];
  let failWith: number | null = null;
  /** How many more requests fail with 503 before the bucket answers again. */
  let failNext = 0;
  const bucket = createServer((req, res) => {
    void readBody(req).then((body) => {
      puts.push({
        method: req.method ?? '',
        path: req.url ?? '',
        contentType: req.headers['content-type'],
        authorization: req.headers.authorization,
        body,
      });
      const status = failNext-- > 0 ? 503 : (failWith ?? 200);
      res.writeHead(status, { 'content-type': 'application/xml' });
      res.end(status !== 200 ? '<Error><Code>SlowDown</Code></Error>' : '');
    });
  });

  beforeAll(async () => {
    await new Promise<void>((resolve) => bucket.listen(0, '127.0.0.1', resolve));
    const { port } = bucket.address() as AddressInfo;
    t = await startApp({
      STORAGE_DRIVER: 's3',
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_BUCKET: 'reef',
      S3_ACCESS_KEY: 'test-access-key',
      S3_SECRET_KEY: 'test-secret-key',
      S3_PUBLIC_URL: 'https://cdn.reefline.test/reef',
    });
    ({ client } = await registerUser(t));
    client.language = 'en-us';
  });
  afterAll(async () => {
    await t.close();
    await new Promise<void>((resolve) => bucket.close(() => resolve()));
  });

  const png = () =>
    sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 0, g: 90, b: 160 } } })
      .png()
      .toBuffer();
  const send = async (file: Buffer) => {
    const fd = new FormData();
    fd.append('file', new Blob([new Uint8Array(file)], { type: 'image/png' }), 'reef.png');
    return client.request<UploadDto>('POST', '/uploads/images', fd);
  };

  it('stores the re-encoded image in the bucket (signed PUT) and answers its public URL', async () => {
    puts.length = 0;
    const res = await send(await png());
    expect(res.code).toBe(1);
    expect(puts).toHaveLength(1);
    const put = puts[0]!;
    expect(put.method).toBe('PUT');
    expect(put.path).toMatch(/^\/reef\/images\/common\/\d{4}\/\d{2}\/[0-9a-f-]{36}\.png$/);
    expect(put.contentType).toBe('image/png');
    expect(put.authorization).toMatch(/^AWS4-HMAC-SHA256 Credential=test-access-key\//);
    expect((await sharp(put.body).metadata()).format).toBe('png');
    expect(res.data.fullurl).toBe(`https://cdn.reefline.test${put.path}`);
  });

  it('a bucket that fails is a clear "try again" (code 0, HTTP 200), not a server error; the next try works', async () => {
    failWith = 503;
    const failed = await send(await png());
    expect([failed.status, failed.code, failed.msg]).toEqual([200, 0, 'The photo could not be saved. Please try again']);
    failWith = null;
    expect((await send(await png())).code).toBe(1);
  });

  it('retries a bucket that fails once (aws4fetch-signed, fresh signature), so the upload still succeeds', async () => {
    puts.length = 0;
    failNext = 1;
    const res = await send(await png());
    expect(res.code).toBe(1);
    expect(puts).toHaveLength(2);
    expect(puts[0]!.path).toBe(puts[1]!.path);
    expect(puts.every((p) => /^AWS4-HMAC-SHA256 Credential=test-access-key\//.test(p.authorization ?? ''))).toBe(true);
  });
});
