import { useEffect, useMemo, useRef } from 'react';
import { useAfterPaint } from '@client/lib/after-paint';
import { inertHtml } from '@client/lib/inert-html';

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
