import type { ExhibitionStatus } from '@contracts/schemas/commerce';
import type { OrderTab } from '@contracts/schemas/orders';

/**
 * Query keys of the commerce screens, in one place so that every feature invalidates the same
 * data (an order event refreshes orders and tickets; a placed order refreshes coupons).
 */
export const commerceKeys = {
  exhibitions: ['exhibitions'] as const,
  exhibitionList: (status: ExhibitionStatus | 'all') => ['exhibitions', 'list', status] as const,
  exhibition: (id: string) => ['exhibitions', 'detail', id] as const,
  orders: ['orders'] as const,
  orderList: (tab: OrderTab | 'all') => ['orders', 'list', tab] as const,
  order: (id: string) => ['orders', 'detail', id] as const,
  tickets: ['tickets'] as const,
  /** `orderId`: one order's tickets (filtered by the server), null: all of them. */
  ticketList: (kind: 'wallet' | 'history', orderId: string | null = null) => ['tickets', 'list', kind, orderId] as const,
  ticket: (id: string) => ['tickets', 'detail', id] as const,
  coupons: ['coupons'] as const,
  couponList: ['coupons', 'list'] as const,
  myCoupons: (filter: MyCouponFilter) => ['coupons', 'mine', filter] as const,
};

export type MyCouponFilter = { usable?: boolean; ticketTypeId?: string; quantity?: number };
