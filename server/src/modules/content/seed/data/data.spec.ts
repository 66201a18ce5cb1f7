import sharp from 'sharp';
import { LANGUAGES } from '@contracts/language';
import {
  ARTICLE_CATEGORIES,
  ARTICLE_SUMMARY_MAX,
  ARTICLE_TAG_MAX,
  ARTICLE_TAGS_MAX,
  ARTICLE_TITLE_MAX,
  bannerSchema,
  PREVIEW_LENGTH_MAX,
  PREVIEW_LENGTH_MIN,
} from '@contracts/schemas/content';
import { avatarSvg, backgroundSvg, COVER_THEMES, coverSvg, DEMO_ARTICLES, DEMO_AUTHORS, DEMO_BANNERS, DEMO_MAGAZINES } from './index';
import { seedWithTheme, themeOf } from './covers';
import { rich } from './markup';

const ALLOWED_TAGS = new Set(['p', 'h2', 'h3', 'strong', 'em', 'blockquote', 'ul', 'ol', 'li', 'figure', 'img', 'figcaption']);
const chars = (s: string): number => [...s].length;
const text = (html: string): string => html.replace(/<[^>]+>/g, '');

/** Opening/closing tags balance, with only void `img` left open: a rough XML well-formedness check. */
function balanced(markup: string, voids: string[] = []): boolean {
  const stack: string[] = [];
  for (const m of markup.matchAll(/<(\/?)([a-zA-Z][\w-]*)[^>]*?(\/?)>/g)) {
    const [, close, name, self] = m;
    if (self || voids.includes(name!)) continue;
    if (!close) stack.push(name!);
    else if (stack.pop() !== name) return false;
  }
  return stack.length === 0;
}

describe('content demo data', () => {
  const byKey = new Map(DEMO_ARTICLES.map((a) => [a.key, a]));

  it('has at least 60 articles, in every language, with unique keys', () => {
    expect(DEMO_ARTICLES.length).toBeGreaterThanOrEqual(60);
    expect(byKey.size).toBe(DEMO_ARTICLES.length);
    for (const lang of LANGUAGES) expect(DEMO_ARTICLES.filter((a) => a.language === lang).length).toBeGreaterThanOrEqual(15);
  });

  it('keeps translation groups consistent: same author and category, one article per language', () => {
    const groups = new Map<string, typeof DEMO_ARTICLES>();
    for (const a of DEMO_ARTICLES) groups.set(a.group, [...(groups.get(a.group) ?? []), a]);
    for (const [, members] of groups) {
      expect(new Set(members.map((a) => a.author)).size).toBe(1);
      expect(new Set(members.map((a) => a.category)).size).toBe(1);
      expect(new Set(members.map((a) => a.language)).size).toBe(members.length);
      expect(new Set(members.map((a) => JSON.stringify(a.issue ?? null))).size).toBe(1);
    }
    expect([...groups.values()].filter((m) => m.length === 3).length).toBeGreaterThanOrEqual(20);
  });

  it('uses every category, and every author writes', () => {
    for (const c of ARTICLE_CATEGORIES) expect(DEMO_ARTICLES.some((a) => a.category === c)).toBe(true);
    const authors = new Set(DEMO_AUTHORS.map((a) => a.key));
    expect(authors.size).toBe(6);
    for (const a of DEMO_ARTICLES) expect(authors.has(a.author)).toBe(true);
    for (const key of authors) expect(DEMO_ARTICLES.some((a) => a.author === key)).toBe(true);
  });

  it('respects the contract limits on titles, summaries, tags and preview lengths', () => {
    for (const a of DEMO_ARTICLES) {
      expect(chars(a.title)).toBeLessThanOrEqual(ARTICLE_TITLE_MAX);
      expect(chars(a.summary)).toBeLessThanOrEqual(ARTICLE_SUMMARY_MAX);
      expect(a.summary.length).toBeGreaterThan(20);
      expect(a.tags.length).toBeGreaterThan(0);
      expect(a.tags.length).toBeLessThanOrEqual(ARTICLE_TAGS_MAX);
      expect(new Set(a.tags).size).toBe(a.tags.length);
      for (const t of a.tags) expect(chars(t)).toBeLessThanOrEqual(ARTICLE_TAG_MAX);
      expect(a.popularity).toBeGreaterThanOrEqual(0);
      expect(a.popularity).toBeLessThanOrEqual(1);
      expect(a.publishedDaysAgo).toBeGreaterThan(0);
      if (a.previewLength !== undefined) {
        expect(a.previewLength).toBeGreaterThanOrEqual(PREVIEW_LENGTH_MIN);
        expect(a.previewLength).toBeLessThanOrEqual(PREVIEW_LENGTH_MAX);
        // The free part is well short of the article, so the lock means something.
        expect(a.previewLength).toBeLessThan(chars(text(a.body)) * 0.6);
      }
    }
    const locked = DEMO_ARTICLES.filter((a) => a.locked).length;
    expect(locked / DEMO_ARTICLES.length).toBeGreaterThan(0.25);
    expect(locked / DEMO_ARTICLES.length).toBeLessThan(0.45);
  });

  it('writes bodies with only the allowed tags, subheadings and several paragraphs, no script', () => {
    for (const a of DEMO_ARTICLES) {
      const tags = [...a.body.matchAll(/<\/?([a-zA-Z0-9]+)/g)].map((m) => m[1]!.toLowerCase());
      expect(tags.filter((t) => !ALLOWED_TAGS.has(t))).toEqual([]);
      expect(a.body).not.toMatch(/script|javascript:|\son\w+=/i);
      expect(a.body).toContain('<h2>');
      const paragraphs = (a.body.match(/<p>/g) ?? []).length;
      expect(paragraphs).toBeGreaterThanOrEqual(4);
      expect(balanced(a.body, ['img'])).toBe(true);
      for (const m of a.body.matchAll(/<img ([^>]*)>/g)) expect(m[1]).toMatch(/^src="cover:\d+" alt="[^"<>]+"$/);
    }
  });

  it('contains the words the search tests look for', () => {
    const has = (lang: string, word: RegExp) => DEMO_ARTICLES.some((a) => a.language === lang && word.test(text(a.body) + a.title));
    expect(has('zh-cn', /水下摄影/)).toBe(true);
    expect(has('zh-cn', /潜水摄影/)).toBe(true);
    expect(has('zh-hant', /潛水攝影/)).toBe(true);
    expect(has('en-us', /\bdivers\b/)).toBe(true);
    expect(has('en-us', /\bdiving\b/)).toBe(true);
  });

  it('refers only to magazine issues that exist, and fills every issue', () => {
    const issues = new Set(DEMO_MAGAZINES.flatMap((m) => m.issues.map((i) => `${m.key}/${i.kind}/${i.number}`)));
    expect(DEMO_MAGAZINES).toHaveLength(3);
    for (const m of DEMO_MAGAZINES) {
      expect(m.issues.filter((i) => i.kind === 'periodical').length).toBeGreaterThanOrEqual(3);
      expect(m.issues.filter((i) => i.kind === 'monthly').length).toBeGreaterThanOrEqual(2);
      for (const i of m.issues) expect(i.issuedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(new Set(m.issues.map((i) => `${i.kind}/${i.number}`)).size).toBe(m.issues.length);
    }
    const used = new Set<string>();
    for (const a of DEMO_ARTICLES.filter((x) => x.issue)) {
      const ref = `${a.issue!.magazine}/${a.issue!.kind}/${a.issue!.number}`;
      expect(issues.has(ref)).toBe(true);
      used.add(ref);
    }
    expect([...issues].filter((i) => !used.has(i))).toEqual([]);
  });

  it('gives banners valid links (in-app routes, or an article key the seed resolves)', () => {
    expect(DEMO_BANNERS.length).toBeGreaterThanOrEqual(3);
    for (const b of DEMO_BANNERS) {
      const link = b.link.startsWith('article:') ? '/pages/article/article?id=x' : b.link;
      if (b.link.startsWith('article:')) expect(byKey.has(b.link.slice('article:'.length))).toBe(true);
      expect(bannerSchema.safeParse({ image: '/uploads/x.jpg', title: b.title, link, position: b.position }).success).toBe(true);
    }
  });

  it('generates the same SVG for the same seed, different for another, and well formed', () => {
    for (const theme of COVER_THEMES) {
      const a = coverSvg(7, { width: 600, height: 400, theme });
      expect(coverSvg(7, { width: 600, height: 400, theme })).toBe(a);
      expect(coverSvg(8, { width: 600, height: 400, theme })).not.toBe(a);
      expect(a).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="600" height="400"/);
      expect(a).not.toMatch(/NaN|undefined|Infinity/);
      expect(balanced(a)).toBe(true);
    }
    for (const svg of [avatarSvg(3), backgroundSvg(3), coverSvg(42)]) {
      expect(svg).not.toMatch(/NaN|undefined/);
      expect(balanced(svg)).toBe(true);
    }
    expect(avatarSvg(3)).toBe(avatarSvg(3));
    expect(new Set(DEMO_AUTHORS.map((a) => avatarSvg(a.avatarSeed))).size).toBe(DEMO_AUTHORS.length);
  });

  it('draws pictures the renderer the seed uses (sharp/librsvg) accepts', async () => {
    const svgs = [
      ...COVER_THEMES.map((theme) => coverSvg(11, { width: 240, height: 160, theme })),
      avatarSvg(5, 120),
      backgroundSvg(5, 300, 120),
    ];
    for (const svg of svgs) {
      const { info } = await sharp(Buffer.from(svg)).raw().toBuffer({ resolveWithObject: true });
      expect(info.width * info.height).toBeGreaterThan(0);
    }
    const { info } = await sharp(Buffer.from(svgs[0]!)).raw().toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([240, 160]);
  });

  it('turns the compact markup into the allowed HTML, escaping text', () => {
    const seed = seedWithTheme(3, 'manta');
    expect(rich('## Title\nOne **bold** and *em* <b>\n- a\n- b\n1. c\n> q\n[fig 3 manta] A & B')).toBe(
      '<h2>Title</h2>\n<p>One <strong>bold</strong> and <em>em</em> &lt;b&gt;</p>\n<ul><li>a</li><li>b</li></ul>\n<ol><li>c</li></ol>\n<blockquote><p>q</p></blockquote>\n' +
        `<figure><img src="cover:${seed}" alt="A &amp; B"><figcaption>A &amp; B</figcaption></figure>`,
    );
    expect(() => rich('[fig 3 dragons] no such theme')).toThrow(/unknown theme/);
  });

  it('finds, for a figure, a seed that draws the asked theme by itself', () => {
    for (const theme of COVER_THEMES) {
      const seed = seedWithTheme(100, theme);
      expect(seed).toBeGreaterThanOrEqual(100);
      expect(themeOf(seed)).toBe(theme);
      // The seed renders figures without a theme: the picture is the asked theme's.
      expect(coverSvg(seed, { width: 300, height: 200 })).toBe(coverSvg(seed, { width: 300, height: 200, theme }));
    }
  });
});
