/**
 * The advertisers feature's public surface (issue #23): the agreement, application and status,
 * packages, campaigns and records; the admins' review and packages; and the advertisers' texts.
 */
import { lazyPage } from '@client/components/lazy-page';
import { defineFeature, type FeatureTexts } from '@client/config/feature';
import { paths } from '@client/config/paths';
import type { AdvertiserPage } from '@client/features/advertisers/advertisers-area';

/** The advertisers' texts: `locales/<code>.json` in this folder, one chunk a language. */
export const advertisersTexts: FeatureTexts = {
  'zh-CN': () => import('./locales/zh-CN.json').then((m) => m.default),
  en: () => import('./locales/en.json').then((m) => m.default),
  'zh-Hant': () => import('./locales/zh-Hant.json').then((m) => m.default),
};

/** One page of the advertisers' chunk (all nine load together), with the advertisers' texts only. */
const page = (name: AdvertiserPage) =>
  lazyPage(
    () => import('@client/features/advertisers/advertisers-area').then((m) => ({ default: m.advertiserPages[name] })),
    'advertisers',
    { texts: [advertisersTexts] },
  );

export const advertisersFeature = defineFeature({
  name: 'advertisers',
  texts: advertisersTexts,
  routes: [
    { path: paths.advertiserAgreement, page: page('agreement') },
    { path: paths.advertiserApply, page: page('apply'), needsLogin: true },
    { path: paths.advertiserStatus, page: page('status'), needsLogin: true },
    { path: paths.advertiserPackages, page: page('packages'), needsLogin: true },
    { path: paths.advertiserCampaigns, page: page('campaigns'), needsLogin: true, roles: ['advertiser'] },
    { path: paths.advertiserRecords, page: page('records'), needsLogin: true, roles: ['advertiser'] },
    { path: paths.adminAdvertisers, page: page('adminApplications'), needsLogin: true, roles: ['customer_service', 'admin'] },
    { path: paths.adminAdCreatives, page: page('adminCreatives'), needsLogin: true, roles: ['customer_service', 'admin'] },
    { path: paths.adminAdPackages, page: page('adminPackages'), needsLogin: true, roles: ['admin'] },
  ],
});
