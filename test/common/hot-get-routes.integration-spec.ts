import type { Paged } from '@contracts/api';
import type { ArticleDetail, ArticleListItem } from '@contracts/schemas/content';
import { ApiClient } from '@test/setup/api';
import { startApp, type TestApp } from '@test/setup/harness';
import { insertArticle, makeUsers, staff } from '../content/helpers';
import { checkedFetch } from '@test/setup/contract';

/**
 * Hot GET routes (common/http/hot-route.ts), through the two content reads served so
 * (GET /articles, GET /articles/:id): the policies of a @Public() controller GET — optional
 * session, zod query and params, rate limit, envelope in the caller's language, the API's headers
 * and on-the-fly compression — and their OpenAPI entries.
 */
describe('hot GET routes', () => {
  let t: TestApp;
  let authorId: string;

  beforeAll(async () => {
    t = await startApp({ RATE_LIMIT_DEFAULT_PER_MINUTE: '40' });
    ({ id: authorId } = await staff(t, ['author']));
  });
  afterAll(() => t.close());

  it('guests read; a valid token identifies the reader; a bad token on a public route is ignored', async () => {
    const { id } = await insertArticle(t, { authorId });
    const guest = await new ApiClient(t.url).get<ArticleDetail>(`/articles/${id}`);
    expect(guest.code).toBe(1);
    expect(guest.data.liked).toBeUndefined();
    const [reader] = await makeUsers(t, 1);
    const mine = await reader!.client.get<ArticleDetail>(`/articles/${id}`);
    expect(mine.data).toMatchObject({ id, liked: false, favourited: false, followingAuthor: false });
    const bad = new ApiClient(t.url);
    bad.token = 'not-a-session';
    const badRead = await bad.get<ArticleDetail>(`/articles/${id}`);
    expect(badRead.code).toBe(1);
    expect(badRead.data.liked).toBeUndefined();
  });

  it('validates query and params with the shared schemas, in the caller’s language; unknown ids are 404', async () => {
    const guest = new ApiClient(t.url);
    guest.language = 'en-us';
    const badQuery = await guest.get('/articles?feed=sideways&limit=20');
    expect(badQuery).toMatchObject({ code: 0, status: 200 });
    expect((badQuery.data as { errors: { field: string }[] }).errors[0]!.field).toBe('feed');
    const badId = await guest.get('/articles/not-a-uuid');
    expect(badId.code).toBe(0);
    const missing = await guest.get('/articles/00000000-0000-4000-8000-000000000000');
    expect(missing).toMatchObject({ code: 404, status: 404, msg: 'Not found' });
  });

  it('answers with the API’s headers, compresses a large page for clients that accept it, and answers HEAD', async () => {
    for (let i = 0; i < 12; i++) await insertArticle(t, { authorId, summary: `A summary long enough to matter ${i} `.repeat(4) });
    const res = await checkedFetch(`${t.url}/api/v1/articles?feed=latest&limit=12`, { headers: { 'accept-encoding': 'gzip' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(res.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(res.headers.get('__token__')).toBeTruthy();
    expect(res.headers.get('x-request-id')).toBeTruthy();
    const page = (await res.json()) as { code: number; data: Paged<ArticleListItem> }; // fetch decompresses
    expect(page.code).toBe(1);
    expect(page.data.items).toHaveLength(12);
    const head = await checkedFetch(`${t.url}/api/v1/articles?feed=latest&limit=12`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
  });

  it('counts requests against the generic per-route limit (429 in the envelope)', async () => {
    const [reader] = await makeUsers(t, 1);
    const codes: number[] = [];
    for (let i = 0; i < 45; i++) codes.push((await reader!.client.get('/articles?feed=latest&limit=1')).status);
    expect(codes.slice(0, 40).every((s) => s === 200)).toBe(true);
    expect(codes.slice(40)).toContain(429);
  });

  it('are in the OpenAPI document: public (a token is optional), with their query parameters', async () => {
    const doc = (await (await fetch(`${t.url}/api/docs/json`)).json()) as {
      paths: Record<string, Record<string, { security: unknown[]; parameters: { name: string; in: string }[] }>>;
    };
    const list = doc.paths['/api/v1/articles']!['get']!;
    expect(list.security).toEqual([{}, { token: [] }]);
    expect(list.parameters.filter((p) => p.in === 'query').map((p) => p.name)).toEqual(expect.arrayContaining(['feed', 'page', 'limit']));
    expect(doc.paths['/api/v1/articles/{id}']!['get']!.parameters).toEqual([expect.objectContaining({ name: 'id', in: 'path' })]);
  });
});
