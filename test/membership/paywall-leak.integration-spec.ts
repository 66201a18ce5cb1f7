import { EventBus } from '@nestjs/cqrs';
import { randomBytes } from 'node:crypto';
import { DataSource } from 'typeorm';
import type { ArticleDetail } from '@contracts/schemas/content';
import { SearchDocumentsChanged } from '@server/modules/search/events/search.events';
import { ApiClient } from '@test/setup/api';
import { startApp, type TestApp } from '@test/setup/harness';
import { insertArticle, makeUsers, staff } from '../content/helpers';
import { eventually, ids as searchIds, searchQueueIdle } from '../search/helpers';
import { giveCredits, setVipUntil } from './helpers';

/**
 * The locked part of an article never leaves the server, on any route that returns article text,
 * for a guest, a member without credit and a member with credit who has not unlocked it. A VIP
 * (the control) gets it, so the sweep can fail.
 */
describe('membership: the locked part leaks through no route', () => {
  let t: TestApp;
  const secret = `SECRETREEF${randomBytes(4).toString('hex')}`;
  const openWord = 'PREVIEWREEF';
  let articleId: string;
  let siblingId: string;
  let issueId: string;
  let magazineId: string;
  let authorId: string;

  beforeAll(async () => {
    t = await startApp();
    await searchQueueIdle(t);
    authorId = (await staff(t, ['author'])).id;
    const db = t.app.get(DataSource);
    const [m] = (await db.query(
      `INSERT INTO magazines (title, description, publisher, frequency, cover, position) VALUES ($1, $1, $2, 'monthly', '/uploads/m.jpg', 0) RETURNING id`,
      [
        JSON.stringify({ 'zh-cn': '海', 'en-us': 'Sea', 'zh-hant': '海' }),
        JSON.stringify({ 'zh-cn': 'Sea Press', 'en-us': 'Sea Press', 'zh-hant': 'Sea Press' }),
      ],
    )) as { id: string }[];
    magazineId = m!.id;
    const [i] = (await db.query(
      `INSERT INTO magazine_issues (magazine_id, kind, number, title, cover, issued_on) VALUES ($1, 'monthly', 1, $2, '/uploads/i.jpg', '2026-01-01') RETURNING id`,
      [magazineId, JSON.stringify({ 'zh-cn': '一期', 'en-us': 'One', 'zh-hant': '一期' })],
    )) as { id: string }[];
    issueId = i!.id;
    const body = `<p>${openWord} ${'open water words '.repeat(6)}</p><p>${'filler text here '.repeat(20)}</p><p>${secret} hidden reef coordinates</p>`;
    articleId = (
      await insertArticle(t, {
        authorId,
        title: 'Locked dive log',
        body,
        locked: true,
        previewLength: 60,
        tags: ['leak'],
        issueId,
        editorPick: true,
      })
    ).id;
    siblingId = (await insertArticle(t, { authorId, title: 'Sibling', tags: ['leak'] })).id;
    t.app.get(EventBus).publish(new SearchDocumentsChanged({ kind: 'article', ids: [articleId] }));
    await eventually(
      () => searchIds(new ApiClient(t.url), openWord),
      (l) => l.includes(articleId),
    );
  });
  afterAll(() => t.close());

  /** Every route that returns article text, as this client sees it (JSON text of each answer). */
  async function sweep(client: ApiClient, loggedIn: boolean): Promise<Record<string, string>> {
    const out: Record<string, string> = {};
    const get = async (path: string) => {
      const r = await client.get(path);
      out[path] = JSON.stringify(r.data);
    };
    if (loggedIn) {
      await client.post(`/articles/${articleId}/like`);
      await client.post(`/articles/${articleId}/favourite`);
      const share = await client.post(`/articles/${articleId}/shares`);
      out['share'] = JSON.stringify(share.data);
    }
    await get(`/articles/${articleId}`);
    for (const feed of ['latest', 'popular', 'recommended']) await get(`/articles?feed=${feed}&limit=100`);
    await get(`/articles?author=${authorId}&limit=100`);
    await get(`/articles/${siblingId}/related`);
    await get(`/search?q=${openWord}`);
    await get(`/search?q=${openWord}&type=article`);
    await get(`/search?q=${secret}`);
    await get(`/magazine-issues/${issueId}`);
    await get(`/magazines/${magazineId}`);
    await get(`/magazines/${magazineId}/issues`);
    await get(`/authors/${authorId}`);
    if (loggedIn) {
      for (const p of ['/me/history', '/me/likes', '/me/favourites', '/me/unlocked-articles', '/me/membership']) await get(p);
    }
    return out;
  }

  const leaks = (answers: Record<string, string>) => Object.keys(answers).filter((k) => answers[k]!.includes(secret));

  it('guest, member without credit, member with credit but not unlocked: no route carries the locked part', async () => {
    const [noCredit, withCredit] = await makeUsers(t, 2);
    await giveCredits(t, withCredit!.id, 3);
    const guest = new ApiClient(t.url);
    const g = await sweep(guest, false);
    expect(Object.keys(g).length).toBeGreaterThan(10);
    expect(leaks(g)).toEqual([]);
    expect(JSON.parse(g[`/articles/${articleId}`]!)).toMatchObject({ locked: true, unlock: { by: 'login' } });
    expect(g[`/articles/${articleId}`]).toContain(openWord);

    const n = await sweep(noCredit!.client, true);
    expect(leaks(n)).toEqual([]);
    expect(JSON.parse(n[`/articles/${articleId}`]!)).toMatchObject({ locked: true, unlock: { by: 'membership' } });

    const c = await sweep(withCredit!.client, true);
    expect(leaks(c)).toEqual([]);
    expect(JSON.parse(c[`/articles/${articleId}`]!)).toMatchObject({ locked: true, unlock: { by: 'credit', remainingCredits: 3 } });
    // Reading did not spend anything.
    expect((await withCredit!.client.get<{ remainingCredits: number }>('/me/membership')).data.remainingCredits).toBe(3);
  });

  it('control: a VIP and a reader who unlocked it get the whole body (so the sweep can fail)', async () => {
    const [vip, buyer] = await makeUsers(t, 2);
    await setVipUntil(t, vip!.id, new Date(Date.now() + 86_400_000));
    const v = await vip!.client.get<ArticleDetail>(`/articles/${articleId}`);
    expect(v.data.body).toContain(secret);
    await giveCredits(t, buyer!.id, 1);
    expect((await buyer!.client.post(`/articles/${articleId}/unlock`)).code).toBe(1);
    expect((await buyer!.client.get<ArticleDetail>(`/articles/${articleId}`)).data.body).toContain(secret);
    // Lists never carry a body, even for those who may read it.
    const answers = await sweep(buyer!.client, true);
    expect(leaks(answers)).toEqual([`/articles/${articleId}`]);
  });
});
