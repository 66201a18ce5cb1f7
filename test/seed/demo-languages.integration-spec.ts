import { DataSource } from 'typeorm';
import { LANGUAGES, type Language } from '@contracts/language';
import type { Paged } from '@contracts/api';
import type { ContestDetail, ContestSummary, RankingSnapshot, RankRow } from '@contracts/schemas/contest';
import type { MagazineDto, MagazineIssueDto } from '@contracts/schemas/content';
import { AppConfig } from '@server/config/app-config';
import { seedDemoData } from '@server/seed/demo-data';
import { ApiClient } from '@test/setup/api';
import { startApp, type TestApp } from '@test/setup/harness';

const CJK = /[\u3400-\u9fff]/;

/**
 * Every demo text in three languages (issue #36, decision 0135): the demo seed is run into this
 * file's database, then every three-language text of every demo entity is read back — each language
 * present and not empty, English without Chinese characters, Chinese with them — and the reading
 * routes answer in the request's language.
 */
describe('demo data in three languages', () => {
  let t: TestApp;
  let ds: DataSource;

  beforeAll(async () => {
    t = await startApp({ RATE_LIMIT_DEFAULT_PER_MINUTE: '100000' });
    ds = t.app.get(DataSource);
    expect(await seedDemoData(ds, new AppConfig({ DEMO_DATA: 'true', UPLOAD_DIR: t.env.uploadDir }))).toBe(true);
  });
  afterAll(async () => {
    await t.close();
  });

  /** The three-language texts of a column (`path` into it, e.g. a field of `translations`), one row each. */
  async function texts(table: string, column: string, field?: string): Promise<{ id: string; text: Record<string, unknown> }[]> {
    const rows = (await ds.query(`SELECT id::text AS id, ${column} AS v FROM ${table}`)) as { id: string; v: Record<string, unknown> }[];
    expect(rows.length).toBeGreaterThan(0);
    return rows.map((r) => ({
      id: r.id,
      text: field
        ? Object.fromEntries(Object.entries(r.v ?? {}).map(([l, f]) => [l, (f as Record<string, unknown> | undefined)?.[field]]))
        : r.v,
    }));
  }

  // Every row has three cells: jest hands a test with fewer arguments than parameters a `done` callback.
  const TEXTS: [string, string, string][] = [
    ['contests', 'translations', 'title'],
    ['contests', 'translations', 'rules'],
    ['contest_entries', 'translations', 'title'],
    ['contest_entries', 'translations', 'place'],
    ['exhibitions', 'title', ''],
    ['exhibitions', 'description', ''],
    ['exhibitions', 'venue_name', ''],
    ['exhibitions', 'venue_address', ''],
    ['exhibitions', 'city', ''],
    ['ticket_types', 'name', ''],
    ['coupons', 'title', ''],
    ['magazines', 'title', ''],
    ['magazines', 'description', ''],
    ['magazines', 'publisher', ''],
    ['magazine_issues', 'title', ''],
    ['banners', 'title', ''],
    ['membership_plans', 'names', ''],
    ['membership_plans', 'descriptions', ''],
    ['ad_packages', 'names', ''],
    ['announcements', 'title', ''],
    ['announcements', 'body', ''],
    ['shop_categories', 'name', ''],
    ['shop_goods', 'title', ''],
    ['shop_goods', 'description', ''],
  ];

  it.each(TEXTS)('%s.%s %s: every row in zh-CN, en and zh-Hant', async (table, column, field) => {
    const faults: string[] = [];
    for (const { id, text } of await texts(table, column, field || undefined)) {
      for (const lang of LANGUAGES) {
        const v = text[lang];
        if (typeof v !== 'string' || !v.trim()) faults.push(`${id} ${lang}: missing`);
        else if (lang === 'en-us' && CJK.test(v)) faults.push(`${id} en: Chinese in "${v.slice(0, 40)}"`);
        else if (lang !== 'en-us' && !CJK.test(v)) faults.push(`${id} ${lang}: no Chinese in "${v.slice(0, 40)}"`);
      }
    }
    expect(faults).toEqual([]);
  });

  it('issue titles do not repeat the number the tiles show; the rejected demo application names a ready-made reason', async () => {
    const titles = (await texts('magazine_issues', 'title')).flatMap((r) => Object.values(r.text) as string[]);
    expect(titles.filter((x) => /^(No\.|Issue) \d+|^第 ?\d+ ?期/.test(x))).toEqual([]);
    const [app] = (await ds.query(`SELECT reject_reason, reject_reason_key FROM ad_applications WHERE status = 'rejected'`)) as {
      reject_reason: string | null;
      reject_reason_key: string | null;
    }[];
    expect(app).toEqual({ reject_reason: null, reject_reason_key: 'licence_unclear' });
  });

  it('the reading routes answer in the request’s language', async () => {
    const read = async <T>(path: string, language: Language) => {
      const c = new ApiClient(t.url);
      c.language = language;
      const res = await c.get<T>(path);
      expect(res.code).toBe(1);
      return res.data;
    };
    const contests = await read<Paged<ContestSummary>>('/contests', 'en-us');
    const current = contests.items.find((c) => c.status === 'in_progress')!;
    expect(current.title).toBe('Ocean Stars 2026');
    expect((await read<ContestDetail>(`/contests/${current.id}`, 'zh-hant')).title).toBe('海洋之星 2026');
    expect((await read<ContestDetail>(`/contests/${current.id}`, 'zh-hant')).rules).toMatch(/^為你喜歡/);
    expect((await read<ContestDetail>(`/contests/${current.id}`, 'en-us')).rules).toMatch(/^Vote for/);

    const zhRanking = await read<RankingSnapshot>(`/contests/${current.id}/ranking`, 'zh-cn');
    expect(zhRanking.items.length).toBeGreaterThan(0);
    expect(zhRanking.items.every((r) => CJK.test(r.title))).toBe(true);
    const enEntries = await read<Paged<RankRow>>(`/contests/${current.id}/entries?sort=rank`, 'en-us');
    expect(enEntries.items.every((r) => !CJK.test(r.title))).toBe(true);
    const entry = await read<{ title: string; place: string }>(`/entries/${zhRanking.items[0]!.id}`, 'zh-hant');
    expect([CJK.test(entry.title), CJK.test(entry.place)]).toEqual([true, true]);

    const ended = contests.items.find((c) => c.status === 'ended')!;
    expect((await read<RankingSnapshot>(`/contests/${ended.id}/ranking`, 'zh-cn')).items.every((r) => CJK.test(r.title))).toBe(true);

    const magazines = await read<Paged<MagazineDto> | MagazineDto[]>('/magazines', 'en-us');
    const list = Array.isArray(magazines) ? magazines : magazines.items;
    expect(list.map((m) => m.publisher)).toEqual(expect.arrayContaining(['Deep Blue Media', 'Lumen Press']));
    expect(list.every((m) => !CJK.test(m.publisher))).toBe(true);
    const issues = await read<Paged<MagazineIssueDto> | MagazineIssueDto[]>(`/magazines/${list[0]!.id}/issues?kind=periodical`, 'en-us');
    const issueList = Array.isArray(issues) ? issues : issues.items;
    expect(issueList.length).toBeGreaterThan(0);
    expect(issueList.every((i) => !/^No\. \d/.test(i.title))).toBe(true);
  });
});
