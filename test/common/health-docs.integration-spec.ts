import type { AreaNode, InitDto, UserDto } from '@contracts/api';
import { ApiClient } from '@test/setup/api';
import { registerUser } from '@test/setup/factories';
import { startApp, type TestApp } from '@test/setup/harness';
import { Client } from 'pg';
import { checkedFetch } from '@test/setup/contract';
import { TEST_DATABASE_URL } from '@test/setup/env';
import { until } from '../faults/processes';

interface Health {
  status: string;
  database: { ok: boolean; latencyMs: number };
  redis: { ok: boolean; latencyMs: number };
  queues: Record<string, Record<string, number>>;
}

interface OpenApiDoc {
  openapi: string;
  info: { title: string; version: string };
  paths: Record<string, Record<string, unknown>>;
}

describe('health, API docs and the bootstrap routes (real app over HTTP)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const guest = (language = 'zh-cn') => {
    const c = new ApiClient(t.url);
    c.language = language;
    return c;
  };

  it('GET /health reports the database, Redis and every queue with its job counts', async () => {
    const res = await guest().get<Health>('/health');
    expect(res).toMatchObject({ status: 200, code: 1, data: { status: 'ok', database: { ok: true }, redis: { ok: true } } });
    expect(res.data.database.latencyMs).toEqual(expect.any(Number));
    expect(Object.keys(res.data.queues).sort()).toEqual([
      'advertisers',
      'audit',
      'content',
      'contest',
      'maintenance',
      'membership',
      'notices',
      'orders',
      'search',
      'shop',
    ]);
    for (const counts of Object.values(res.data.queues)) {
      for (const state of ['waiting', 'active', 'delayed', 'failed', 'completed']) {
        expect(counts[state]).toEqual(expect.any(Number));
        expect(counts[state]).toBeGreaterThanOrEqual(0);
      }
    }
    // The hourly purge scheduler is registered at start-up, so the maintenance queue holds a job.
    const m = res.data.queues['maintenance'] ?? {};
    expect((m['waiting'] ?? 0) + (m['active'] ?? 0) + (m['delayed'] ?? 0) + (m['completed'] ?? 0)).toBeGreaterThan(0);
  });

  it('serves the OpenAPI page (HTML with its assets) and the JSON document listing the routes', async () => {
    const page = await fetch(`${t.url}/api/docs`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    const html = await page.text();
    expect(html).toMatch(/swagger-ui/i);
    const css = /href="([^"]*swagger-ui\.css)"/.exec(html)?.[1];
    expect(css).toBeDefined();
    const asset = await fetch(new URL(css ?? '', `${t.url}/api/docs`));
    expect(asset.status).toBe(200);
    expect(asset.headers.get('content-type')).toMatch(/text\/css/);

    const json = await fetch(`${t.url}/api/docs/json`);
    expect(json.status).toBe(200);
    const doc = (await json.json()) as OpenApiDoc;
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.info).toMatchObject({ title: 'Reefline API', version: '1.0.1' });
    expect(doc.paths['/api/v1/auth/login']).toHaveProperty('post');
    expect(doc.paths['/api/v1/uploads/images']).toHaveProperty('post');
    expect(doc.paths['/api/v1/common/init']).toHaveProperty('get');
    expect(doc.paths['/api/v1/health']).toHaveProperty('get');
    // A hot route (served by Fastify directly) is documented like the others.
    expect(doc.paths['/api/v1/entries/{id}/votes']).toMatchObject({ post: { tags: ['contest'], requestBody: expect.anything() } });
  });

  it('sends a page link that lost its # to the H5 app route it names, query included; missing files stay 404', async () => {
    const res = await fetch(`${t.url}/h5/pages/vote/vote?entry=e1&ref=AbC123`, { redirect: 'manual' });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/h5/#/pages/vote/vote?entry=e1&ref=AbC123');
    for (const path of ['/', '/h5']) {
      const root = await fetch(`${t.url}${path}`, { redirect: 'manual' });
      expect(root.headers.get('location')).toBe('/h5/');
    }
    // Any other page path goes to the app too (which shows its own "not found" for unknown pages)…
    const other = await fetch(`${t.url}/h5/exhibitions`, { redirect: 'manual' });
    expect(other.status).toBe(302);
    expect(other.headers.get('location')).toBe('/h5/#/exhibitions');
    // …but a missing file, or another method, is a 404 in the envelope.
    for (const [method, path] of [
      ['GET', '/h5/assets/missing-0000.js'],
      ['POST', '/h5/pages/vote/vote'],
    ] as const) {
      const res = await fetch(`${t.url}${path}`, { method, redirect: 'manual', headers: { language: 'en-us' } });
      expect(res.status).toBe(404);
      expect(await res.json()).toMatchObject({ code: 404, msg: expect.any(String) });
    }
  });

  it('GET /common/init gives version, languages, a working __token__ (body and header) and the currency by language', async () => {
    const en = await guest('en-us').get<InitDto>('/common/init');
    expect(en).toMatchObject({ status: 200, code: 1, msg: 'Success' });
    expect(en.data).toMatchObject({ version: '1.0.1', versionCode: 101, currency: { code: 'USD', symbol: '$' } });
    expect(en.data.languages.map((l) => [l.code, l.id])).toEqual([
      ['zh-cn', 1],
      ['en-us', 2],
      ['zh-hant', 3],
    ]);
    expect(en.data.__token__).toMatch(/^[0-9a-z]+\.[\w-]+\.[\w-]+$/);
    expect(en.headers.get('__token__')).toMatch(/^[0-9a-z]+\.[\w-]+\.[\w-]+$/);

    const zh = await guest('zh-cn').get<InitDto>('/common/init');
    expect(zh.data.currency).toEqual({ code: 'CNY', symbol: '¥' });
    expect(zh.msg).toBe('操作成功');

    // For a logged-in caller the token in data is bound to the session: it authorises a write…
    const { client } = await registerUser(t);
    const init = await client.get<InitDto>('/common/init');
    const fromData = await client.patch<UserDto>('/me', { nickname: 'Init token' }, { __token__: init.data.__token__ });
    expect(fromData).toMatchObject({ code: 1, data: { nickname: 'Init token' } });
    const fromHeader = await client.patch<UserDto>('/me', { bio: 'header token' }, { __token__: init.headers.get('__token__') ?? '' });
    expect(fromHeader.code).toBe(1);
    // …while a guest's token (bound to no session) does not.
    const forged = await client.patch('/me', { bio: 'guest token' }, { __token__: en.data.__token__ });
    expect(forged.code).toBe(0);
    expect(forged.data).toMatchObject({ errors: [{ field: '__token__' }] });
  });

  it('GET /common/areas returns the area tree in the caller’s language, with children', async () => {
    const names = async (language: string) => {
      const res = await guest(language).get<AreaNode[]>('/common/areas');
      expect(res.code).toBe(1);
      const china = res.data.find((n) => n.code === 'CN');
      const beijing = china?.children?.find((n) => n.code === '110000');
      const city = beijing?.children?.find((n) => n.code === '110100');
      expect(city?.children?.length).toBeGreaterThan(0);
      return [china?.name, beijing?.name, city?.name];
    };
    expect(await names('zh-cn')).toEqual(['中国', '北京市', '北京市']);
    expect(await names('en-us')).toEqual(['China', 'Beijing', 'Beijing']);
    expect(await names('zh-hant')).toEqual(['中國', '北京市', '北京市']);
  });

  it('picks the message language from language-id when there is no language header', async () => {
    const url = `${t.url}/api/v1/me`;
    const byId = async (id: string) =>
      (await (await fetch(url, { headers: { 'language-id': id } })).json()) as { code: number; msg: string };
    expect(await byId('2')).toEqual({ code: 401, msg: 'Please log in first', data: null });
    expect((await byId('1')).msg).toBe('请先登录');
    expect((await byId('3')).msg).toBe('請先登入');
    const bad = await checkedFetch(`${t.url}/api/v1/auth/codes`, {
      method: 'POST',
      headers: { 'language-id': '2', 'content-type': 'application/json' },
      body: JSON.stringify({ channel: 'sms', target: '123', purpose: 'register' }),
    });
    const body = (await bad.json()) as { code: number; msg: string };
    expect(body.code).toBe(0);
    expect(body.msg).toMatch(/mobile/i);
  });
  it('frames every answer: a request id (echoed when the caller sends a sane one), and on API answers a __token__ and no-store', async () => {
    const api = await checkedFetch(`${t.url}/api/v1/health`);
    expect(api.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(api.headers.get('__token__')).toMatch(/^[0-9a-z]+\.[\w-]+\.[\w-]+$/);
    expect(api.headers.get('cache-control')).toBe('no-store');
    const echoed = await checkedFetch(`${t.url}/api/v1/health`, { headers: { 'x-request-id': 'support-1234' } });
    expect(echoed.headers.get('x-request-id')).toBe('support-1234');
    const unsafe = await checkedFetch(`${t.url}/api/v1/health`, { headers: { 'x-request-id': 'a b<script>' } });
    expect(unsafe.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    // Outside the API: an id, but neither the token nor no-store (static files are cacheable).
    const page = await fetch(`${t.url}/h5/`, { redirect: 'manual' });
    expect(page.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(page.headers.get('__token__')).toBeNull();
    expect(page.headers.get('cache-control')).not.toBe('no-store');
    // Errors raised before any handler (a body that is not JSON, on a Nest route and on a hot route)
    // get the envelope in the caller's language, and the same framing.
    for (const path of ['/api/v1/auth/login', '/api/v1/entries/00000000-0000-4000-8000-000000000000/votes']) {
      for (const [language, pattern] of [
        ['en-us', /[a-z]/i],
        ['zh-cn', /[\u4e00-\u9fff]/],
      ] as const) {
        const res = await fetch(`${t.url}${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', language },
          body: '{"a":',
        });
        expect(res.status).toBe(200);
        expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
        expect(res.headers.get('cache-control')).toBe('no-store');
        const body = (await res.json()) as { code: number; msg: string };
        expect(body.code).toBe(0);
        expect(body.msg).toMatch(pattern);
      }
    }
    // The answers are counted in the HTTP metrics, by route pattern.
    const metrics = await (await fetch(`${t.url}/metrics`)).text();
    expect(metrics).toMatch(/reefline_http_requests_total\{method="GET",route="\/api\/v1\/health",status="200"\} [1-9]/);
    expect(metrics).toMatch(/reefline_http_requests_total\{method="POST",route="\/api\/v1\/entries\/:id\/votes",status="200"\} [1-9]/);
  });

  it('answers HTTP 503 with code 1 and status degraded while the database is unreachable, as the document declares, and recovers', async () => {
    const admin = new Client({ connectionString: TEST_DATABASE_URL });
    await admin.connect();
    const db = t.env.dbName;
    try {
      // Nobody (superusers included) may connect to the app's database; its pooled connections end.
      await admin.query(`ALTER DATABASE ${db} ALLOW_CONNECTIONS false`);
      await admin.query(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()`, [db]);
      // checkedFetch validates the answer against the route's declared 503
      const res = await checkedFetch(`${t.url}/api/v1/health`);
      expect(res.status).toBe(503);
      const body = (await res.json()) as { code: number; data: Health };
      expect(body).toMatchObject({ code: 1, data: { status: 'degraded', database: { ok: false }, redis: { ok: true } } });
    } finally {
      await admin.query(`ALTER DATABASE ${db} ALLOW_CONNECTIONS true`);
      await admin.end();
    }
    await until('health ok again', async () => (await fetch(`${t.url}/api/v1/health`)).status === 200);
  });
});
