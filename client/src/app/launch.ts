import { paths } from '@client/config/paths';

type LocationLike = { pathname: string; search: string; hash: string };

/**
 * SPEC §2 launch rewrite. A third-party login returns to `/h5/?hashpath=<route>&code=…&state=…`;
 * the hash router needs `/h5/#<route>?code=…&state=…`. A failed one comes back with `error=…`
 * (and `state`) instead of a code, which the callback page explains. Returns the new address, or
 * null when the current one is not such a callback.
 */
export function oauthLaunchRewrite(location: LocationLike): string | null {
  const params = new URLSearchParams(location.search);
  const hashpath = params.get('hashpath');
  const code = params.get('code');
  const state = params.get('state');
  const error = params.get('error');
  if (!hashpath || (!(code && state) && !error)) return null;
  let route = hashpath.replace(/^#/, '');
  if (!route.startsWith('/')) route = `/${route}`;
  // only an in-app route; anything odd lands on the callback page
  if (route.startsWith('//') || /[\\\s]/.test(route) || /^\/[a-z][a-z0-9+.-]*:/i.test(route)) route = paths.oauthCallback;
  const [routePath = paths.oauthCallback, routeQuery = ''] = route.split('?');
  const query = new URLSearchParams(routeQuery);
  if (code) query.set('code', code);
  if (state) query.set('state', state);
  if (error) query.set('error', error);
  // `provider` is not carried over: the callback page uses the one this tab started with.
  return `${location.pathname}#${routePath}?${query.toString()}`;
}

/** Applies the rewrite before the router starts. */
export function applyLaunchRewrite(): void {
  if (typeof window === 'undefined') return;
  const next = oauthLaunchRewrite(window.location);
  if (next) window.history.replaceState(null, '', next);
}
