import { Client } from 'pg';
import type { Paged } from '@contracts/api';
import type { ArticleDetail, ArticleListItem } from '@contracts/schemas/content';
import { ApiClient } from '@test/setup/api';
import { createTestEnv, startApp, type TestApp } from '@test/setup/harness';
import { insertArticle, makeUsers, staff, until } from './helpers';

/**
 * What the hot reads keep in memory (docs/decisions/0111-article-hot-reads.md, docs/decisions/0112-reader-flags.md, docs/decisions/0085-article-views-and-history.md): a reader's flags, an
 * article's shared part, history rows gathered before writing. A change made on this instance
 * shows at once; nothing gathered is lost when the app stops.
 */
describe('content: hot reads’ caches', () => {
  let t: TestApp;
  let authorId: string;
  let author: ApiClient;

  beforeAll(async () => {
    t = await startApp();
    ({ id: authorId, client: author } = await staff(t, ['author']));
  });
  afterAll(() => t.close());

  const feedItem = async (c: ApiClient, id: string) =>
    (await c.get<Paged<ArticleListItem>>('/articles?feed=latest&limit=50')).data.items.find((i) => i.id === id)!;

  it('a reader’s like, save and follow show at once in the feed and the article, with the new counts', async () => {
    const { id } = await insertArticle(t, { authorId });
    const [reader] = await makeUsers(t, 1);
    const c = reader!.client;
    expect(await feedItem(c, id)).toMatchObject({ liked: false, favourited: false });
    expect((await c.get<ArticleDetail>(`/articles/${id}`)).data).toMatchObject({ liked: false, likes: 0, followingAuthor: false });

    expect((await c.post(`/articles/${id}/like`)).code).toBe(1);
    expect((await c.post(`/articles/${id}/favourite`)).code).toBe(1);
    expect((await c.post(`/authors/${authorId}/follow`)).code).toBe(1);
    expect(await feedItem(c, id)).toMatchObject({ liked: true, favourited: true });
    const d = (await c.get<ArticleDetail>(`/articles/${id}`)).data;
    expect(d).toMatchObject({ liked: true, favourited: true, likes: 1, favourites: 1, followingAuthor: true });

    expect((await c.delete(`/articles/${id}/like`)).code).toBe(1);
    expect((await c.get<ArticleDetail>(`/articles/${id}`)).data).toMatchObject({ liked: false, likes: 0 });
  });

  it('a like on another instance reaches this one’s cached flags through Redis (well within their 60 s life)', async () => {
    const other = await startApp({}, t.env); // a second instance on the same database and Redis
    try {
      const { id } = await insertArticle(t, { authorId });
      const [reader] = await makeUsers(t, 1);
      const here = reader!.client;
      const there = new ApiClient(other.url);
      there.token = here.token;
      const liked = async () => (await here.get<ArticleDetail>(`/articles/${id}`)).data.liked;
      expect(await liked()).toBe(false);
      await there.get('/me'); // its anti-forgery token
      expect((await there.post(`/articles/${id}/like`)).code).toBe(1);
      await until('the like shows on the first instance', liked, 5_000);
    } finally {
      await other.close();
    }
  });

  it('a withdrawn article is gone at once, though its page was cached', async () => {
    const { id } = await insertArticle(t, { authorId });
    const guest = new ApiClient(t.url);
    expect((await guest.get(`/articles/${id}`)).code).toBe(1);
    expect((await author.post(`/me/articles/${id}/withdraw`)).code).toBe(1);
    expect((await guest.get(`/articles/${id}`)).code).toBe(404);
  });

  it('history rows are written in batches, and what is gathered is written when the app stops', async () => {
    const env = await createTestEnv();
    const own = await startApp({}, env);
    try {
      const { id: writerId } = await staff(own, ['author']);
      const ids = await Promise.all(Array.from({ length: 5 }, () => insertArticle(own, { authorId: writerId })));
      const [reader] = await makeUsers(own, 1);
      await Promise.all(ids.map((a) => reader!.client.get(`/articles/${a.id}`)));
      await own.close(); // at once: the rows are at most gathered, not yet written
      const db = new Client({ connectionString: env.databaseUrl });
      await db.connect();
      try {
        const { rows } = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM reading_history WHERE user_id = $1`, [reader!.id]);
        expect(rows[0]!.n).toBe(5);
      } finally {
        await db.end();
      }
    } finally {
      await env.cleanup();
    }
  });

  it('the reader’s history shows a read at once (this instance writes what it gathered first)', async () => {
    const { id } = await insertArticle(t, { authorId });
    const [reader] = await makeUsers(t, 1);
    await reader!.client.get(`/articles/${id}`);
    const h = await reader!.client.get<Paged<ArticleListItem>>('/me/history');
    expect(h.data.items.map((i) => i.id)).toEqual([id]);
  });
});
