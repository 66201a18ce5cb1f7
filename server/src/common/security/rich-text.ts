import sanitizeHtml from 'sanitize-html';

/*
 * Rich text written in the app's editor (articles' bodies, goods' descriptions): one rule for
 * what survives. Knows no module; content and shop both store what `sanitizeRichText` returns.
 */

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
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', '#39': "'" };
/** HTML entities (named, decimal, hex) decoded. */
export const decodeEntities = (s: string) =>
  s.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (m, e: string) => {
    if (e[0] === '#') {
      const code = e[1] === 'x' || e[1] === 'X' ? parseInt(e.slice(2), 16) : parseInt(e.slice(1), 10);
      return Number.isFinite(code) ? String.fromCodePoint(code) : m;
    }
    return ENTITIES[e.toLowerCase()] ?? m;
  });

/** The text of sanitised HTML (for search): tags dropped, blocks separated, entities decoded, blank runs folded. */
export function richTextPlainText(html: string): string {
  const spaced = html.replace(/<\/(p|h[2-4]|li|blockquote|figcaption)>|<br\s*\/?>/gi, '$& ');
  return decodeEntities(sanitizeHtml(spaced, { allowedTags: [], allowedAttributes: {} }))
    .replace(/\s+/g, ' ')
    .trim();
}
