/**
 * The commerce feature's public surface (issue #5): the Shows tab, exhibitions and buying,
 * orders and paying, tickets, coupons and check-in, and the commerce texts.
 */
import { lazyPage } from '@client/components/lazy-page';
import { defineFeature, type FeatureTexts } from '@client/config/feature';
import { paths } from '@client/config/paths';
import { prefetchExhibitionPage } from '@client/features/commerce/exhibitions/api/exhibition-first';

/**
 * The commerce texts (exhibitions, orders, payment, tickets, coupons, check-in):
 * `locales/<code>.json` in this folder, one chunk a language.
 */
export const commerceTexts: FeatureTexts = {
  'zh-CN': () => import('./locales/zh-CN.json').then((m) => m.default),
  en: () => import('./locales/en.json').then((m) => m.default),
  'zh-Hant': () => import('./locales/zh-Hant.json').then((m) => m.default),
};

/** These pages use only the commerce texts (issue #25). */
const ownTexts = { texts: [commerceTexts] };

const ExhibitionListPage = lazyPage(
  () => import('@client/features/commerce/exhibitions/pages/exhibition-list-page'),
  'exhibitions',
  ownTexts,
);
const ExhibitionDetailPage = lazyPage(() => import('@client/features/commerce/exhibitions/pages/exhibition-detail-page'), 'exhibition', {
  ...ownTexts,
  prefetch: prefetchExhibitionPage,
});
const BuyPage = lazyPage(() => import('@client/features/commerce/exhibitions/pages/buy-page'), 'exhibition-buy', ownTexts);
const OrderListPage = lazyPage(() => import('@client/features/commerce/orders/pages/order-list-page'), 'orders', ownTexts);
const OrderDetailPage = lazyPage(() => import('@client/features/commerce/orders/pages/order-detail-page'), 'order-detail', ownTexts);
const PayPage = lazyPage(() => import('@client/features/commerce/orders/pages/pay-page'), 'order-pay', ownTexts);
const TicketWalletPage = lazyPage(() => import('@client/features/commerce/tickets/pages/ticket-wallet-page'), 'tickets', ownTexts);
const TicketHistoryPage = lazyPage(() => import('@client/features/commerce/tickets/pages/ticket-history-page'), 'ticket-history', ownTexts);
const TicketDetailPage = lazyPage(() => import('@client/features/commerce/tickets/pages/ticket-detail-page'), 'ticket-detail', ownTexts);
const CouponListPage = lazyPage(() => import('@client/features/commerce/coupons/pages/coupon-list-page'), 'coupons', ownTexts);
const MyCouponsPage = lazyPage(() => import('@client/features/commerce/coupons/pages/my-coupons-page'), 'my-coupons', ownTexts);
const CheckinPage = lazyPage(() => import('@client/features/commerce/checkin/pages/checkin-page'), 'checkin', ownTexts);

export const commerceFeature = defineFeature({
  name: 'commerce',
  texts: commerceTexts,
  routes: [
    { path: paths.tabShows, page: ExhibitionListPage, tab: 'shows' },
    { path: paths.exhibition, page: ExhibitionDetailPage },
    { path: paths.exhibitionBuy, page: BuyPage, needsLogin: true },
    { path: paths.orders, page: OrderListPage, needsLogin: true },
    { path: paths.orderDetail, page: OrderDetailPage, needsLogin: true },
    { path: paths.orderPay, page: PayPage, needsLogin: true },
    { path: paths.tickets, page: TicketWalletPage, needsLogin: true },
    { path: paths.ticketHistory, page: TicketHistoryPage, needsLogin: true },
    { path: paths.ticketDetail, page: TicketDetailPage, needsLogin: true },
    { path: paths.couponList, page: CouponListPage },
    { path: paths.couponMine, page: MyCouponsPage, needsLogin: true },
    { path: paths.checkin, page: CheckinPage, needsLogin: true, roles: ['volunteer', 'admin'] },
  ],
});
