import { createHash } from 'node:crypto';
import type { AuthResultDto } from '@contracts/api';
import { DataSource } from 'typeorm';
import { inlinePageCsp } from '@server/common/http/security-headers';
import { ApiClient } from '@test/setup/api';
import { registerUser } from '@test/setup/factories';
import { startApp, type TestApp } from '@test/setup/harness';

/** `directive → sources` of a Content-Security-Policy header. */
function csp(header: string | null): Record<string, string[]> {
  return Object.fromEntries(
    (header ?? '')
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map(([name = '', ...values]) => [name, values]),
  );
}

describe('security headers (issue #24, real app over HTTP)', () => {
  let t: TestApp;
  beforeAll(async () => {
    const s3 = { STORAGE_DRIVER: 's3', S3_BUCKET: 'reef', S3_ACCESS_KEY: 'k', S3_SECRET_KEY: 's', S3_ENDPOINT: 'http://127.0.0.1:9' };
    t = await startApp({ PUBLIC_URL: 'https://reef.example.com', S3_PUBLIC_URL: 'https://cdn.example.com/bucket', ...s3 });
  });
  afterAll(async () => {
    await t.close();
  });

  it.each(['/h5/', '/h5/#/pages/vote/vote', '/health'])('%s carries the strict policy and the other headers', async (path) => {
    const res = await fetch(`${t.url}${path}`, { redirect: 'manual' });
    const policy = csp(res.headers.get('content-security-policy'));
    expect(policy['script-src']).toEqual(["'self'"]);
    expect(policy['script-src-attr']).toEqual(["'none'"]);
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
    expect(policy['object-src']).toEqual(["'none'"]);
    expect(policy['img-src']).toEqual(["'self'", 'data:', 'blob:', 'https://reef.example.com', 'https://cdn.example.com']);
    expect(policy['connect-src']).toEqual(["'self'", 'wss://reef.example.com']);
    expect(policy).toHaveProperty('upgrade-insecure-requests');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });

  it.each(['/api/v1/common/init', '/api/v1/no-such-route', '/api/v1/articles?page=1'])(
    '%s (an API answer) carries the API policy: nothing loads, nothing frames it, and no document headers',
    async (path) => {
      const res = await fetch(`${t.url}${path}`, { redirect: 'manual' });
      expect(csp(res.headers.get('content-security-policy'))).toEqual({ 'default-src': ["'none'"], 'frame-ancestors': ["'none'"] });
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('x-frame-options')).toBe('DENY');
      expect(res.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
      expect(res.headers.get('cross-origin-resource-policy')).toBe('same-site');
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(res.headers.get('cache-control')).toBe('no-store');
      for (const document of ['cross-origin-opener-policy', 'origin-agent-cluster', 'x-dns-prefetch-control', 'x-xss-protection']) {
        expect([document, res.headers.get(document)]).toEqual([document, null]);
      }
    },
  );

  it('an encoded API prefix (/%61pi/…) reaches the API with the API’s answer headers, not as a cacheable page', async () => {
    const { client } = await registerUser(t);
    const token = client.token ?? '';
    for (const path of ['/%61pi/v1/me', '/%61%70%69/v1/me', '/api/v1/%6de']) {
      const res = await fetch(`${t.url}${path}`, { headers: { token } });
      const body = (await res.json()) as { code: number };
      expect([path, body.code]).toEqual([path, 1]);
      expect([path, res.headers.get('cache-control')]).toEqual([path, 'no-store']);
      expect([path, res.headers.get('__token__')]).toEqual([path, expect.any(String)]);
      expect([path, csp(res.headers.get('content-security-policy'))]).toEqual([
        path,
        { 'default-src': ["'none'"], 'frame-ancestors': ["'none'"] },
      ]);
    }
  });

  it('relaxes only the styles and images of /api/docs (Swagger UI), never its scripts or framing', async () => {
    for (const path of ['/api/docs', '/api/docs/swagger-ui-init.js']) {
      const res = await fetch(`${t.url}${path}`);
      expect(res.status).toBe(200);
      const policy = csp(res.headers.get('content-security-policy'));
      expect(policy['style-src']).toEqual(["'self'", "'unsafe-inline'"]);
      expect(policy['img-src']).toEqual(["'self'", 'data:', 'https:']);
      expect(policy['script-src']).toEqual(["'self'"]);
      expect(policy['frame-ancestors']).toEqual(["'none'"]);
    }
    // Swagger UI's page has no inline script the strict script-src would block.
    const html = await (await fetch(`${t.url}/api/docs`)).text();
    expect(html).not.toMatch(/<script>/);
  });

  it('the sandbox checkout page allows exactly its own inline script and style, by hash', async () => {
    const html = `<style>b{}</style><script>go()</script>`;
    const policy = csp(inlinePageCsp(t.config, html));
    const sha = (s: string) => `'sha256-${createHash('sha256').update(s).digest('base64')}'`;
    expect(policy['script-src']).toEqual(["'self'", sha('go()')]);
    expect(policy['style-src']).toEqual(["'self'", sha('b{}')]);
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
  });
});

describe('TRUST_PROXY (issue #24): who may set the client IP', () => {
  let direct: TestApp;
  let behindOne: TestApp;
  let listed: TestApp;
  beforeAll(async () => {
    direct = await startApp();
    behindOne = await startApp({ TRUST_PROXY: '1' }, direct.env);
    listed = await startApp({ TRUST_PROXY: '10.0.0.0/8,127.0.0.1' }, direct.env);
  });
  afterAll(async () => {
    await behindOne.app.close();
    await listed.app.close();
    await direct.close();
  });

  /** Logs in through an app with a client-written X-Forwarded-For and reads the IP its session recorded. */
  async function sessionIp(app: TestApp, forwardedFor: string): Promise<string> {
    const { account, password } = await registerUser(app);
    const client = new ApiClient(app.url);
    const res = await client.post<AuthResultDto>('/auth/login', { account, password }, { 'x-forwarded-for': forwardedFor });
    expect(res.code).toBe(1);
    const rows = (await app.app
      .get(DataSource)
      .query(`SELECT ip FROM sessions WHERE token_hash = $1`, [createHash('sha256').update(res.data.token).digest('hex')])) as {
      ip: string;
    }[];
    return rows[0]?.ip ?? '';
  }

  it('by default a client-written X-Forwarded-For does not change req.ip', async () => {
    expect(await sessionIp(direct, '203.0.113.9')).toBe('127.0.0.1');
  });

  it('with one trusted hop, the address the proxy appended is the client; earlier (client-written) ones are not', async () => {
    expect(await sessionIp(behindOne, '203.0.113.9')).toBe('203.0.113.9');
    // The client wrote 198.51.100.7; the (one, trusted) proxy appended the address it saw.
    expect(await sessionIp(behindOne, '198.51.100.7, 203.0.113.10')).toBe('203.0.113.10');
  });

  it('with a proxy list, addresses are peeled off while they are listed proxies', async () => {
    expect(await sessionIp(listed, '198.51.100.7, 203.0.113.10')).toBe('203.0.113.10');
    expect(await sessionIp(listed, '198.51.100.7, 10.1.2.3')).toBe('198.51.100.7');
  });
});
