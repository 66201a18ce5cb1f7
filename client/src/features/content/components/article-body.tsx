import { useMemo } from 'react';

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
    }
  });
  return doc.body.innerHTML;
}

/** An article's body: HTML the server sanitised on write, rendered without any script. */
export function ArticleBody({ html, testId }: { html: string; testId: string }) {
  const safe = useMemo(() => inertHtml(html), [html]);
  return <div className="article-body" data-testid={testId} dangerouslySetInnerHTML={{ __html: safe }} />;
}
