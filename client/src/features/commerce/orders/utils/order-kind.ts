import type { Order } from '@contracts/schemas/commerce';
import type { MembershipOrderFields } from '@contracts/schemas/membership';

/**
 * Orders of every kind come through these screens (docs/architecture.md, "Fulfilment by order
 * kind"); only a ticket order has an exhibition, a ticket type, a holder and ticket counts.
 */
export function isTicketOrder(order: Order): boolean {
  return order.kind === 'ticket';
}

/**
 * What was bought: the exhibition of a ticket order (its ticket type is on the line below), else
 * the title the order's kind gives it (a plan's name, an ad package and campaign), else its number.
 */
export function orderTitle(order: Order): string {
  if (isTicketOrder(order)) return order.exhibition.title;
  return order.title || (order as Partial<MembershipOrderFields>).plan?.name || order.number;
}
