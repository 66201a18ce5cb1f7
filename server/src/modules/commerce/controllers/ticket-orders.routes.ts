import { Injectable } from '@nestjs/common';
import { createOrderSchema, ticketOrderSchema } from '@contracts/schemas/commerce';
import { HotRoutes, hotRoute, type HotRouteSource } from '@server/common/http/hot-route';
import { TicketOrderKind } from '../services/ticket-order.kind';

/**
 * `POST /orders` (buy tickets), the sale's hottest route, as a hot route (common/http/hot-route.ts):
 * the same session, anti-forgery, rate limit, validation, Idempotency-Key and envelope as a
 * controller method, without Nest's per-request machinery (bench:tickets, docs/performance-log.md).
 * The other order routes are the orders module's (they serve every kind).
 */
@Injectable()
@HotRoutes()
export class TicketOrderRoutes implements HotRouteSource {
  constructor(private readonly tickets: TicketOrderKind) {}

  hotRoutes() {
    return [
      hotRoute({
        method: 'POST',
        path: '/orders',
        operationId: 'ticketOrders.place',
        response: {
          schema: ticketOrderSchema,
          summary: 'Place a ticket order: takes the seats at once, pending payment until paid or expired (Idempotency-Key)',
          errors: [404], // an unknown ticket type
        },
        body: createOrderSchema,
        idempotent: true,
        handle: ({ body, auth, req }) => this.tickets.buy(auth.userId, body, req.lang),
      }),
    ];
  }
}
