/**
 * The fixture feature's public surface (what `client/src/features/logbook/index.ts` would be): its
 * page, declared once; the app's router and needs-login list take it from the features list.
 */
import { lazyPage } from '@client/components/lazy-page';
import { defineFeature } from '@client/config/feature';

export const LOGBOOK_PATH = '/pages/logbook/logbook';

const LogbookPage = lazyPage(() => import('./pages/logbook-page'), 'logbook', { texts: [] });

export const logbookFeature = defineFeature({
  name: 'logbook',
  routes: [{ path: LOGBOOK_PATH, page: LogbookPage, needsLogin: true }],
});
