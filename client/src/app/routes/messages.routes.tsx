import type { RouteObject } from 'react-router-dom';
import { soonRoute } from '@client/components/coming-soon';
import { paths } from '@client/config/paths';

/** Messages, feedback and the customer-service screens (issue #4). */
export const messagesRoutes: RouteObject[] = [soonRoute(paths.messages, 'pages.messages'), soonRoute(paths.feedback, 'pages.feedback')];
