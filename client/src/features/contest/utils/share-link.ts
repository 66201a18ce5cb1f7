/**
 * The canvass page of an entry as an absolute link: `<origin>/h5/#/pages/vote/vote?entry=…&ref=…`.
 * A server `url` that is already absolute is used as it is; a relative one is resolved against
 * the app's origin.
 */
export function canvassLink(opts: {
  origin: string;
  base: string;
  votePath: string;
  entryId: string;
  ref?: string | null;
  serverUrl?: string | null;
}): string {
  if (opts.serverUrl && /^https?:\/\//i.test(opts.serverUrl)) return opts.serverUrl;
  if (opts.serverUrl && opts.serverUrl.startsWith('/')) return `${opts.origin}${opts.serverUrl}`;
  const query = new URLSearchParams({ entry: opts.entryId });
  if (opts.ref) query.set('ref', opts.ref);
  const base = opts.base.endsWith('/') ? opts.base : `${opts.base}/`;
  return `${opts.origin}${base}#${opts.votePath}?${query.toString()}`;
}
