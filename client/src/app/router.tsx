import type { QueryClient } from '@tanstack/react-query';
import { createElement, useEffect } from 'react';
import { matchRoutes, useLocation, useNavigate, useRoutes, type NavigateFunction, type RouteObject } from 'react-router-dom';
import type { FeatureRoute } from '@client/config/feature';
import { lazyPage, type LazyPageComponent } from '@client/components/lazy-page';
import { ErrorBoundary } from '@client/components/error-boundary';
import { NotFoundPage, RouteErrorPage } from '@client/components/not-found';
import { RootLayout } from '@client/app/root-layout';
import { routeTable } from '@client/app/route-table';
import { holdFirstScreen } from '@client/lib/first-screen';

// the tab bar (antd-mobile's TabBar, its icons, the unread badge and its socket) is a chunk of its
// own, fetched beside the tab page it frames: pages without tabs do not load it (issue #25)
const TabLayout = lazyPage(() => import('@client/app/layouts/tab-layout').then((m) => ({ default: m.TabLayout })), 'tab-layout', {
  texts: [],
});

/** A feature's route as the router's; the element's type is the page (preloadRoute reads it). */
const toRouteObject = ({ path, page }: FeatureRoute): RouteObject => ({ path, element: createElement(page) });

/** The features' routes (app/features.ts): the tab pages inside the tab layout, the others beside it. */
export const routes: RouteObject[] = [
  {
    element: <RouteErrorBoundary />,
    children: [
      { element: <TabLayout />, children: routeTable.routes.filter((r) => r.tab).map(toRouteObject) },
      ...routeTable.routes.filter((r) => !r.tab).map(toRouteObject),
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

/**
 * Fetches the chunks and texts of the page a hash route (`#/pages/vote/vote?…`) opens, beside
 * the language's texts instead of after them, and starts the page's first API requests into
 * `queryClient` (lazyPage's `prefetch`); resolves when the chunks and texts are in (issue #25).
 */
export async function preloadRoute(hash: string, queryClient?: QueryClient): Promise<void> {
  const [path = '', search = ''] = hash.replace(/^#/, '').split('?');
  const pages = (matchRoutes(routes, path || '/') ?? []).map(
    (match) => (match.route.element as { type?: Partial<LazyPageComponent> } | undefined)?.type,
  );
  if (queryClient) {
    const params = new URLSearchParams(search);
    // a failed prefetch is only a lost head start: the page asks again and shows its own error
    for (const page of pages) {
      const prefetch = page?.prefetch?.(queryClient, params).catch(() => undefined);
      // the page's first screen needs these answers (and the hero they name) before the rest
      if (prefetch) holdFirstScreen(prefetch);
    }
  }
  await Promise.all(pages.map((page) => page?.preload?.() ?? Promise.resolve()));
}

/**
 * The router's error element: an unexpected error while rendering a route shows the error page
 * until the next navigation. (The app uses the declarative router — `<HashRouter>` with
 * `useRoutes` — not the data router, which it never used for loaders or actions and which would
 * add about 12 KB gzipped to every page's first load: issue #25.)
 */
function RouteErrorBoundary() {
  const location = useLocation();
  return (
    <ErrorBoundary fallback={() => <RouteErrorPage />} resetKey={location.key}>
      <RootLayout />
    </ErrorBoundary>
  );
}

/** The way to navigate from outside React (the request layer's 'go to login'). */
export interface AppNavigation {
  navigate?: NavigateFunction;
  /** the current `pathname + search` */
  current?: string;
}

/** The app's routes, rendered inside `<HashRouter>`; keeps `navigation` up to date. */
export function AppRoutes({ navigation }: { navigation: AppNavigation }) {
  const navigate = useNavigate();
  const location = useLocation();
  useEffect(() => {
    navigation.navigate = navigate;
    navigation.current = `${location.pathname}${location.search}`;
  }, [navigation, navigate, location.pathname, location.search]);
  return useRoutes(routes);
}
