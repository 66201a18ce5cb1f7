import type { RouteObject } from 'react-router-dom';
import { lazyPage } from '@client/components/lazy-page';
import { paths } from '@client/config/paths';

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

/** VIP membership (issue #22): member centre, rules, "Purchased", and the admins' plans and ledgers. */
export const membershipRoutes: RouteObject[] = [
  { path: paths.memberCentre, element: <MemberCentrePage /> },
  { path: paths.memberRules, element: <RulesPage /> },
  { path: paths.purchased, element: <PurchasedPage /> },
  { path: paths.adminMembershipPlans, element: <AdminPlansPage /> },
  { path: paths.adminMembershipLedger, element: <AdminLedgerPage /> },
];
