import { decodeEntities as decode, sanitizeRichText } from '../../../common/security/rich-text';

/**
 * An article's body as stored: sanitised on write, with its free part (`preview`) and the text of
 * both (for search and previews) computed once, so reads never parse HTML.
 */
export interface RenderedArticle {
  body: string;
  preview: string;
  plainText: string;
  previewText: string;
}

/** Articles' bodies follow the app's one rich-text rule. */
export const sanitizeArticleHtml = sanitizeRichText;

const VOID = new Set(['br', 'hr', 'img']);
const TAG = /<\/?([a-z0-9]+)[^>]*>/gi;

/** Top-level blocks of sanitised (well-formed) HTML, each with its text. */
export function blocksOf(html: string): { html: string; text: string }[] {
  const out: { html: string; text: string }[] = [];
  let depth = 0;
  let start = 0;
  let text = '';
  let last = 0;
  for (const m of html.matchAll(TAG)) {
    const at = m.index;
    text += html.slice(last, at);
    last = at + m[0].length;
    const name = m[1]!.toLowerCase();
    const closing = m[0][1] === '/';
    if (depth === 0 && !closing && at > start && html.slice(start, at).trim()) {
      // Loose text between blocks is a block of its own.
      out.push({ html: html.slice(start, at).trim(), text: decode(html.slice(start, at)).trim() });
      text = '';
      start = at;
    }
    if (depth === 0 && !closing) start = at;
    if (closing) depth--;
    else if (!VOID.has(name) && !m[0].endsWith('/>')) depth++;
    if (name === 'br') text += '\n';
    if (depth <= 0) {
      depth = 0;
      out.push({ html: html.slice(start, last), text: decode(text).trim() });
      text = '';
      start = last;
    }
  }
  const tail = html.slice(start);
  if (tail.trim()) out.push({ html: tail.trim(), text: decode(tail).trim() });
  return out;
}

const escapeText = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * Sanitises the body and computes the free part: whole top-level blocks while their text fits in
 * `previewLength` characters (cut only between blocks, never inside a tag). When even the first
 * block is longer, the preview is that block's text cut at `previewLength` (as a paragraph).
 */
export function renderArticle(html: string, locked: boolean, previewLength: number): RenderedArticle {
  const body = sanitizeArticleHtml(html);
  const blocks = blocksOf(body);
  const plainText = blocks
    .map((b) => b.text)
    .filter(Boolean)
    .join('\n');
  if (!locked) return { body, preview: body, plainText, previewText: plainText };
  const kept: typeof blocks = [];
  let used = 0;
  for (const b of blocks) {
    const len = [...b.text].length;
    if (used + len > previewLength) break;
    kept.push(b);
    used += len;
  }
  const first = blocks.find((b) => b.text);
  if (!kept.some((b) => b.text) && first) {
    const cut = [...first.text].slice(0, previewLength).join('');
    return { body, preview: `<p>${escapeText(cut)}…</p>`, plainText, previewText: cut };
  }
  return {
    body,
    preview: kept.map((b) => b.html).join(''),
    plainText,
    previewText: kept
      .map((b) => b.text)
      .filter(Boolean)
      .join('\n'),
  };
}
