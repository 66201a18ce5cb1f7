import * as CnToT from 'opencc-js/cn2t';
import * as TToCn from 'opencc-js/t2cn';
import type { Language } from '@contracts/language';

/**
 * Simplified ⇄ Traditional for what readers typed (popular searches, search history): a query is
 * counted and kept under one key whatever script it was typed in (潜水 and 潛水 are one search), and
 * shown in the reader's script. opencc-js (pinned in package.json), as the index's fold uses.
 */
// opencc-js's .d.ts imports './core' without an extension, which NodeNext cannot resolve: typed here (as fold.ts).
type Converter = (options: { from: string; to: string }) => (text: string) => string;
const converterOf = (m: unknown) => (m as { Converter: Converter }).Converter;
const toSimplified = (
  (tw, hk) => (s: string) =>
    hk(tw(s))
)(converterOf(TToCn)({ from: 'tw', to: 'cn' }), converterOf(TToCn)({ from: 'hk', to: 'cn' }));
const toTraditional = converterOf(CnToT)({ from: 'cn', to: 'tw' });

const HAN = /\p{Script=Han}/u;

/** A query as it is counted: NFKC, trimmed, spaces collapsed, lower case, Simplified. */
export function queryKey(query: string): string {
  const q = query.normalize('NFKC').trim().replace(/\s+/g, ' ').toLowerCase();
  return HAN.test(q) ? toSimplified(q) : q;
}

/** A query in the reader's script: Traditional for zh-hant, Simplified for zh-cn, as it is for English. */
export function inScript(query: string, lang: Language): string {
  if (!HAN.test(query)) return query;
  if (lang === 'zh-hant') return toTraditional(toSimplified(query));
  if (lang === 'zh-cn') return toSimplified(query);
  return query;
}

/** The spellings of a query in each script (to find a reader's earlier search typed in the other). */
export function scriptVariants(query: string): string[] {
  if (!HAN.test(query)) return [query];
  const simplified = toSimplified(query);
  return [...new Set([query, simplified, toTraditional(simplified)])];
}
