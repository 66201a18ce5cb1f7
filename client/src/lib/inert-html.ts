import { screenWide } from '@client/lib/sized-image';

const DROP = 'script,style,iframe,object,embed,link,meta,base,form';

/**
 * Second line of defence under the server's sanitisers (articles' bodies, goods' descriptions):
 * parses the HTML inertly (DOMParser runs nothing), drops active elements, event-handler
 * attributes and javascript:/data: URLs (except data: images), and hands back the markup.
 * Uploaded pictures get their screen-wide copy; with `deferImages` (the default) it waits in
 * `data-src` for the page to set it once its first screen is drawn (ArticleBody).
 */
export function inertHtml(html: string, { deferImages = true }: { deferImages?: boolean } = {}): string {
  if (typeof DOMParser === 'undefined') return '';
  const doc = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  doc.body.querySelectorAll(DROP).forEach((el) => el.remove());
  doc.body.querySelectorAll('*').forEach((el) => {
    for (const attr of [...el.attributes]) {
      const name = attr.name.toLowerCase();
      const value = attr.value.trim().toLowerCase();
      if (name.startsWith('on')) el.removeAttribute(attr.name);
      else if ((name === 'href' || name === 'src' || name === 'xlink:href') && /^(javascript|vbscript|data):/.test(value)) {
        if (!(name === 'src' && value.startsWith('data:image/'))) el.removeAttribute(attr.name);
      }
    }
    if (el.tagName === 'A') {
      el.setAttribute('rel', 'noopener noreferrer nofollow');
      el.setAttribute('target', '_blank');
    }
    if (el.tagName === 'IMG') {
      el.setAttribute('loading', 'lazy');
      el.setAttribute('decoding', 'async');
      // the screen-wide copy of an uploaded picture, asked for once the page's first screen is
      // drawn (ArticleBody): the cover above it gets the phone's link first (issue #25)
      const src = el.getAttribute('src');
      if (src && deferImages) {
        el.setAttribute('data-src', screenWide(src));
        el.removeAttribute('src');
      } else if (src) el.setAttribute('src', screenWide(src));
    }
  });
  return doc.body.innerHTML;
}
