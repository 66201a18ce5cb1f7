import type { Order } from '@contracts/schemas/commerce';

/**
 * Orders of every kind come through these screens (docs/architecture.md, "Fulfilment by order
 * kind"); only a ticket order has an exhibition, a ticket type, a holder and ticket counts.
 */
export function isTicketOrder(order: Order): boolean {
  return order.kind === 'ticket';
}

/**
 * What was bought: the exhibition of a ticket order (its ticket type is on the line below), else
 * the title the order's kind gives it (a plan's name, an ad package and campaign).
 */
export function orderTitle(order: Order): string {
  return isTicketOrder(order) ? order.exhibition.title : order.title;
}
