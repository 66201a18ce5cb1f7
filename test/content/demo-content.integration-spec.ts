import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import type { AuthResultDto, Paged } from '@contracts/api';
import { LANGUAGES } from '@contracts/language';
import {
  ARTICLE_CATEGORIES,
  ARTICLE_FEEDS,
  type ArticleListItem,
  type BannerDto,
  type MagazineDto,
  type MagazineIssueDetail,
  type MagazineIssueDto,
} from '@contracts/schemas/content';
import { AppConfig } from '@server/config/app-config';
import { renderArticle } from '@server/modules/content/services/article-html';
import { seedDemoData } from '@server/seed/demo-data';
import { ApiClient } from '@test/setup/api';
import { startApp, type TestApp } from '@test/setup/harness';

interface ArticleRow {
  id: string;
  body: string;
  preview: string;
  plain_text: string;
  preview_text: string;
  locked: boolean;
  preview_length: number;
  cover: string;
}

describe('content demo data', () => {
  let t: TestApp;
  let ds: DataSource;
  let config: AppConfig;
  const guest = (language = 'zh-cn') => {
    const c = new ApiClient(t.url);
    c.language = language;
    return c;
  };
  const count = async (sql: string, params: unknown[] = []) => Number(((await ds.query(sql, params)) as { n: string }[])[0]!.n);

  beforeAll(async () => {
    t = await startApp({ RATE_LIMIT_DEFAULT_PER_MINUTE: '100000' });
    ds = t.app.get(DataSource);
    config = new AppConfig({ DEMO_DATA: 'true', UPLOAD_DIR: t.env.uploadDir });
    expect(await seedDemoData(ds, config)).toBe(true);
  });
  afterAll(async () => {
    await t.close();
  });

  it('has at least 60 published articles in the three languages, stored as the app would store them', async () => {
    expect(await count(`SELECT count(*) AS n FROM articles WHERE status = 'published'`)).toBeGreaterThanOrEqual(60);
    for (const lang of LANGUAGES) {
      expect(await count(`SELECT count(*) AS n FROM articles WHERE status = 'published' AND language = $1`, [lang])).toBeGreaterThanOrEqual(
        15,
      );
    }
    expect(await count(`SELECT count(DISTINCT translation_group_id) AS n FROM articles`)).toBeGreaterThanOrEqual(20);
    const rows = (await ds.query(
      `SELECT id, body, preview, plain_text, preview_text, locked, preview_length, cover FROM articles`,
    )) as ArticleRow[];
    expect(rows.filter((r) => r.locked).length).toBeGreaterThan(0);
    const pictures = new Set<string>();
    for (const r of rows) {
      // Sanitised and cut exactly as the editor's write path does.
      expect(renderArticle(r.body, r.locked, r.preview_length)).toEqual({
        body: r.body,
        preview: r.preview,
        plainText: r.plain_text,
        previewText: r.preview_text,
      });
      expect(r.body).not.toMatch(/cover:\d/);
      if (r.locked) expect(r.preview.length).toBeLessThan(r.body.length);
      pictures.add(r.cover);
      for (const [, src] of r.body.matchAll(/<img src="([^"]+)"/g)) pictures.add(src!);
    }
    for (const p of pictures) expect(p).toMatch(/^\/uploads\/images\/content\/demo\/.+\.jpg$/);
    for (const p of [...pictures].slice(0, 10)) expect((await fetch(`${t.url}${p}`)).status).toBe(200);
  });

  it('six authors with a face, a bio and a background; the demo author login is one of them; counts are exact', async () => {
    const authors = (await ds.query(
      `SELECT u.id, u.phone, u.nickname, u.avatar, u.background, u.bio FROM users u WHERE 'author' = ANY(u.roles)`,
    )) as { id: string; phone: string; avatar: string; background: string; bio: string }[];
    expect(authors).toHaveLength(6);
    for (const a of authors) {
      expect(a.avatar).toMatch(/^\/uploads\//);
      expect(a.background).toMatch(/^\/uploads\//);
      expect(a.bio.length).toBeGreaterThan(10);
      expect(await count(`SELECT count(*) AS n FROM articles WHERE author_id = $1 AND status = 'published'`, [a.id])).toBeGreaterThan(0);
    }
    expect(authors.map((a) => a.phone)).toContain('13800000003');
    const author = guest();
    const login = await author.post<AuthResultDto>('/auth/login', { account: 'author@reefline.local', password: 'reef2026' });
    expect(login.code).toBe(1);
    expect(login.data.user.roles).toContain('author');
    author.token = login.data.token;
    // The review screens have something in them: one translation of the demo author waits.
    const mine = await author.get<Paged<{ status: string }>>('/me/articles?status=in_review');
    expect(mine.data.total).toBe(1);
    const admin = guest();
    admin.token = (await admin.post<AuthResultDto>('/auth/login', { account: 'admin@reefline.local', password: 'reef2026' })).data.token;
    expect((await admin.get<Paged<{ id: string }>>('/admin/articles?status=in_review')).data.total).toBe(1);

    const drift = (await ds.query(
      `SELECT s.user_id FROM author_stats s
        WHERE s.followers <> (SELECT count(*) FROM author_follows f WHERE f.author_id = s.user_id)
           OR s.following <> (SELECT count(*) FROM author_follows f WHERE f.follower_id = s.user_id)`,
    )) as unknown[];
    expect(drift).toEqual([]);
    for (const a of authors) expect(await count(`SELECT followers AS n FROM author_stats WHERE user_id = $1`, [a.id])).toBeGreaterThan(0);
    expect(
      await count(
        `SELECT count(*) AS n FROM articles a
          WHERE a.likes <> (SELECT count(*) FROM article_likes l WHERE l.article_id = a.id)
             OR a.favourites <> (SELECT count(*) FROM article_favourites f WHERE f.article_id = a.id)
             OR a.views < a.likes`,
      ),
    ).toBe(0);
    expect(await count(`SELECT count(*) AS n FROM articles WHERE likes > 0`)).toBeGreaterThan(30);
    expect(await count(`SELECT count(*) AS n FROM articles WHERE editor_pick`)).toBeGreaterThan(0);
    expect(
      await count(`SELECT count(*) AS n FROM article_likes l JOIN articles a ON a.id = l.article_id WHERE l.user_id = a.author_id`),
    ).toBe(0);
  });

  it('every feed, category and language has articles', async () => {
    for (const lang of LANGUAGES) {
      for (const feed of ARTICLE_FEEDS) {
        const res = await guest(lang).get<Paged<ArticleListItem>>(`/articles?feed=${feed}`);
        expect(res.code).toBe(1);
        expect(res.data.items.length).toBeGreaterThan(0);
      }
    }
    for (const category of ARTICLE_CATEGORIES) {
      expect((await guest().get<Paged<ArticleListItem>>(`/articles?category=${category}`)).data.total).toBeGreaterThan(0);
    }
  });

  it('three magazines, each with periodical issues and monthly editions that have contents', async () => {
    const magazines = await guest('en-us').get<Paged<MagazineDto>>('/magazines');
    expect(magazines.data.total).toBe(3);
    for (const m of magazines.data.items) {
      expect(m.title).not.toBe('');
      const detail = await guest('en-us').get<MagazineDto & { latestIssues: MagazineIssueDto[] }>(`/magazines/${m.id}`);
      expect(detail.data.latestIssues.length).toBeGreaterThan(0);
      for (const kind of ['periodical', 'monthly']) {
        const issues = await guest('en-us').get<Paged<MagazineIssueDto>>(`/magazines/${m.id}/issues?kind=${kind}`);
        expect(issues.data.total).toBeGreaterThan(0);
      }
      const all = await guest('en-us').get<Paged<MagazineIssueDto>>(`/magazines/${m.id}/issues?limit=100`);
      const withContents = all.data.items.filter((i) => i.articles > 0);
      expect(withContents.length).toBeGreaterThan(0);
      const issue = await guest('en-us').get<MagazineIssueDetail>(`/magazine-issues/${withContents[0]!.id}`);
      expect(issue.data.contents.length).toBe(withContents[0]!.articles);
    }
  });

  it('the home banners show, linking to pages of the app', async () => {
    const banners = await guest().get<BannerDto[]>('/banners?slot=home');
    expect(banners.data.length).toBeGreaterThanOrEqual(3);
    for (const b of banners.data) {
      expect(b.link).toMatch(/^\/pages\//);
      expect((await fetch(`${t.url}${b.image}`)).status).toBe(200);
      const article = /^\/pages\/article\/article\?id=(.+)$/.exec(b.link)?.[1];
      if (article) expect(await count(`SELECT count(*) AS n FROM articles WHERE id = $1 AND status = 'published'`, [article])).toBe(1);
    }
  });

  it('the demo member has likes, saves, history and follows', async () => {
    const member = guest();
    const login = await member.post<AuthResultDto>('/auth/login', { account: 'member@reefline.local', password: 'reef2026' });
    member.token = login.data.token;
    for (const path of ['/me/likes', '/me/favourites', '/me/history']) {
      expect((await member.get<Paged<ArticleListItem>>(path)).data.total).toBeGreaterThan(0);
    }
    expect(await count(`SELECT count(*) AS n FROM author_follows WHERE follower_id = $1`, [login.data.user.id])).toBeGreaterThan(0);
  });

  it('running setup again loads nothing twice and puts back missing pictures; a database from before content gets it once', async () => {
    const tables = ['articles', 'magazines', 'magazine_issues', 'banners', 'article_likes', 'author_follows'];
    const before = await Promise.all(tables.map((x) => count(`SELECT count(*) AS n FROM ${x}`)));
    const users = await count(`SELECT count(*) AS n FROM users`);
    const dir = join(t.env.uploadDir, 'images', 'content', 'demo');
    rmSync(dir, { recursive: true, force: true });
    const reindexContent = jest.fn(async () => undefined);
    expect(await seedDemoData(ds, config, { reindexContent })).toBe(false);
    expect(reindexContent).not.toHaveBeenCalled();
    expect(await Promise.all(tables.map((x) => count(`SELECT count(*) AS n FROM ${x}`)))).toEqual(before);
    const cover = ((await ds.query(`SELECT cover FROM articles LIMIT 1`)) as { cover: string }[])[0]!.cover;
    expect(existsSync(join(t.env.uploadDir, cover.replace(/^\/uploads\//, '')))).toBe(true);

    // A database seeded before content existed (demo accounts, no content tables filled).
    await ds.query(
      'TRUNCATE articles, article_likes, article_favourites, reading_history, author_follows, author_stats, magazines, magazine_issues, banners',
    );
    expect(await seedDemoData(ds, config, { reindexContent })).toBe(false);
    expect(reindexContent).toHaveBeenCalledTimes(1); // the search index is told to re-read content
    expect(await Promise.all(tables.map((x) => count(`SELECT count(*) AS n FROM ${x}`)))).toEqual(before);
    expect(await count(`SELECT count(*) AS n FROM users`)).toBe(users);
  });
});
