/**
 * The membership feature's public surface (VIP, issue #22): its pages (member centre, rules,
 * "Purchased", the admins' plans and ledgers), its `membership` texts, and what other features
 * may use — the reader's membership (hook and query key) and the credit unlock of an article.
 */
import { lazyPage } from '@client/components/lazy-page';
import { defineFeature } from '@client/config/feature';
import { paths } from '@client/config/paths';

export { membershipKeys } from '@client/features/membership/api/keys';
export { getMembershipState, useMembershipState } from '@client/features/membership/api/membership-state';
export { unlockArticle } from '@client/features/membership/api/unlock';

/** Membership pages use the membership area's texts; "Purchased" shows article cards too (content's texts). */
const membershipTexts = { texts: ['membership'] } as const;
const withArticles = { texts: ['membership', 'content'] } as const;

const MemberCentrePage = lazyPage(() => import('@client/features/membership/pages/member-centre-page'), 'member-centre', membershipTexts);
const RulesPage = lazyPage(() => import('@client/features/membership/pages/rules-page'), 'member-rules', membershipTexts);
const PurchasedPage = lazyPage(() => import('@client/features/membership/pages/purchased-page'), 'purchased', withArticles);
const AdminPlansPage = lazyPage(
  () => import('@client/features/membership/pages/admin-plans-page'),
  'admin-membership-plans',
  membershipTexts,
);
const AdminLedgerPage = lazyPage(
  () => import('@client/features/membership/pages/admin-ledger-page'),
  'admin-membership-ledger',
  membershipTexts,
);

export const membershipFeature = defineFeature({
  name: 'membership',
  texts: ['membership'],
  routes: [
    { path: paths.memberCentre, page: MemberCentrePage },
    { path: paths.memberRules, page: RulesPage },
    { path: paths.purchased, page: PurchasedPage, needsLogin: true },
    { path: paths.adminMembershipPlans, page: AdminPlansPage, needsLogin: true, roles: ['admin'] },
    { path: paths.adminMembershipLedger, page: AdminLedgerPage, needsLogin: true, roles: ['admin'] },
  ],
});
