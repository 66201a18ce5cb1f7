import sanitizeHtml from 'sanitize-html';

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

const isHttpUrl = (v: string) => /^https?:\/\//i.test(v);
/** Relative links stay on the site; `//host` (protocol-relative) is not relative. */
const isRelative = (v: string) => /^(\/(?!\/)|#|\?|\.{1,2}\/)/.test(v) || /^[A-Za-z0-9_-][^:]*$/.test(v);
/** Images only from the app's storage (`/uploads/…`) or https. */
const isImageSource = (v: string) => /^https:\/\//i.test(v) || /^\/uploads\/[^\s]+$/.test(v);

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'h2',
    'h3',
    'h4',
    'strong',
    'em',
    'u',
    's',
    'blockquote',
    'ul',
    'ol',
    'li',
    'a',
    'img',
    'figure',
    'figcaption',
    'br',
    'hr',
  ],
  allowedAttributes: { a: ['href', 'rel'], img: ['src', 'alt'] },
  allowedSchemes: ['http', 'https'],
  allowedSchemesByTag: { img: ['https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // Whatever was inside these is dropped with them (not kept as text).
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed', 'svg', 'math', 'template'],
  transformTags: {
    a: (tagName, attribs) => {
      const href = (attribs['href'] ?? '').trim();
      const ok = href !== '' && (isHttpUrl(href) || isRelative(href));
      const out: sanitizeHtml.Attributes = ok ? { href, rel: 'noopener' } : {};
      return { tagName, attribs: out };
    },
    img: (tagName, attribs) => {
      const src = (attribs['src'] ?? '').trim();
      const out: sanitizeHtml.Attributes = {};
      if (isImageSource(src)) {
        out['src'] = src;
        if (attribs['alt']) out['alt'] = attribs['alt'];
      }
      return { tagName, attribs: out };
    },
  },
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs['src'],
};

/** The editor's HTML with only the allowed tags and attributes: no scripts, handlers, styles, javascript:/data: URLs. */
export function sanitizeArticleHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', '#39': "'" };
const decode = (s: string) =>
  s.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (m, e: string) => {
    if (e[0] === '#') {
      const code = e[1] === 'x' || e[1] === 'X' ? parseInt(e.slice(2), 16) : parseInt(e.slice(1), 10);
      return Number.isFinite(code) ? String.fromCodePoint(code) : m;
    }
    return ENTITIES[e.toLowerCase()] ?? m;
  });

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
