import type { OrderStatus } from '@contracts/schemas/orders';
import { OrderEvent, type OrderRef } from '@server/modules/orders/events/order.events';

/**
 * Events the commerce module publishes (past tense, plain data, one object payload); other modules
 * import only this folder. The order events themselves (placed, paid, refunded…) are the orders
 * module's (modules/orders/events).
 */

/** `count` tickets of an order checked in (one scan, or N at the counter) at `gate`. `status`: the order's status after it. */
export class TicketCheckedIn extends OrderEvent<OrderRef & { status: OrderStatus; count: number; gate: string | null }> {
  declare readonly status: OrderStatus;
  declare readonly count: number;
  declare readonly gate: string | null;
}
