/**
 * Issue #25: the H5 app as the server sends it — precompressed, cached by kind, a missing file a
 * 404 — and the API's large answers compressed. The app is served from the built client
 * (client/dist: `npm test` builds it first; alone, run `npm run build:client`).
 */
import { existsSync, readFileSync } from 'node:fs';
import { request } from 'node:http';
import { join, resolve } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { startApp, type TestApp } from '@test/setup/harness';
import { FIRST_RENDER_BUDGET_BYTES, FIRST_RENDER_BUDGET_FILES, firstLoad, pageChunks, readManifest } from '../../bench/web-budget';
import { WEB_PAGES } from '../../bench/web-pages';

const DIST = resolve(__dirname, '..', '..', 'client', 'dist');

interface Raw {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A GET whose body is left as sent (fetch would decode it). */
function rawGet(url: string, headers: Record<string, string> = {}): Promise<Raw> {
  return new Promise((done, fail) => {
    const req = request(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => done({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', fail);
    });
    req.on('error', fail);
    req.end();
  });
}

const varies = (r: Raw) =>
  String(r.headers['vary'] ?? '')
    .toLowerCase()
    .includes('accept-encoding');

describe('H5 delivery: compressed, cached by kind, a missing file a 404 (issue #25)', () => {
  let t: TestApp;
  let script: string; // the entry chunk's path, from index.html

  beforeAll(async () => {
    if (!existsSync(join(DIST, 'index.html'))) throw new Error('client/dist is missing: run `npm run build:client` first');
    const html = readFileSync(join(DIST, 'index.html'), 'utf8');
    const src = /<script type="module"[^>]*src="\/h5\/(assets\/[^"]+\.js)"/.exec(html)?.[1];
    if (!src) throw new Error('index.html names no entry script');
    script = src;
    t = await startApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  test('a JS asset comes back brotli-encoded, or gzip-encoded, as asked, and is the very file', async () => {
    const file = readFileSync(join(DIST, script));
    const br = await rawGet(`${t.url}/h5/${script}`, { 'accept-encoding': 'gzip, deflate, br' });
    expect([br.status, br.headers['content-encoding'], varies(br)]).toEqual([200, 'br', true]);
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.body.length).toBeLessThan(file.length / 2);
    expect(brotliDecompressSync(br.body).equals(file)).toBe(true);

    const gz = await rawGet(`${t.url}/h5/${script}`, { 'accept-encoding': 'gzip' });
    expect([gz.status, gz.headers['content-encoding'], varies(gz)]).toEqual([200, 'gzip', true]);
    expect(gunzipSync(gz.body).equals(file)).toBe(true);

    const plain = await rawGet(`${t.url}/h5/${script}`);
    expect([plain.status, plain.headers['content-encoding'], varies(plain)]).toEqual([200, undefined, true]);
    expect(plain.body.equals(file)).toBe(true);
  });

  test('a hashed asset is cached for a year, immutable; its ETag answers a revalidation with 304', async () => {
    const first = await rawGet(`${t.url}/h5/${script}`, { 'accept-encoding': 'br' });
    expect(first.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const etag = String(first.headers['etag'] ?? '');
    expect(etag).not.toBe('');
    const again = await rawGet(`${t.url}/h5/${script}`, { 'accept-encoding': 'br', 'if-none-match': etag });
    expect(again.status).toBe(304);
  });

  test('a built script carries nosniff and CORP but not the document headers; the page itself keeps its CSP', async () => {
    const asset = await rawGet(`${t.url}/h5/${script}`, { 'accept-encoding': 'br' });
    expect(asset.headers['x-content-type-options']).toBe('nosniff');
    expect(asset.headers['cross-origin-resource-policy']).toBe('same-site');
    expect(asset.headers['content-security-policy']).toBeUndefined();
    expect(asset.headers['x-frame-options']).toBeUndefined();
    const page = await rawGet(`${t.url}/h5/`, { 'accept-encoding': 'br' });
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.headers['x-frame-options']).toBe('DENY');
    // a path that only looks like an asset folder is still a document-headed answer
    const missing = await rawGet(`${t.url}/h5/assets/nope/../../index.html`, {});
    expect(missing.headers['content-security-policy']).toBeTruthy();
  });

  test('index.html (also as /h5/), the service worker and the manifests are revalidated every time (no-cache), with ETags', async () => {
    for (const path of ['/h5/', '/h5/index.html', '/h5/sw.js', '/h5/manifest.webmanifest', '/h5/checkin.webmanifest']) {
      const r = await rawGet(`${t.url}${path}`, { 'accept-encoding': 'br, gzip' });
      expect([path, r.status, r.headers['cache-control']]).toEqual([path, 200, 'no-cache']);
      expect(r.headers['etag']).toBeTruthy();
    }
    // small enough (under a kilobyte) that the build may leave it uncompressed
    const index = await rawGet(`${t.url}/h5/`, { 'accept-encoding': 'br' });
    const html = index.headers['content-encoding'] === 'br' ? brotliDecompressSync(index.body) : index.body;
    expect(html.toString()).toContain('<div id="root">');
  });

  test('the service worker and the web app manifest come with their types and the app policy (issue #35)', async () => {
    const sw = await rawGet(`${t.url}/h5/sw.js`);
    expect(sw.status).toBe(200);
    expect(sw.headers['content-type']).toMatch(/^(application|text)\/javascript/);
    // a worker runs under the policy its script came with: its own scripts, the app's own origin for fetches
    const policy = String(sw.headers['content-security-policy'] ?? '');
    expect(policy).toContain("script-src 'self'");
    expect(policy).toContain("connect-src 'self'");
    expect(policy).toContain("worker-src 'self'");
    expect(sw.body.toString()).toContain('reefline-api-'); // the app's worker, not a placeholder
    // the precache lists the shell, never the whole build nor the worker itself
    expect(sw.body.toString()).toContain('"index.html"');
    expect(sw.body.toString()).not.toContain('"sw.js"');

    const manifest = await rawGet(`${t.url}/h5/manifest.webmanifest`);
    expect(manifest.status).toBe(200);
    expect(manifest.headers['content-type']).toMatch(/^application\/manifest\+json/);
    const body = JSON.parse(manifest.body.toString()) as { start_url: string; icons: { src: string; type: string }[] };
    expect(body.start_url).toBe('./');
    for (const icon of body.icons) {
      const r = await rawGet(`${t.url}/h5/${icon.src}`);
      expect([icon.src, r.status, r.headers['content-type']]).toEqual([icon.src, 200, icon.type]);
    }
    // the volunteers' former worker is gone: its registrations are taken over by /h5/sw.js (same scope)
    expect((await rawGet(`${t.url}/h5/checkin-sw.js`)).status).toBe(404);
  });

  test('a missing asset is a 404, never index.html', async () => {
    for (const path of ['/h5/assets/index-missing0.js', '/h5/assets/missing.css', '/h5/nothing.js']) {
      const r = await rawGet(`${t.url}${path}`, { 'accept-encoding': 'br, gzip' });
      expect([path, r.status]).toEqual([path, 404]);
      expect(r.headers['content-type']).not.toMatch(/html/);
      expect(r.body.toString()).not.toContain('<div id="root">');
    }
  });

  test('the build manifest is not served', async () => {
    expect((await rawGet(`${t.url}/h5/.vite/manifest.json`)).status).toBe(404);
  });

  test('an API answer above the threshold travels compressed (gzip, or brotli when only that is accepted); a small one does not', async () => {
    const large = await rawGet(`${t.url}/api/v1/common/areas`, { 'accept-encoding': 'gzip, deflate, br', language: 'en-us' });
    expect([large.status, large.headers['content-encoding'], varies(large)]).toEqual([200, 'gzip', true]);
    const body = JSON.parse(gunzipSync(large.body).toString()) as { code: number };
    expect(body.code).toBe(1);
    const br = await rawGet(`${t.url}/api/v1/common/areas`, { 'accept-encoding': 'br, gzip;q=0', language: 'en-us' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(br.body).toString())).toEqual(body);
    const none = await rawGet(`${t.url}/api/v1/common/areas`, { language: 'en-us' });
    expect(none.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(none.body.toString())).toEqual(body);

    const small = await rawGet(`${t.url}/api/v1/health`, { 'accept-encoding': 'br' });
    expect(small.body.length).toBeLessThan(1024);
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  // issue #25's budget: the home page, an article page and the contest page; the exhibition page is held to it too
  test.each(['home', 'article', 'contest', 'exhibition'])(
    'the %s page needs at most 170 KB of gzipped JS and CSS, in at most 12 files, before its first render',
    (name) => {
      const manifest = readManifest(DIST);
      if (!manifest) throw new Error('client/dist/.vite/manifest.json is missing (vite build.manifest)');
      const page = WEB_PAGES.find((p) => p.name === name);
      if (!page) throw new Error(`bench/web-pages.ts has no ${name} page`);
      const chunks = pageChunks(manifest, page);
      expect(chunks).toBeDefined();
      const load = firstLoad(DIST, manifest, chunks, page.texts);
      expect(load.files.some((f) => f.endsWith('.css'))).toBe(true);
      const files = chunks!.map((key) => manifest[key]!.file);
      expect(files).toHaveLength(1 + (page.layouts?.length ?? 0)); // the page's chunk and its layouts'
      expect(load.files).toEqual(expect.arrayContaining(files));
      expect(load.gzipBytes).toBeLessThanOrEqual(FIRST_RENDER_BUDGET_BYTES);
      expect(load.files.length).toBeLessThanOrEqual(FIRST_RENDER_BUDGET_FILES);
    },
  );
});
