import { Logger } from '@nestjs/common';
import { EventsHandler, type IEventHandler } from '@nestjs/cqrs';
import type { OrderUpdateEvent } from '@contracts/schemas/orders';
import { UserChannel } from '@server/infra/realtime/user-channel';
import {
  OrderCancelled,
  OrderExpired,
  OrderPaid,
  OrderPlaced,
  OrderProgressed,
  OrderRefunded,
  PaymentReturned,
  type OrderTransitionEvent,
} from '../events/order.events';

/** Every order transition → `order:update {orderId, status}` to the owner's open apps (socket /me). */
@EventsHandler(OrderPlaced, OrderPaid, OrderCancelled, OrderExpired, OrderRefunded, OrderProgressed, PaymentReturned)
export class OrderPushHandler implements IEventHandler<OrderTransitionEvent> {
  private readonly logger = new Logger(OrderPushHandler.name);

  constructor(private readonly gateway: UserChannel) {}

  handle(e: OrderTransitionEvent) {
    try {
      const payload: OrderUpdateEvent = { orderId: e.orderId, status: e.status };
      this.gateway.toUser(e.userId, 'order:update', payload);
    } catch (err) {
      this.logger.warn({ err: err instanceof Error ? err.message : String(err) }, 'order:update push failed');
    }
  }
}
