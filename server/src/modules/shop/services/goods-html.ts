import sanitizeHtml from 'sanitize-html';

/*
 * Goods descriptions are rich text under the same rules as articles' bodies (content's
 * article-html.ts, private to content): the same tags and attributes, links only http(s) or
 * relative, images only from the app's storage or https. Kept here rather than shared because a
 * module reaches another only through its public surface (decision 0125).
 */

const isHttpUrl = (v: string) => /^https?:\/\//i.test(v);
const isRelative = (v: string) => /^(\/(?!\/)|#|\?|\.{1,2}\/)/.test(v) || /^[A-Za-z0-9_-][^:]*$/.test(v);
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

/** The editor's HTML with only the allowed tags and attributes. */
export function sanitizeGoodsHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}

/** The text of sanitised HTML (for search): tags dropped, entities decoded, blank runs folded. */
export function goodsPlainText(html: string): string {
  return sanitizeHtml(html.replace(/<\/(p|h[2-4]|li|blockquote|figcaption)>|<br\s*\/?>/gi, '$& '), {
    allowedTags: [],
    allowedAttributes: {},
  })
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}
