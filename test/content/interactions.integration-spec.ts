import { DataSource } from 'typeorm';
import type { Paged } from '@contracts/api';
import type {
  ArticleDetail,
  ArticleListItem,
  ArticleShareLink,
  AuthorListItem,
  AuthorProfile,
  FollowState,
  InteractionState,
} from '@contracts/schemas/content';
import { ApiClient } from '@test/setup/api';
import { startApp, type TestApp } from '@test/setup/harness';
import { ids, insertArticle, makeUsers, staff, until } from './helpers';

type Kind = 'like' | 'favourite';
const counter = { like: 'likes', favourite: 'favourites' } as const;
const table = { like: 'article_likes', favourite: 'article_favourites' } as const;

describe('content: likes, favourites, follows, history, shares', () => {
  let t: TestApp;
  let db: DataSource;
  let authorId: string;
  let authorClient: ApiClient;

  beforeAll(async () => {
    t = await startApp();
    db = t.app.get(DataSource);
    ({ id: authorId, client: authorClient } = await staff(t, ['author']));
  });
  afterAll(() => t.close());

  const stored = async (kind: Kind, articleId: string) => {
    const [r] = (await db.query(
      `SELECT a.${counter[kind]} AS counted, (SELECT count(*)::int FROM ${table[kind]} x WHERE x.article_id = a.id) AS rows
       FROM articles a WHERE a.id = $1`,
      [articleId],
    )) as { counted: number; rows: number }[];
    return r!;
  };

  describe.each(['like', 'favourite'] as const)('%s', (kind) => {
    it('20 concurrent taps by one reader count once; undoing twice at once counts once', async () => {
      const { id } = await insertArticle(t, { authorId });
      const [reader] = await makeUsers(t, 1);
      const replies = await Promise.all(Array.from({ length: 20 }, () => reader!.client.post<InteractionState>(`/articles/${id}/${kind}`)));
      expect(replies.every((r) => r.code === 1 && r.data[kind === 'like' ? 'liked' : 'favourited'])).toBe(true);
      expect(await stored(kind, id)).toEqual({ counted: 1, rows: 1 });

      const undo = await Promise.all([1, 2].map(() => reader!.client.delete<InteractionState>(`/articles/${id}/${kind}`)));
      expect(undo.map((r) => r.data[counter[kind]])).toEqual([0, 0]);
      expect(await stored(kind, id)).toEqual({ counted: 0, rows: 0 });
    });

    it('20 readers at once count 20, and the detail shows the reader’s flag', async () => {
      const { id } = await insertArticle(t, { authorId });
      const readers = await makeUsers(t, 20);
      const replies = await Promise.all(readers.map((r) => r.client.post<InteractionState>(`/articles/${id}/${kind}`)));
      expect(replies.every((r) => r.code === 1)).toBe(true);
      expect(Math.max(...replies.map((r) => r.data[counter[kind]]))).toBe(20);
      expect(await stored(kind, id)).toEqual({ counted: 20, rows: 20 });

      const d = await readers[0]!.client.get<ArticleDetail>(`/articles/${id}`);
      expect(d.data[counter[kind]]).toBe(20);
      expect(d.data[kind === 'like' ? 'liked' : 'favourited']).toBe(true);
      const mine = await readers[0]!.client.get<Paged<ArticleListItem>>(kind === 'like' ? '/me/likes' : '/me/favourites');
      expect(ids(mine.data.items)).toEqual([id]);
    });
  });

  it('refuses interactions with unpublished articles (404) and guests (401)', async () => {
    const draft = await insertArticle(t, { authorId, status: 'draft' });
    const [reader] = await makeUsers(t, 1);
    expect((await reader!.client.post(`/articles/${draft.id}/like`)).code).toBe(404);
    const pub = await insertArticle(t, { authorId });
    expect((await new ApiClient(t.url).post(`/articles/${pub.id}/like`)).code).toBe(401);
  });

  it('follow counts stay exact: concurrent follows of one reader count once, of 20 readers count 20; not oneself', async () => {
    const readers = await makeUsers(t, 20);
    const first = readers[0]!;
    const twice = await Promise.all(Array.from({ length: 10 }, () => first.client.post<FollowState>(`/authors/${authorId}/follow`)));
    expect(twice.every((r) => r.code === 1 && r.data.followed)).toBe(true);
    await Promise.all(readers.slice(1).map((r) => r.client.post<FollowState>(`/authors/${authorId}/follow`)));

    const profile = await first.client.get<AuthorProfile>(`/authors/${authorId}`);
    expect([profile.data.followers, profile.data.followed]).toEqual([20, true]);
    const reader = await first.client.get<AuthorProfile>(`/authors/${authorId}`);
    expect(reader.code).toBe(1);
    const [row] = (await db.query(`SELECT following FROM author_stats WHERE user_id = $1`, [first.id])) as { following: number }[];
    expect(row!.following).toBe(1);

    const followers = await new ApiClient(t.url).get<Paged<AuthorListItem>>(`/authors/${authorId}/followers?limit=100`);
    expect(followers.data.total).toBe(20);
    expect(ids(followers.data.items).sort()).toEqual(readers.map((r) => r.id).sort());
    // A reader who is not an author has no page: whom they follow is theirs alone (decision 0139).
    expect((await new ApiClient(t.url).get(`/authors/${first.id}/following`)).code).toBe(404);
    expect((await first.client.get(`/authors/${first.id}/followers`)).code).toBe(404);

    // Unfollow, concurrently and twice: one less.
    const un = await Promise.all([1, 2, 3].map(() => first.client.delete<FollowState>(`/authors/${authorId}/follow`)));
    expect(un.map((r) => r.data.followers)).toEqual([19, 19, 19]);
    expect((await authorClient.post(`/authors/${authorId}/follow`)).code).toBe(0);
    // A user without the author role has no author page and cannot be followed.
    expect((await first.client.get(`/authors/${readers[1]!.id}`)).code).toBe(404);
    expect((await first.client.post(`/authors/${readers[1]!.id}/follow`)).code).toBe(404);
  });

  it('two authors following each other at the same moment both count (no deadlock)', async () => {
    const [a, b] = [await staff(t, ['author']), await staff(t, ['author'])];
    const res = await Promise.all([a.client.post(`/authors/${b.id}/follow`), b.client.post(`/authors/${a.id}/follow`)]);
    expect(res.map((r) => r.code)).toEqual([1, 1]);
    const stats = (await db.query(`SELECT user_id, followers, following FROM author_stats WHERE user_id = ANY($1)`, [[a.id, b.id]])) as {
      followers: number;
      following: number;
    }[];
    expect(stats.map((s) => [s.followers, s.following])).toEqual([
      [1, 1],
      [1, 1],
    ]);
  });

  it('history: a logged-in read adds the article (once, newest first); clearing empties it', async () => {
    const [reader] = await makeUsers(t, 1);
    const a = await insertArticle(t, { authorId });
    const b = await insertArticle(t, { authorId });
    await reader!.client.get(`/articles/${a.id}`);
    await reader!.client.get(`/articles/${b.id}`);
    await reader!.client.get(`/articles/${b.id}`);
    const h = await reader!.client.get<Paged<ArticleListItem>>('/me/history');
    expect([ids(h.data.items), h.data.total]).toEqual([[b.id, a.id], 2]);

    const cleared = await reader!.client.delete<{ cleared: number }>('/me/history');
    expect(cleared.data).toEqual({ cleared: 2 });
    expect((await reader!.client.get<Paged<ArticleListItem>>('/me/history')).data.total).toBe(0);
    // Reading again right after clearing is recorded again.
    await reader!.client.get(`/articles/${a.id}`);
    expect(ids((await reader!.client.get<Paged<ArticleListItem>>('/me/history')).data.items)).toEqual([a.id]);
  });

  it('views: each read counts, and the flush job moves the counts to PostgreSQL', async () => {
    const { id } = await insertArticle(t, { authorId, views: 10 });
    const guest = new ApiClient(t.url);
    await Promise.all(Array.from({ length: 5 }, () => guest.get(`/articles/${id}`)));
    const d = await guest.get<ArticleDetail>(`/articles/${id}`);
    expect(d.data.views).toBe(16);
    // content.flush-views runs every CONTENT_VIEWS_FLUSH_MS (5 s): PostgreSQL catches up, Redis keeps nothing pending.
    await until('views flushed', async () => {
      const [r] = (await db.query(`SELECT views FROM articles WHERE id = $1`, [id])) as { views: number }[];
      return r!.views === 16;
    });
    expect((await guest.get<ArticleDetail>(`/articles/${id}`)).data.views).toBe(17);
  });

  it('share links: one code per reader and article, reused', async () => {
    const { id } = await insertArticle(t, { authorId });
    const [reader] = await makeUsers(t, 1);
    const [x, y] = await Promise.all([1, 2].map(() => reader!.client.post<ArticleShareLink>(`/articles/${id}/shares`)));
    expect(x!.data.code).toBe(y!.data.code);
    expect(x!.data.url).toContain(`/h5/#/pages/article/article?id=${id}&ref=${x!.data.code}`);
  });
});
