import type { RouteObject } from 'react-router-dom';
import { ComingSoonPage, soonRoute } from '@client/components/coming-soon';
import { paths } from '@client/config/paths';

/** The "shows" tab page (exhibitions list), rendered inside the tab layout. */
export const commerceTabRoutes: RouteObject[] = [{ path: paths.tabShows, element: <ComingSoonPage titleKey="pages.shows" tab /> }];

/** Exhibitions, orders, tickets, coupons and check-in (issue #5). */
export const commerceRoutes: RouteObject[] = [
  soonRoute(paths.exhibition, 'pages.exhibition'),
  soonRoute(paths.orders, 'pages.orders'),
  soonRoute(paths.tickets, 'pages.tickets'),
];
