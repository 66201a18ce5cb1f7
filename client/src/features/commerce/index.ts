/**
 * The commerce feature's public surface (issue #5): the Shows tab, exhibitions and buying,
 * orders and paying, tickets, coupons and check-in; it owns the `commerce` texts.
 */
import { soonPage } from '@client/components/coming-soon';
import { lazyPage } from '@client/components/lazy-page';
import { defineFeature } from '@client/config/feature';
import { paths } from '@client/config/paths';
import { prefetchExhibitionPage } from '@client/features/commerce/exhibitions/api/exhibition-first';

/** These pages use only the commerce area's texts (issue #25). */
const commerceTexts = { texts: ['commerce'] } as const;

const ExhibitionListPage = lazyPage(
  () => import('@client/features/commerce/exhibitions/pages/exhibition-list-page'),
  'exhibitions',
  commerceTexts,
);
const ExhibitionDetailPage = lazyPage(() => import('@client/features/commerce/exhibitions/pages/exhibition-detail-page'), 'exhibition', {
  ...commerceTexts,
  prefetch: prefetchExhibitionPage,
});
const BuyPage = lazyPage(() => import('@client/features/commerce/exhibitions/pages/buy-page'), 'exhibition-buy', commerceTexts);
const OrderListPage = lazyPage(() => import('@client/features/commerce/orders/pages/order-list-page'), 'orders', commerceTexts);
const OrderDetailPage = lazyPage(() => import('@client/features/commerce/orders/pages/order-detail-page'), 'order-detail', commerceTexts);
const PayPage = lazyPage(() => import('@client/features/commerce/orders/pages/pay-page'), 'order-pay', commerceTexts);
const TicketWalletPage = lazyPage(() => import('@client/features/commerce/tickets/pages/ticket-wallet-page'), 'tickets', commerceTexts);
const TicketHistoryPage = lazyPage(
  () => import('@client/features/commerce/tickets/pages/ticket-history-page'),
  'ticket-history',
  commerceTexts,
);
const TicketDetailPage = lazyPage(
  () => import('@client/features/commerce/tickets/pages/ticket-detail-page'),
  'ticket-detail',
  commerceTexts,
);
const CouponListPage = lazyPage(() => import('@client/features/commerce/coupons/pages/coupon-list-page'), 'coupons', commerceTexts);
const MyCouponsPage = lazyPage(() => import('@client/features/commerce/coupons/pages/my-coupons-page'), 'my-coupons', commerceTexts);
const CheckinPage = lazyPage(() => import('@client/features/commerce/checkin/pages/checkin-page'), 'checkin', commerceTexts);

export const commerceFeature = defineFeature({
  name: 'commerce',
  texts: ['commerce'],
  routes: [
    { path: paths.tabShows, page: ExhibitionListPage, tab: 'shows' },
    { path: paths.exhibition, page: ExhibitionDetailPage },
    { path: paths.exhibitionBuy, page: BuyPage, needsLogin: true },
    { path: paths.orders, page: OrderListPage, needsLogin: true },
    { path: paths.orderDetail, page: OrderDetailPage, needsLogin: true },
    { path: paths.orderPay, page: PayPage, needsLogin: true },
    { path: paths.logistics, page: soonPage('pages.logistics'), needsLogin: true },
    { path: paths.tickets, page: TicketWalletPage, needsLogin: true },
    { path: paths.ticketHistory, page: TicketHistoryPage, needsLogin: true },
    { path: paths.ticketDetail, page: TicketDetailPage, needsLogin: true },
    { path: paths.couponList, page: CouponListPage },
    { path: paths.couponMine, page: MyCouponsPage, needsLogin: true },
    { path: paths.checkin, page: CheckinPage, needsLogin: true, roles: ['volunteer', 'admin'] },
  ],
});
