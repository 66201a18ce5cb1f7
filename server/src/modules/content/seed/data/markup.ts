import type { Language } from '@contracts/language';
import type { ArticleCategory } from '@contracts/schemas/content';
import { COVER_THEMES, seedWithTheme } from './covers';
import type { CoverTheme, DemoArticle, DemoIssueRef } from './types';

/*
 * The demo articles are written in a compact markup, one block a line, turned into the HTML the
 * articles store (only p, h2, h3, strong, em, blockquote, ul/ol/li, figure/img/figcaption):
 *   `## t` h2 · `### t` h3 · `> t` blockquote · `- t` list item · `1. t` numbered item ·
 *   `[fig 12 reef] caption` a figure whose image is a generated picture of that theme, from the first
 *   seed ≥ 12 that draws it by itself (`cover:<seed>`, see covers.ts `seedWithTheme`) ·
 *   any other line a paragraph; `**b**` strong and `*i*` em inside a line.
 */

const escape = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const inline = (s: string): string =>
  escape(s)
    .replace(/\*\*(.+?)\*\*/g, '<strong>$1</strong>')
    .replace(/\*(.+?)\*/g, '<em>$1</em>');

function figure(from: number, theme: string, caption: string): string {
  if (!COVER_THEMES.includes(theme as CoverTheme)) throw new Error(`demo article figure: unknown theme ${theme}`);
  const seed = seedWithTheme(from, theme as CoverTheme);
  return `<figure><img src="cover:${seed}" alt="${escape(caption)}"><figcaption>${inline(caption)}</figcaption></figure>`;
}

export function rich(text: string): string {
  const out: string[] = [];
  let list = null as { tag: 'ul' | 'ol'; items: string[] } | null;
  const flush = (): void => {
    if (list) out.push(`<${list.tag}>${list.items.map((i) => `<li>${i}</li>`).join('')}</${list.tag}>`);
    list = null;
  };
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (!line) continue;
    const item = /^(-|\d+\.) (.+)$/.exec(line);
    if (item) {
      const tag = item[1] === '-' ? 'ul' : 'ol';
      if (list?.tag !== tag) flush();
      list ??= { tag, items: [] };
      list.items.push(inline(item[2]!));
      continue;
    }
    flush();
    const fig = /^\[fig (\d+) ([a-z]+)\] (.+)$/.exec(line);
    if (line.startsWith('## ')) out.push(`<h2>${inline(line.slice(3))}</h2>`);
    else if (line.startsWith('### ')) out.push(`<h3>${inline(line.slice(4))}</h3>`);
    else if (line.startsWith('> ')) out.push(`<blockquote><p>${inline(line.slice(2))}</p></blockquote>`);
    else if (fig) out.push(figure(Number(fig[1]), fig[2]!, fig[3]!));
    else out.push(`<p>${inline(line)}</p>`);
  }
  flush();
  return out.join('\n');
}

/** What all language versions of one article share. */
export interface GroupMeta {
  group: string;
  author: string;
  category: ArticleCategory;
  coverSeed: number;
  coverTheme?: CoverTheme;
  locked?: boolean;
  previewLength?: number;
  publishedDaysAgo: number;
  issue?: DemoIssueRef;
  editorPick?: boolean;
  popularity: number;
}

/** One language version: body in the markup above. */
export interface Version {
  title: string;
  summary: string;
  tags: string[];
  body: string;
}

/** Translations appear a little after the original (zh-cn first, then en-us, then zh-hant), a little less read. */
const LAG: Record<Language, { days: number; reach: number }> = {
  'zh-cn': { days: 0, reach: 1 },
  'en-us': { days: 0.08, reach: 0.85 },
  'zh-hant': { days: 0.15, reach: 0.7 },
};

/** The articles of one translation group (keys `<group>-<language>`). */
export function translated(meta: GroupMeta, versions: Partial<Record<Language, Version>>): DemoArticle[] {
  const { group, locked = false, ...shared } = meta;
  return (Object.entries(versions) as [Language, Version][]).map(([language, v]) => ({
    ...shared,
    key: `${group}-${language}`,
    group,
    language,
    title: v.title,
    summary: v.summary,
    tags: v.tags,
    body: rich(v.body),
    locked,
    // English needs about two and a half times the characters of Chinese for the same passage.
    ...(meta.previewLength ? { previewLength: language === 'en-us' ? Math.round(meta.previewLength * 2.5) : meta.previewLength } : {}),
    publishedDaysAgo: Math.max(0.02, meta.publishedDaysAgo - LAG[language].days),
    popularity: Math.round(meta.popularity * LAG[language].reach * 100) / 100,
  }));
}
