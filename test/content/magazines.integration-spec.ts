import { DataSource } from 'typeorm';
import type { Paged } from '@contracts/api';
import type { Language } from '@contracts/language';
import type { IssueKind, MagazineDto, MagazineIssueDetail, MagazineIssueDto } from '@contracts/schemas/content';
import { ApiClient } from '@test/setup/api';
import { registerUser, userWithRoles } from '@test/setup/factories';
import { startApp, type TestApp } from '@test/setup/harness';
import { insertArticle } from './factories';

const text = (s: string) => ({ 'zh-cn': `${s}（简）`, 'en-us': `${s} (en)`, 'zh-hant': `${s}（繁）` });
type Detail = MagazineDto & { latestIssues: MagazineIssueDto[] };

describe('magazines and issues', () => {
  let t: TestApp;
  let ds: DataSource;
  let guest: ApiClient;

  beforeAll(async () => {
    t = await startApp({ RATE_LIMIT_DEFAULT_PER_MINUTE: '100000' });
    ds = t.app.get(DataSource);
    guest = new ApiClient(t.url);
  });
  afterAll(async () => {
    await t.close();
  });

  async function magazine(name: string, position: number): Promise<string> {
    const [m] = (await ds.query(
      `INSERT INTO magazines (title, description, publisher, frequency, cover, position) VALUES ($1, $2, $3, 'monthly', '/uploads/m.jpg', $4) RETURNING id`,
      [
        text(name),
        text(`${name} about`),
        JSON.stringify({ 'zh-cn': `${name} Press`, 'en-us': `${name} Press`, 'zh-hant': `${name} Press` }),
        position,
      ],
    )) as { id: string }[];
    return m!.id;
  }

  async function issue(magazineId: string, kind: IssueKind, number: number, issuedOn: string): Promise<string> {
    const [i] = (await ds.query(
      `INSERT INTO magazine_issues (magazine_id, kind, number, title, cover, issued_on) VALUES ($1, $2, $3, $4, '/uploads/i.jpg', $5) RETURNING id`,
      [magazineId, kind, number, text(`${kind} ${number}`), issuedOn],
    )) as { id: string }[];
    return i!.id;
  }

  it('lists magazines by position, in the reader’s language, with their issue counts; pages', async () => {
    await ds.query('DELETE FROM magazines');
    const b = await magazine('Blue', 2);
    const a = await magazine('Abyss', 1);
    const c = await magazine('Coral', 3);
    await issue(a, 'periodical', 1, '2026-01-01');
    await issue(a, 'monthly', 1, '2026-02-01');
    const en = await guest.get<Paged<MagazineDto>>('/magazines?limit=2', { language: 'en-us' });
    expect(en.code).toBe(1);
    expect(en.data.total).toBe(3);
    expect(en.data.items).toEqual([
      {
        id: a,
        title: 'Abyss (en)',
        description: 'Abyss about (en)',
        publisher: 'Abyss Press',
        frequency: 'monthly',
        cover: '/uploads/m.jpg',
        issues: 2,
      },
      expect.objectContaining({ id: b, title: 'Blue (en)', issues: 0 }),
    ]);
    const hant = await guest.get<Paged<MagazineDto>>('/magazines?page=2&limit=2', { language: 'zh-hant' });
    expect(hant.data.items.map((m) => [m.id, m.title])).toEqual([[c, 'Coral（繁）']]);
    expect((await guest.get('/magazines?limit=500')).code).toBe(0);
  });

  it('shows a magazine with its newest issues and lists its issues by kind, newest first', async () => {
    const m = await magazine('Deep', 9);
    const ids: Record<string, string> = {};
    for (let n = 1; n <= 5; n++) ids[`p${n}`] = await issue(m, 'periodical', n, `2025-0${n}-10`);
    for (let n = 1; n <= 4; n++) ids[`m${n}`] = await issue(m, 'monthly', n, `2025-0${n}-01`);
    const author = (await userWithRoles(t, ['author'])).user;
    await insertArticle(t, { authorId: author.id, issueId: ids['p5'] });
    await insertArticle(t, { authorId: author.id, issueId: ids['p5'] });
    await insertArticle(t, { authorId: author.id, issueId: ids['p5'], status: 'draft' });

    const d = await guest.get<Detail>(`/magazines/${m}`);
    expect(d.data).toMatchObject({ id: m, title: 'Deep（简）', issues: 9 });
    expect(d.data.latestIssues.map((i) => i.id)).toEqual([ids['p5'], ids['p4'], ids['m4'], ids['p3'], ids['m3'], ids['p2']]);
    expect(d.data.latestIssues[0]).toEqual({
      id: ids['p5'],
      magazineId: m,
      kind: 'periodical',
      number: 5,
      title: 'periodical 5（简）',
      cover: '/uploads/i.jpg',
      issuedOn: '2025-05-10',
      articles: 2,
    });

    const monthly = await guest.get<Paged<MagazineIssueDto>>(`/magazines/${m}/issues?kind=monthly&limit=3`);
    expect(monthly.data.total).toBe(4);
    expect(monthly.data.items.map((i) => i.number)).toEqual([4, 3, 2]);
    const all = await guest.get<Paged<MagazineIssueDto>>(`/magazines/${m}/issues?kind=&page=2&limit=5`);
    expect(all.data.total).toBe(9);
    expect(all.data.items.map((i) => `${i.kind[0]}${i.number}`)).toEqual(['p2', 'm2', 'p1', 'm1']);

    expect((await guest.get(`/magazines/${m}/issues?kind=weekly`)).code).toBe(0);
    expect((await guest.get('/magazines/not-a-uuid')).code).toBe(0);
    const missing = '00000000-0000-0000-0000-000000000001';
    expect((await guest.get(`/magazines/${missing}`)).code).toBe(404);
    expect((await guest.get(`/magazines/${missing}/issues`)).code).toBe(404);
    expect((await guest.get(`/magazine-issues/${missing}`)).code).toBe(404);
  });

  it('an issue’s table of contents: published articles only, one per translation group in the reader’s language, the same lock and flags as every list', async () => {
    const m = await magazine('Reef', 10);
    const i = await issue(m, 'periodical', 1, '2026-03-01');
    const other = await issue(m, 'periodical', 2, '2026-04-01');
    const { user: writer, client: writerClient } = await userWithRoles(t, ['author']);
    const at = (min: number) => new Date(Date.now() - 60_000 * (100 - min));
    const open = await insertArticle(t, { authorId: writer.id, title: '开放', language: 'zh-cn', issueId: i, publishedAt: at(1) });
    const openEn = await insertArticle(t, {
      authorId: writer.id,
      title: 'Open',
      language: 'en-us',
      issueId: i,
      translationGroupId: open.translationGroupId,
      publishedAt: at(2),
    });
    const locked = await insertArticle(t, {
      authorId: writer.id,
      title: 'Locked',
      language: 'en-us',
      issueId: i,
      locked: true,
      publishedAt: at(3),
    });
    for (const status of ['draft', 'in_review', 'rejected', 'withdrawn'] as const) {
      await insertArticle(t, { authorId: writer.id, issueId: i, status });
    }
    await insertArticle(t, { authorId: writer.id, issueId: other });
    await insertArticle(t, { authorId: writer.id });

    const titles = async (client: ApiClient, lang: Language) =>
      (await client.get<MagazineIssueDetail>(`/magazine-issues/${i}`, { language: lang })).data;

    const zh = await titles(guest, 'zh-cn');
    expect(zh).toMatchObject({
      id: i,
      magazineId: m,
      kind: 'periodical',
      number: 1,
      articles: 2,
      magazine: { id: m, title: 'Reef（简）' },
    });
    expect(zh.contents.map((a) => [a.id, a.title, a.locked])).toEqual([
      [open.id, '开放', false],
      [locked.id, 'Locked', true],
    ]);
    expect(zh.contents[0]!.author).toMatchObject({ id: writer.id });
    expect(zh.contents[0]).not.toHaveProperty('liked');
    expect(JSON.stringify(zh)).not.toMatch(/"(body|preview)"/);

    const en = await titles(guest, 'en-us');
    expect(en.contents.map((a) => a.id)).toEqual([openEn.id, locked.id]);
    // No zh-hant version: the Simplified one (zh-cn before en-us).
    expect((await titles(guest, 'zh-hant')).contents.map((a) => a.id)).toEqual([open.id, locked.id]);

    const reader = (await registerUser(t)).client;
    expect((await reader.post(`/articles/${open.id}/like`)).code).toBe(1);
    const mine = await titles(reader, 'zh-cn');
    expect(mine.contents.map((a) => [a.locked, a.liked, a.favourited])).toEqual([
      [false, true, false],
      [true, false, false],
    ]);
    // The author reads their own locked article whole; so do admins.
    expect((await titles(writerClient, 'zh-cn')).contents.map((a) => a.locked)).toEqual([false, false]);
    const admin = (await userWithRoles(t, ['admin'])).client;
    expect((await titles(admin, 'zh-cn')).contents.map((a) => a.locked)).toEqual([false, false]);

    const listed = await guest.get<Paged<MagazineIssueDto>>(`/magazines/${m}/issues`);
    expect(listed.data.items.map((x) => [x.id, x.articles])).toEqual([
      [other, 1],
      [i, 2],
    ]);
  });
});
