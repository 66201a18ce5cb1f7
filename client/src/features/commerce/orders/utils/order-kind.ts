import type { Order } from '@contracts/schemas/commerce';
import type { MembershipOrderFields } from '@contracts/schemas/membership';

/**
 * Orders of every kind come through these screens (docs/architecture.md, "Fulfilment by order
 * kind"); only a ticket order has an exhibition, a ticket type, a holder and ticket counts.
 */
export function isTicketOrder(order: Order): boolean {
  return order.kind === 'ticket';
}

/** What was bought: the exhibition of a ticket order, the plan of a membership order, else the order's number. */
export function orderTitle(order: Order): string {
  if (isTicketOrder(order)) return order.exhibition.title;
  const other = order as Partial<MembershipOrderFields>;
  return other.plan?.name ?? order.number;
}
