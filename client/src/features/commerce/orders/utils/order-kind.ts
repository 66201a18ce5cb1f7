import type { Order } from '@contracts/schemas/orders';
import type { GoodsOrder } from '@contracts/schemas/shop';

/**
 * Orders of every kind come through these screens (docs/architecture.md, "Fulfilment by order
 * kind"); only a ticket order has an exhibition, a ticket type, a holder and ticket counts (its
 * kind's `details`).
 */
export function isTicketOrder(order: Order): order is Order<'ticket'> {
  return order.kind === 'ticket';
}

/** A shop order (issue #38): an address, a shipping fee and one line per SKU in its details. */
export function isGoodsOrder(order: Order): order is GoodsOrder {
  return order.kind === 'goods';
}

/**
 * What was bought: the exhibition of a ticket order (its ticket type is on the line below), else
 * the title the order's kind gives it (a plan's name, an ad package and campaign).
 */
export function orderTitle(order: Order): string {
  return isTicketOrder(order) ? order.details.exhibition.title : order.title;
}

/**
 * The i18n key of an order's status name. A ticket order that is paid is "to use" until its tickets
 * are checked in; a paid goods order is "to ship"; an order of another kind is fulfilled when paid,
 * so it is simply "paid".
 */
export function orderStatusKey(order: Pick<Order, 'kind' | 'status'> & { details?: unknown }): string {
  // a paid goods order waits for the shop to ship it, then for its member to receive it
  if (order.kind === 'goods' && order.status === 'paid') return isShipped(order) ? 'orders.statusGoods.shipped' : 'orders.statusGoods.paid';
  return order.kind !== 'ticket' && order.status === 'paid' ? 'orders.statusOther.paid' : `orders.status.${order.status}`;
}

/** A goods order whose parcel has left (its details carry the shipment). */
function isShipped(order: { details?: unknown }): boolean {
  const shipment = (order.details as { shipment?: unknown } | undefined)?.shipment;
  return shipment !== null && shipment !== undefined;
}

/** The i18n keys (first found wins) of the line that explains an order's status, in its kind's words. */
export function orderStatusTextKeys(order: Pick<Order, 'kind' | 'status'> & { details?: unknown }): string[] {
  if (order.kind === 'goods' && order.status === 'paid' && isShipped(order)) return ['orders.statusTextKind.goods.shipped'];
  return order.kind === 'ticket'
    ? [`orders.statusText.${order.status}`]
    : [`orders.statusTextKind.${order.kind}.${order.status}`, `orders.statusTextOther.${order.status}`];
}
