import { Injectable } from '@nestjs/common';
import { createOrderSchema } from '@contracts/schemas/commerce';
import { HotRoutes, hotRoute, type HotRouteSource } from '@server/common/http/hot-route';
import { OrdersService } from '../services/orders.service';

/**
 * `POST /orders` (buy tickets), the sale's hottest route, as a hot route (common/http/hot-route.ts):
 * the same session, anti-forgery, rate limit, validation, Idempotency-Key and envelope as a
 * controller method, without Nest's per-request machinery (bench:tickets, docs/performance.md).
 */
@Injectable()
@HotRoutes()
export class OrderRoutes implements HotRouteSource {
  constructor(private readonly orders: OrdersService) {}

  hotRoutes() {
    return [
      hotRoute({
        method: 'POST',
        path: '/orders',
        tag: 'orders',
        summary: 'Place a ticket order: takes the seats at once, pending payment until paid or expired (Idempotency-Key)',
        body: createOrderSchema,
        idempotent: true,
        handle: ({ body, auth, req }) => this.orders.create(auth.userId, body, req.lang),
      }),
    ];
  }
}
