import type { RouteObject } from 'react-router-dom';
import { lazyPage } from '@client/components/lazy-page';
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

/** The "shows" tab page (exhibitions list), rendered inside the tab layout. */
export const commerceTabRoutes: RouteObject[] = [{ path: paths.tabShows, element: <ExhibitionListPage /> }];

/** Exhibitions, orders, tickets, coupons and check-in (issue #5). */
export const commerceRoutes: RouteObject[] = [
  { path: paths.exhibition, element: <ExhibitionDetailPage /> },
  { path: paths.exhibitionBuy, element: <BuyPage /> },
  { path: paths.orders, element: <OrderListPage /> },
  { path: paths.orderDetail, element: <OrderDetailPage /> },
  { path: paths.orderPay, element: <PayPage /> },
  { path: paths.tickets, element: <TicketWalletPage /> },
  { path: paths.ticketHistory, element: <TicketHistoryPage /> },
  { path: paths.ticketDetail, element: <TicketDetailPage /> },
  { path: paths.couponList, element: <CouponListPage /> },
  { path: paths.couponMine, element: <MyCouponsPage /> },
  { path: paths.checkin, element: <CheckinPage /> },
];
