import { useEffect, useMemo, useRef } from 'react';
import { useAfterPaint } from '@client/lib/after-paint';
import { screenWide } from '@client/lib/sized-image';

const DROP = 'script,style,iframe,object,embed,link,meta,base,form';

/**
 * Second line of defence under the server's sanitiser: parses the HTML inertly (DOMParser runs
 * nothing), drops active elements, event-handler attributes and javascript:/data: URLs (except
 * data: images), and hands back the markup.
 */
export function inertHtml(html: string): string {
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
      if (src) {
        el.setAttribute('data-src', screenWide(src));
        el.removeAttribute('src');
      }
    }
  });
  return doc.body.innerHTML;
}

/**
 * An article's body: HTML the server sanitised on write, rendered without any script. Its pictures
 * load after the page's first screen (still lazily: the ones near the screen first).
 */
export function ArticleBody({ html, testId }: { html: string; testId: string }) {
  const safe = useMemo(() => inertHtml(html), [html]);
  const body = useRef<HTMLDivElement>(null);
  const pictures = useAfterPaint();
  useEffect(() => {
    if (!pictures) return;
    body.current?.querySelectorAll<HTMLImageElement>('img[data-src]').forEach((img) => {
      img.src = img.dataset['src']!;
      img.removeAttribute('data-src');
    });
  }, [pictures, safe]);
  return <div ref={body} className="article-body" data-testid={testId} dangerouslySetInnerHTML={{ __html: safe }} />;
}
