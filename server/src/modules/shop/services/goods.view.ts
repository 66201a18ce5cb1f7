import type { Language } from '@contracts/language';
import { LOW_STOCK, type ShopText } from '@contracts/schemas/shop';

/** The text in `lang`, else Simplified Chinese, else any. */
export function pick(text: ShopText | null | undefined, lang: Language): string {
  if (!text) return '';
  return text[lang] || text['zh-cn'] || Object.values(text).find(Boolean) || '';
}

/** Average stars (one decimal) and the count from the six per-star counts (0–5 stars). */
export function ratingOf(byStar: readonly number[]): { average: number; count: number; byStar: number[] } {
  const stars = [0, 1, 2, 3, 4, 5].map((i) => byStar[i] ?? 0);
  const count = stars.reduce((a, n) => a + n, 0);
  const sum = stars.reduce((a, n, i) => a + n * i, 0);
  return { average: count ? Math.round((sum / count) * 10) / 10 : 0, count, byStar: stars };
}

/** What a shopper is told of a SKU's saleable stock: exact when low (≤ LOW_STOCK, 0 = sold out), else null ("in stock"). */
export function shownStock(saleable: number): number | null {
  const n = Math.max(0, saleable);
  return n <= LOW_STOCK ? n : null;
}

/** An original price worth showing: only above the price. */
export function shownOriginal(price: number, original: number | null | undefined): number | undefined {
  return original != null && original > price ? original : undefined;
}

/** `%`, `_` and `\` taken literally in an ILIKE pattern. */
export function likePattern(q: string): string {
  return `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The words of a keyword (at most five; each must match). */
export function keywordTerms(q: string): string[] {
  return q.split(/\s+/).filter(Boolean).slice(0, 5);
}
