import { foldChars } from './fold';

/**
 * A highlighted snippet: a window of the stored plain text around the first match, every character
 * HTML-escaped, the matched words wrapped in `<mark>…</mark>` (the only markup in it). Matching
 * runs on the folded text (so a Traditional text highlights a Simplified query) and maps back to the
 * original characters; English words match when they share their stem (diving ~ dive ~ dives).
 */
const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);
}

/** A rough English stem for highlighting only (PostgreSQL's Snowball stemmer decides what matches). */
export function roughStem(word: string): string {
  const w = word.toLowerCase();
  const cut = w.replace(/(ing|ings|ed|es|s|e|ly)$/, '');
  return cut.length >= 3 ? cut : w;
}

type Range = [start: number, end: number];

function hanRanges(folded: string, term: string): Range[] {
  const out: Range[] = [];
  for (let at = folded.indexOf(term); at >= 0; at = folded.indexOf(term, at + term.length)) out.push([at, at + term.length]);
  return out;
}

function latinRanges(folded: string, stems: Set<string>): Range[] {
  const out: Range[] = [];
  for (const m of folded.matchAll(/[\p{L}\p{N}]+/gu)) {
    if (/\p{Script=Han}/u.test(m[0])) continue;
    if (stems.has(roughStem(m[0]))) out.push([m.index, m.index + m[0].length]);
  }
  return out;
}

function merge(ranges: Range[]): Range[] {
  const sorted = [...ranges].sort((a, b) => a[0] - b[0] || b[1] - a[1]);
  const out: Range[] = [];
  for (const r of sorted) {
    const last = out[out.length - 1];
    if (last && r[0] <= last[1]) last[1] = Math.max(last[1], r[1]);
    else out.push([r[0], r[1]]);
  }
  return out;
}

function rangesIn(folded: string, han: readonly string[], stems: Set<string>): Range[] {
  return merge([...han.flatMap((t) => hanRanges(folded, t)), ...latinRanges(folded, stems)]);
}

/**
 * Ranges found in a folded text whose length differs from the original's (NFKC changed some
 * characters: … → ..., ㎡ → m2), mapped back to the original: each character folded alone, so
 * every folded position knows the original character it came from.
 */
function rangesInOriginal(clean: string, han: readonly string[], stems: Set<string>): Range[] {
  let folded = '';
  const origin: number[] = [];
  let at = 0;
  for (const c of clean) {
    const f = foldChars(c);
    for (let i = 0; i < f.length; i++) origin.push(at);
    folded += f;
    at += c.length;
  }
  origin.push(clean.length);
  // a range ends after the original character its last folded character came from
  const end = (e: number) => {
    const last = origin[e - 1]!;
    return last + (clean.codePointAt(last)! > 0xffff ? 2 : 1);
  };
  return merge(rangesIn(folded, han, stems).map(([s, e]): Range => [origin[s]!, end(e)]));
}

/**
 * `text`'s window of about `size` characters around the first match of `terms` (folded words),
 * escaped and marked. Without a match: its beginning, escaped. The text is folded character by
 * character (`foldChars`: cheap, the same length as the text unless NFKC changed it); the snippet
 * is always cut from the text itself, in its own script (a Traditional text stays Traditional).
 */
export function snippet(text: string, terms: readonly string[], size = 100): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  const han = terms.filter((t) => /\p{Script=Han}/u.test(t));
  const stems = new Set(terms.filter((t) => !/\p{Script=Han}/u.test(t)).map(roughStem));
  const folded = foldChars(clean);
  const source = clean;
  const ranges = folded.length === clean.length ? rangesIn(folded, han, stems) : rangesInOriginal(clean, han, stems);
  const first = ranges[0]?.[0] ?? 0;
  let start = Math.max(0, first - Math.floor(size / 4));
  const stop = Math.min(source.length, start + size);
  start = Math.max(0, Math.min(start, stop - size));
  let out = start > 0 ? '…' : '';
  let at = start;
  for (const [s, e] of ranges) {
    if (e <= start || s >= stop) continue;
    const from = Math.max(s, start);
    const to = Math.min(e, stop);
    out += escapeHtml(source.slice(at, from)) + '<mark>' + escapeHtml(source.slice(from, to)) + '</mark>';
    at = to;
  }
  out += escapeHtml(source.slice(at, stop));
  return stop < source.length ? out + '…' : out;
}
