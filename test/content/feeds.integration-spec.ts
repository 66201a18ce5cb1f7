import type { Paged } from '@contracts/api';
import type { ArticleDetail, ArticleListItem, CategoryDto } from '@contracts/schemas/content';
import { RedisService } from '@server/infra/redis/redis.service';
import { FeedsService } from '@server/modules/content/services/feeds.service';
import { ApiClient } from '@test/setup/api';
import { startApp, type TestApp } from '@test/setup/harness';
import { ids, insertArticle, makeUsers, staff, until } from './helpers';

const HOUR = 3_600_000;

describe('content: feeds, related and translations', () => {
  let t: TestApp;
  let guest: ApiClient;
  let authorA: string;
  let authorB: string;

  beforeAll(async () => {
    t = await startApp();
    guest = new ApiClient(t.url);
    authorA = (await staff(t, ['author'])).id;
    authorB = (await staff(t, ['author'])).id;
  });
  afterAll(() => t.close());

  const feed = async (query: string, client = guest) => {
    const res = await client.get<Paged<ArticleListItem>>(`/articles?${query}`);
    expect(res.code).toBe(1);
    return res.data;
  };

  it('latest: newest first, paged with totals, by category and by author, never drafts or withdrawn', async () => {
    const now = Date.now();
    const made: string[] = [];
    for (let i = 0; i < 7; i++) {
      made.push(
        (
          await insertArticle(t, {
            authorId: i % 2 ? authorB : authorA,
            category: 'gear',
            publishedAt: new Date(now - (i + 1) * HOUR),
          })
        ).id,
      );
    }
    await insertArticle(t, { authorId: authorA, category: 'gear', status: 'draft' });
    await insertArticle(t, { authorId: authorA, category: 'gear', status: 'in_review' });
    await insertArticle(t, { authorId: authorA, category: 'gear', status: 'withdrawn', publishedAt: new Date(now) });

    const p1 = await feed('feed=latest&category=gear&limit=3&page=1');
    const p2 = await feed('feed=latest&category=gear&limit=3&page=2');
    const p3 = await feed('feed=latest&category=gear&limit=3&page=3');
    expect([p1.total, p1.hasMore, p3.hasMore]).toEqual([7, true, false]);
    expect([...ids(p1.items), ...ids(p2.items), ...ids(p3.items)]).toEqual(made);
    expect((await feed('feed=latest&category=gear&limit=3&page=4')).items).toEqual([]);

    const byB = await feed(`feed=latest&category=gear&author=${authorB}`);
    expect(ids(byB.items)).toEqual(made.filter((_, i) => i % 2));
    // A list item never carries any body.
    expect(Object.keys(p1.items[0]!)).not.toContain('body');
    expect(Object.keys(p1.items[0]!)).not.toContain('preview');
  });

  it('recommended: editor picks first, then recent likes and views; popular: likes and views in the window', async () => {
    const now = Date.now();
    const [plain, liked, picked] = [
      await insertArticle(t, { authorId: authorA, category: 'training', publishedAt: new Date(now - HOUR) }),
      await insertArticle(t, { authorId: authorA, category: 'training', publishedAt: new Date(now - 2 * HOUR) }),
      await insertArticle(t, { authorId: authorB, category: 'training', publishedAt: new Date(now - 3 * HOUR), editorPick: true }),
    ];
    const readers = await makeUsers(t, 3);
    for (const r of readers) expect((await r.client.post(`/articles/${liked.id}/like`)).code).toBe(1);
    await guest.get(`/articles/${liked.id}`);

    // Feed pages and scores are cached for a second or two: poll until the likes show (or time out).
    const order = (q: string, want: string[]) =>
      until(`${q} in order`, async () => JSON.stringify(ids((await feed(q)).items)) === JSON.stringify(want), 5_000);
    await order('feed=recommended&category=training', [picked.id, liked.id, plain.id]);
    await order('feed=popular&category=training', [liked.id, plain.id, picked.id]);
    // Before the likes count, an unscored page would be ordered by time: the orders above are not that.
    expect(ids((await feed('feed=latest&category=training')).items)).toEqual([plain.id, liked.id, picked.id]);

    // Redis loses the popularity sets (flush, restart): the next read rebuilds them from PostgreSQL's likes.
    const redis = t.app.get(RedisService).client;
    const keys = (await redis.keys(`${t.env.redisPrefix}content:pop:*`)).map((k) => k.slice(t.env.redisPrefix.length));
    expect(keys).toContain('content:pop:ready');
    await redis.del(...keys);
    await until('the rebuild', async () => (await feed('feed=popular&category=training')) && (await redis.exists('content:pop:ready')));
    // Pages computed from the rebuilt sets only (without them all scores are 0 and the order is by time).
    t.app.get(FeedsService).invalidate();
    expect(ids((await feed('feed=popular&category=training')).items)).toEqual([liked.id, plain.id, picked.id]);
  });

  it('shows one version per translation group: the reader’s language, else zh-cn, else en-us, else zh-hant', async () => {
    const zh = await insertArticle(t, { authorId: authorA, category: 'news', language: 'zh-cn', title: '鲸鲨季' });
    const en = await insertArticle(t, {
      authorId: authorA,
      category: 'news',
      language: 'en-us',
      title: 'Whale shark season',
      translationGroupId: zh.translationGroupId,
    });
    const hant = await insertArticle(t, {
      authorId: authorA,
      category: 'news',
      language: 'zh-hant',
      title: '鯨鯊季',
      translationGroupId: zh.translationGroupId,
      status: 'draft',
    });
    const onlyEn = await insertArticle(t, { authorId: authorB, category: 'news', language: 'en-us', title: 'Only English' });

    const as = async (language: string) => {
      const c = new ApiClient(t.url);
      c.language = language;
      const res = await c.get<Paged<ArticleListItem>>('/articles?feed=latest&category=news');
      return res.data.items.map((i) => [i.id, i.language]).sort();
    };
    expect(await as('en-us')).toEqual(
      [
        [en.id, 'en-us'],
        [onlyEn.id, 'en-us'],
      ].sort(),
    );
    // zh-hant's version is a draft: zh-cn stands in.
    expect(await as('zh-hant')).toEqual(
      [
        [zh.id, 'zh-cn'],
        [onlyEn.id, 'en-us'],
      ].sort(),
    );
    expect(await as('zh-cn')).toEqual(
      [
        [zh.id, 'zh-cn'],
        [onlyEn.id, 'en-us'],
      ].sort(),
    );

    // The detail of an id is that id, listing the other published languages.
    const d = await guest.get<ArticleDetail>(`/articles/${zh.id}`);
    expect(d.data.translations).toEqual([{ id: en.id, language: 'en-us' }]);
    expect((await guest.get(`/articles/${hant.id}`)).code).toBe(404);
  });

  it('related: same tags or author, most shared tags first, never itself, its translations, withdrawn or unpublished', async () => {
    const src = await insertArticle(t, { authorId: authorA, category: 'marine_life', tags: ['manta', 'maldives'] });
    const translation = await insertArticle(t, {
      authorId: authorA,
      tags: ['manta', 'maldives'],
      language: 'en-us',
      translationGroupId: src.translationGroupId,
    });
    const both = await insertArticle(t, { authorId: authorB, tags: ['maldives', 'manta', 'reef'] });
    const one = await insertArticle(t, { authorId: authorB, tags: ['manta'] });
    const sameAuthor = await insertArticle(t, { authorId: authorA, tags: ['gear-review'] });
    const withdrawn = await insertArticle(t, { authorId: authorB, tags: ['manta', 'maldives'], status: 'withdrawn' });
    const draft = await insertArticle(t, { authorId: authorB, tags: ['manta', 'maldives'], status: 'draft' });
    const unrelated = await insertArticle(t, { authorId: authorB, tags: ['wrecks'] });

    const res = await guest.get<ArticleListItem[]>(`/articles/${src.id}/related?limit=20`);
    expect(res.code).toBe(1);
    const got = ids(res.data);
    expect(got.slice(0, 2)).toEqual([both.id, one.id]);
    expect(got).toContain(sameAuthor.id);
    for (const never of [src.id, translation.id, withdrawn.id, draft.id, unrelated.id]) expect(got).not.toContain(never);

    expect((await guest.get(`/articles/${withdrawn.id}/related`)).code).toBe(404);
    expect((await guest.get(`/articles/${src.id}/related?limit=0`)).code).toBe(0);
  });

  it('lists the categories in the reader’s language', async () => {
    const c = new ApiClient(t.url);
    c.language = 'en-us';
    const res = await c.get<CategoryDto[]>('/articles/categories');
    expect(res.data.find((x) => x.key === 'marine_life')).toEqual({ key: 'marine_life', name: 'Marine life' });
    expect((await guest.get('/articles?feed=nope')).code).toBe(0);
  });
});
