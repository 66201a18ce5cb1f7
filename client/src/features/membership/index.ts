/**
 * The membership feature's public surface (VIP, issue #22): its pages (member centre, rules,
 * "Purchased", the admins' plans and ledgers), its texts, and what other features
 * may use — the reader's membership (hook and query key) and the credit unlock of an article.
 */
import { lazyPage } from '@client/components/lazy-page';
import { defineFeature, type FeatureTexts } from '@client/config/feature';
import { contentTexts } from '@client/features/content';
import { paths } from '@client/config/paths';

export { membershipKeys } from '@client/features/membership/api/keys';
export { getMembershipState, useMembershipState } from '@client/features/membership/api/membership-state';
export { unlockArticle } from '@client/features/membership/api/unlock';

/** The membership texts: `locales/<code>.json` in this folder, one chunk a language. */
export const membershipTexts: FeatureTexts = {
  'zh-CN': () => import('./locales/zh-CN.json').then((m) => m.default),
  en: () => import('./locales/en.json').then((m) => m.default),
  'zh-Hant': () => import('./locales/zh-Hant.json').then((m) => m.default),
};

/** Membership pages use the membership texts; "Purchased" shows article cards too (content's texts). */
const ownTexts = { texts: [membershipTexts] };
const withArticles = { texts: [membershipTexts, contentTexts] };

const MemberCentrePage = lazyPage(() => import('@client/features/membership/pages/member-centre-page'), 'member-centre', ownTexts);
const RulesPage = lazyPage(() => import('@client/features/membership/pages/rules-page'), 'member-rules', ownTexts);
const PurchasedPage = lazyPage(() => import('@client/features/membership/pages/purchased-page'), 'purchased', withArticles);
const AdminPlansPage = lazyPage(() => import('@client/features/membership/pages/admin-plans-page'), 'admin-membership-plans', ownTexts);
const AdminLedgerPage = lazyPage(() => import('@client/features/membership/pages/admin-ledger-page'), 'admin-membership-ledger', ownTexts);

export const membershipFeature = defineFeature({
  name: 'membership',
  texts: membershipTexts,
  routes: [
    { path: paths.memberCentre, page: MemberCentrePage },
    { path: paths.memberRules, page: RulesPage },
    { path: paths.purchased, page: PurchasedPage, needsLogin: true },
    { path: paths.adminMembershipPlans, page: AdminPlansPage, needsLogin: true, roles: ['admin'] },
    { path: paths.adminMembershipLedger, page: AdminLedgerPage, needsLogin: true, roles: ['admin'] },
  ],
});
