/**
 * The device feature's public surface (issue #35): the app download pages (SPEC §2's xz and
 * xiazaih5, with SPEC §4's download states), the store-link page and the system location pages
 * (choose a venue or a point; a venue with the map-app chooser).
 */
import { lazyPage } from '@client/components/lazy-page';
import { defineFeature, type FeatureTexts } from '@client/config/feature';
import { paths } from '@client/config/paths';

export const deviceTexts: FeatureTexts = {
  'zh-CN': () => import('./locales/zh-CN.json').then((m) => m.default),
  en: () => import('./locales/en.json').then((m) => m.default),
  'zh-Hant': () => import('./locales/zh-Hant.json').then((m) => m.default),
};

const own = { texts: [deviceTexts] };
const DownloadPage = lazyPage(() => import('@client/features/device/pages/download-page'), 'download', own);
const StoreLinksPage = lazyPage(() => import('@client/features/device/pages/store-links-page'), 'store-links', own);
const ChooseLocationPage = lazyPage(() => import('@client/features/device/pages/choose-location-page'), 'choose-location', own);
const OpenLocationPage = lazyPage(() => import('@client/features/device/pages/open-location-page'), 'open-location', own);

export const deviceFeature = defineFeature({
  name: 'device',
  texts: deviceTexts,
  routes: [
    { path: paths.downloadXz, page: DownloadPage },
    { path: paths.downloadH5, page: DownloadPage },
    { path: paths.storeLinks, page: StoreLinksPage },
    { path: paths.chooseLocation, page: ChooseLocationPage },
    { path: paths.openLocation, page: OpenLocationPage },
  ],
});
