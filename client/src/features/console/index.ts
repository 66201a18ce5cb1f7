/**
 * The operators' console (issue #39): people (search, a person's page with roles, disable and
 * enable), orders and refunds (decision 0145), the audit log, and the exhibition catalogue (exhibitions, ticket types, coupons;
 * decision 0132), for staff; and the console's texts.
 */
import { lazyPage } from '@client/components/lazy-page';
import { defineFeature, type FeatureTexts } from '@client/config/feature';
import { paths } from '@client/config/paths';

/** The console's texts: `locales/<code>.json` in this folder, one chunk a language. */
export const consoleTexts: FeatureTexts = {
  'zh-CN': () => import('./locales/zh-CN.json').then((m) => m.default),
  en: () => import('./locales/en.json').then((m) => m.default),
  'zh-Hant': () => import('./locales/zh-Hant.json').then((m) => m.default),
};

const ownTexts = { texts: [consoleTexts] };

const PeoplePage = lazyPage(() => import('@client/features/console/pages/people-page'), 'console-people', ownTexts);
const UserPage = lazyPage(() => import('@client/features/console/pages/user-page'), 'console-user', ownTexts);
const AuditPage = lazyPage(() => import('@client/features/console/pages/audit-page'), 'console-audit', ownTexts);
const CataloguePage = lazyPage(() => import('@client/features/console/pages/catalogue-page'), 'console-catalogue', ownTexts);
const ExhibitionEditorPage = lazyPage(
  () => import('@client/features/console/pages/exhibition-editor-page'),
  'console-exhibition',
  ownTexts,
);
const OrdersPage = lazyPage(() => import('@client/features/console/pages/orders-page'), 'console-orders', ownTexts);
const OrderPage = lazyPage(() => import('@client/features/console/pages/order-page'), 'console-order', ownTexts);
const DeletionRequestsPage = lazyPage(() => import('@client/features/console/pages/deletion-requests-page'), 'console-deletion', ownTexts);
const CouponsPage = lazyPage(() => import('@client/features/console/pages/coupons-page'), 'console-coupons', ownTexts);

export const consoleFeature = defineFeature({
  name: 'console',
  texts: consoleTexts,
  routes: [
    { path: paths.adminConsole, page: PeoplePage, needsLogin: true, roles: ['admin', 'customer_service'] },
    { path: paths.adminConsoleUser, page: UserPage, needsLogin: true, roles: ['admin', 'customer_service'] },
    { path: paths.adminOrders, page: OrdersPage, needsLogin: true, roles: ['admin', 'customer_service'] },
    { path: paths.adminOrder, page: OrderPage, needsLogin: true, roles: ['admin', 'customer_service'] },
    { path: paths.adminDeletionRequests, page: DeletionRequestsPage, needsLogin: true, roles: ['admin'] },
    { path: paths.adminAudit, page: AuditPage, needsLogin: true, roles: ['admin'] },
    { path: paths.adminExhibitions, page: CataloguePage, needsLogin: true, roles: ['admin'] },
    { path: paths.adminExhibitionEditor, page: ExhibitionEditorPage, needsLogin: true, roles: ['admin'] },
    { path: paths.adminCoupons, page: CouponsPage, needsLogin: true, roles: ['admin'] },
  ],
});
