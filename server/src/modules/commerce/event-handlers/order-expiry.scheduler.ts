import { EventsHandler, type IEventHandler } from '@nestjs/cqrs';
import { OrderPlaced } from '../events/commerce.events';
import { OrdersService } from '../services/orders.service';

/** OrderPlaced → the delayed `orders.expire` job (jobId = order id) and the expiring-soon reminder. */
@EventsHandler(OrderPlaced)
export class OrderExpiryScheduler implements IEventHandler<OrderPlaced> {
  constructor(private readonly orders: OrdersService) {}

  async handle(e: OrderPlaced) {
    await this.orders.scheduleExpiry(e.orderId, e.expiresAt);
  }
}
