import { useMemo } from 'react';
import { inertHtml } from '@client/lib/inert-html';

/** The goods' description: HTML the server sanitised on write (the articles' rules), rendered inert here too. */
export function GoodsDescription({ html }: { html: string }) {
  const safe = useMemo(() => inertHtml(html, { deferImages: false }), [html]);
  return <div className="shop-description" data-testid="goods-description" dangerouslySetInnerHTML={{ __html: safe }} />;
}
