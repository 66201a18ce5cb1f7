/**
 * The fixture feature's public surface (what `client/src/features/logbook/index.ts` would be): its
 * page, declared once, and its texts (`locales/` here, one chunk a language); the app's router,
 * needs-login list and text loading take them from the features list.
 */
import { lazyPage } from '@client/components/lazy-page';
import { defineFeature, type FeatureTexts } from '@client/config/feature';

export const LOGBOOK_PATH = '/pages/logbook/logbook';

/** The logbook's interface texts (top-level key `logbook`). */
export const logbookTexts: FeatureTexts = {
  'zh-CN': () => import('./locales/zh-CN.json').then((m) => m.default),
  en: () => import('./locales/en.json').then((m) => m.default),
  'zh-Hant': () => import('./locales/zh-Hant.json').then((m) => m.default),
};

const LogbookPage = lazyPage(() => import('./pages/logbook-page'), 'logbook', { texts: [logbookTexts] });

export const logbookFeature = defineFeature({
  name: 'logbook',
  texts: logbookTexts,
  routes: [{ path: LOGBOOK_PATH, page: LogbookPage, needsLogin: true }],
});
