/**
 * Where a GET of a path under /h5/ that is not a file goes: `/h5/pages/vote/vote?entry=1` →
 * `/h5/#/pages/vote/vote?entry=1`. Paths whose last segment looks like a file name (`x.js`) and
 * other methods get none (a 404).
 */
export function h5PageFor(method: string, url: string): string | undefined {
  if (method !== 'GET' && method !== 'HEAD') return undefined;
  const [path = '', query] = url.split(/\?(.*)/s, 2);
  const page = path.slice('/h5'.length);
  if (!page.startsWith('/') || page === '/' || /\.[^/]*$/.test(page)) return undefined;
  return `/h5/#${page}${query !== undefined ? `?${query}` : ''}`;
}
