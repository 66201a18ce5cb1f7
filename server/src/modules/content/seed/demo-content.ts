import { randomUUID } from 'node:crypto';
import type { DataSource, QueryRunner } from 'typeorm';
import type { Language } from '@contracts/language';
import { PREVIEW_LENGTH_DEFAULT } from '@contracts/schemas/content';
import { one, rows, tx } from '@server/infra/database/sql';
import { renderArticle } from '../services/article-html';
import { DEMO_ARTICLES, DEMO_AUTHORS, DEMO_BANNERS, DEMO_MAGAZINES, type DemoArticle, type DemoAuthor } from './data';
import { prng } from './data/cover-shapes';
import { FIGURE_SRC, pictureKey } from './demo-content-images';
import { seedContentInteractions } from './demo-content-interactions';

export { writeContentDemoImages } from './demo-content-images';

/*
 * The content demo (issue #21), run by the orchestrator (server/src/seed) and written only into
 * content's tables: 3 magazines with their issues and monthly editions, the demo articles of six
 * authors in three languages (bodies sanitised and previews cut by the app's own `renderArticle`,
 * so a demo row is what the editor would have stored), editor picks, likes, favourites, history,
 * follows with exact `author_stats`, and the home banners.
 */

const DAY = 86_400_000;

/** A profile for auth's `seedDemoAuthors` (same shape): content knows its authors, auth makes the accounts. */
export interface ContentDemoAuthor {
  key: string;
  phone: string;
  nickname: string;
  bio: string;
  avatar: string;
  background: string;
}

/** The bio in the author's own language: English for a Latin-script name, else Simplified Chinese. */
function bioOf(a: DemoAuthor): string {
  const lang: Language = /^[\p{Script=Latin}\s.'-]+$/u.test(a.nickname) ? 'en-us' : 'zh-cn';
  return [...a.bio[lang]].slice(0, 200).join('');
}

/**
 * The six demo authors' accounts. The first is the demo `author` login (`authorPhone`, 13800000003):
 * the account the README lists writes in the demo too.
 */
export function contentDemoAuthors(url: (key: string) => string, authorPhone: string): ContentDemoAuthor[] {
  return DEMO_AUTHORS.map((a, i) => ({
    key: a.key,
    phone: i === 0 ? authorPhone : (a.phone ?? `138000002${String(i + 1).padStart(2, '0')}`),
    nickname: a.nickname,
    bio: bioOf(a),
    avatar: url(pictureKey.avatar(a.avatarSeed)),
    background: url(pictureKey.background(a.backgroundSeed)),
  }));
}

/** Who the content demo is about (ids made by auth's seed). */
export interface ContentDemoPeople {
  /** Account ids of DEMO_AUTHORS, by key. */
  authors: Record<string, string>;
  /** Reviewer of the articles. */
  adminId: string;
  /** The demo member: liked, saved, viewed and followed things (screens "Saved and liked", "Viewed"). */
  memberId: string;
  /** Others who read, like and follow (the contest's photographers). */
  readers: string[];
}

/** True when the content demo is in the database (its magazines). */
export async function hasContentDemo(ds: DataSource): Promise<boolean> {
  return Boolean((await one<{ found: boolean }>(ds, 'SELECT EXISTS (SELECT 1 FROM magazines) AS found'))?.found);
}

async function seedMagazines(q: QueryRunner, url: (key: string) => string): Promise<Map<string, string>> {
  const issueIds = new Map<string, string>();
  for (const [position, m] of DEMO_MAGAZINES.entries()) {
    const [row] = await rows<{ id: string }>(
      q,
      `INSERT INTO magazines (title, description, publisher, frequency, cover, position) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
      [m.title, m.description, m.publisher, m.frequency, url(pictureKey.magazine(m.coverSeed, m.coverTheme)), position],
    );
    for (const i of m.issues) {
      const [issue] = await rows<{ id: string }>(
        q,
        `INSERT INTO magazine_issues (magazine_id, kind, number, title, cover, issued_on) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
        [row!.id, i.kind, i.number, i.title, url(pictureKey.magazine(i.coverSeed, i.coverTheme)), i.issuedOn],
      );
      issueIds.set(`${m.key}/${i.kind}/${i.number}`, issue!.id);
    }
  }
  return issueIds;
}

/**
 * One translation waits for review, so the admins' review screen and the author's "My articles"
 * have something in them: the newest zh-hant version by the demo `author` login (the first author)
 * whose group has other, published, languages.
 */
export function inReviewKey(articles: readonly DemoArticle[] = DEMO_ARTICLES): string | undefined {
  const first = DEMO_AUTHORS[0]?.key;
  const groups = new Map<string, number>();
  for (const a of articles) groups.set(a.group, (groups.get(a.group) ?? 0) + 1);
  return articles
    .filter((a) => a.author === first && a.language === 'zh-hant' && (groups.get(a.group) ?? 0) > 1)
    .sort((x, y) => x.publishedDaysAgo - y.publishedDaysAgo)[0]?.key;
}

/** An inserted demo article: what the interactions need (published ones only). */
export interface SeededArticle {
  id: string;
  data: DemoArticle;
  authorId: string;
  publishedAt: Date;
}

async function seedArticles(
  q: QueryRunner,
  url: (key: string) => string,
  people: ContentDemoPeople,
  issueIds: Map<string, string>,
  now: number,
): Promise<SeededArticle[]> {
  const groups = new Map<string, string>();
  const out: SeededArticle[] = [];
  const r = prng(2126);
  const waiting = inReviewKey();
  for (const a of DEMO_ARTICLES) {
    const id = randomUUID();
    const groupId = groups.get(a.group) ?? id;
    groups.set(a.group, groupId);
    const authorId = people.authors[a.author];
    if (!authorId) throw new Error(`content demo: no account for author ${a.author}`);
    const issueId = a.issue ? issueIds.get(`${a.issue.magazine}/${a.issue.kind}/${a.issue.number}`) : undefined;
    if (a.issue && !issueId) throw new Error(`content demo: ${a.key} refers to a missing issue`);
    const previewLength = a.previewLength ?? PREVIEW_LENGTH_DEFAULT;
    const html = a.body.replace(
      FIGURE_SRC,
      (_m, quote: string, seed: string) => `${quote}${url(pictureKey.article(Number(seed)))}${quote}`,
    );
    const rendered = renderArticle(html, a.locked, previewLength);
    const columns = [
      id,
      groupId,
      a.language,
      authorId,
      a.title,
      a.summary,
      url(pictureKey.article(a.coverSeed, a.coverTheme)),
      rendered.body,
      rendered.preview,
      rendered.plainText,
      rendered.previewText,
      a.locked,
      previewLength,
      a.category,
      a.tags,
      issueId ?? null,
    ];
    const publishedAt = new Date(now - a.publishedDaysAgo * DAY);
    const submittedAt = new Date(publishedAt.getTime() - (2 + r() * 20) * 3600_000);
    // Read by many more than like it: views grow with popularity and age (a week's worth counts most).
    const age = Math.min(1, a.publishedDaysAgo / 7);
    const views = Math.round(30 + a.popularity * (600 + 2400 * age) * (0.7 + 0.6 * r()));
    if (a.key === waiting) {
      const submitted = new Date(now - 3 * 3600_000);
      await q.query(
        `INSERT INTO articles (id, translation_group_id, language, author_id, title, summary, cover, body, preview, plain_text, preview_text,
                               locked, preview_length, category, tags, issue_id, status, submitted_at, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, 'in_review', $17, $18, $17)`,
        [...columns, submitted, new Date(submitted.getTime() - DAY)],
      );
      continue;
    }
    await q.query(
      `INSERT INTO articles (id, translation_group_id, language, author_id, title, summary, cover, body, preview, plain_text, preview_text,
                             locked, preview_length, category, tags, issue_id, status, editor_pick, views,
                             published_at, submitted_at, reviewed_at, reviewed_by, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, 'published', $17, $18, $19, $20, $19, $21, $22, $19)`,
      [...columns, a.editorPick ?? false, views, publishedAt, submittedAt, people.adminId, new Date(submittedAt.getTime() - DAY)],
    );
    out.push({ id, data: a, authorId, publishedAt });
  }
  return out;
}

/** `article:<key>` links become the article's page. */
function bannerLink(link: string, articles: SeededArticle[]): string {
  if (!link.startsWith('article:')) return link;
  const article = articles.find((a) => a.data.key === link.slice('article:'.length));
  if (!article) throw new Error(`content demo: banner links to a missing article ${link}`);
  return `/pages/article/article?id=${article.id}`;
}

async function seedBanners(q: QueryRunner, url: (key: string) => string, articles: SeededArticle[]): Promise<void> {
  for (const b of DEMO_BANNERS) {
    await q.query(`INSERT INTO banners (slot, image, title, link, position, active) VALUES ('home', $1, $2, $3, $4, true)`, [
      url(pictureKey.banner(b.imageSeed, b.imageTheme)),
      b.title,
      bannerLink(b.link, articles),
      b.position,
    ]);
  }
}

/**
 * Writes the content demo in one transaction (a failed run leaves nothing, so the next `setup`
 * tries again). `url` is what `writeContentDemoImages` returned.
 */
export async function seedContentDemo(ds: DataSource, url: (key: string) => string, people: ContentDemoPeople): Promise<void> {
  const now = Date.now();
  await tx(ds, async (q) => {
    const issueIds = await seedMagazines(q, url);
    const articles = await seedArticles(q, url, people, issueIds, now);
    await seedContentInteractions(q, articles, people, now);
    await seedBanners(q, url, articles);
  });
}
