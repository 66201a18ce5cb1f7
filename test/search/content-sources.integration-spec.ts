import { EventBus } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import type { SearchKind } from '@contracts/schemas/search';
import { SearchDocumentsChanged } from '@server/modules/search/events/search.events';
import { insertArticle } from '@test/content/factories';
import { ApiClient } from '@test/setup/api';
import { userWithRoles } from '@test/setup/factories';
import { startApp, type TestApp } from '@test/setup/harness';
import { eventually, ids, search, searchQueueIdle } from './helpers';

/**
 * The sources other modules provide (content: articles, magazines, issues; auth: authors), indexed
 * through SearchDocumentsChanged as their owners publish it.
 */
describe('search sources of content and auth', () => {
  let t: TestApp;
  let guest: ApiClient;
  let authorId: string;

  const changed = (kind: SearchKind, ...list: string[]) => t.app.get(EventBus).publish(new SearchDocumentsChanged({ kind, ids: list }));
  const found = (q: string, id: string, extra: Record<string, string> = {}) =>
    eventually(
      () => ids(guest, q, extra),
      (l) => l.includes(id),
    );

  beforeAll(async () => {
    t = await startApp();
    guest = new ApiClient(t.url);
    await searchQueueIdle(t);
    authorId = (await userWithRoles(t, ['author'])).user.id;
  });
  afterAll(() => t.close());

  it('indexes a locked article by its preview only: its locked text is neither matched nor returned', async () => {
    const body =
      '<p>珊瑚产卵的夜晚，我们在潜水点等待。</p>' +
      '<p>' +
      '海水很平静，'.repeat(20) +
      '</p>' +
      '<p>秘密潜点的坐标是砗磲湾北侧的暗礁。</p>';
    const { id } = await insertArticle(t, { authorId, title: '夜潜记录', body, locked: true, previewLength: 30 });
    changed('article', id);
    expect(await found('珊瑚产卵', id)).toContain(id);
    expect(await ids(guest, '砗磲湾')).not.toContain(id);
    expect(await ids(guest, '秘密潜点')).not.toContain(id);
    const hit = (await search(guest, '珊瑚产卵')).items.find((h) => h.id === id)!;
    expect(hit.snippet).not.toContain('砗磲');
    const [row] = (await t.app.get(DataSource).query(`SELECT text, tsv::text AS tsv FROM search_documents WHERE ref_id = $1`, [id])) as {
      text: string;
      tsv: string;
    }[];
    expect(row!.text).not.toContain('砗磲');
    expect(row!.tsv).not.toContain('砗磲');

    // unlocked: the whole text is searchable
    const open = await insertArticle(t, { authorId, title: '公开', body, locked: false });
    changed('article', open.id);
    expect(await found('砗磲湾', open.id)).toContain(open.id);
  });

  it('indexes published articles only, and removes a withdrawn one', async () => {
    const draft = await insertArticle(t, { authorId, title: 'Draft about cuttlefish', language: 'en-us', status: 'draft' });
    const live = await insertArticle(t, { authorId, title: 'Cuttlefish courtship', language: 'en-us' });
    changed('article', draft.id, live.id);
    const list = await found('cuttlefish', live.id);
    expect(list).toEqual([live.id]);
    await t.app.get(DataSource).query(`UPDATE articles SET status = 'withdrawn' WHERE id = $1`, [live.id]);
    changed('article', live.id);
    expect(
      await eventually(
        () => ids(guest, 'cuttlefish'),
        (l) => l.length === 0,
      ),
    ).toEqual([]);
  });

  it('indexes magazines and their issues (by the titles of their articles)', async () => {
    const ds = t.app.get(DataSource);
    const tx = (zh: string, en: string, hant: string) => JSON.stringify({ 'zh-cn': zh, 'en-us': en, 'zh-hant': hant });
    const [mag] = (await ds.query(
      `INSERT INTO magazines (title, description, publisher, frequency, cover) VALUES ($1, $2, $3, 'monthly', '/m.jpg') RETURNING id`,
      [
        tx('深蓝杂志', 'Deep Blue', '深藍雜誌'),
        tx('关于海洋', 'About the ocean', '關於海洋'),
        tx('Reef Press', 'Reef Press', 'Reef Press'),
      ],
    )) as { id: string }[];
    const [issue] = (await ds.query(
      `INSERT INTO magazine_issues (magazine_id, kind, number, title, cover, issued_on) VALUES ($1, 'periodical', 7, $2, '/i.jpg', '2026-10-01') RETURNING id`,
      [mag!.id, tx('第七期', 'Issue 7', '第七期')],
    )) as { id: string }[];
    await insertArticle(t, { authorId, title: '儒艮的最后家园', issueId: issue!.id });
    changed('magazine', mag!.id);
    changed('issue', issue!.id);
    expect(await found('深藍雜誌', mag!.id, { type: 'magazine' })).toEqual([mag!.id]);
    expect(await found('儒艮', issue!.id, { type: 'issue' })).toEqual([issue!.id]);
  });

  it('indexes authors by name and bio, and re-reads one after a profile edit', async () => {
    const author = await userWithRoles(t, ['author']);
    await author.client.get('/me');
    const res = await author.client.patch('/me', { bio: 'Photographs hammerheads in the Galápagos' });
    expect(res.code).toBe(1);
    expect(await found('hammerhead', author.user.id, { type: 'author' })).toEqual([author.user.id]);
    const hit = (await search(guest, 'hammerhead', { type: 'author' })).items[0]!;
    expect(hit).toMatchObject({ type: 'author', title: author.user.nickname, link: `/pages/author/author?id=${author.user.id}` });
  });
});
