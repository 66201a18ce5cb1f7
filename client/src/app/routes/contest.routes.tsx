import type { RouteObject } from 'react-router-dom';
import { soonRoute } from '@client/components/coming-soon';
import { paths } from '@client/config/paths';

/** Ocean Stars: contest home, ranking, entries, works, canvass pages (issue #3). */
export const contestRoutes: RouteObject[] = [soonRoute(paths.vote, 'pages.vote'), soonRoute(paths.works, 'pages.works')];
