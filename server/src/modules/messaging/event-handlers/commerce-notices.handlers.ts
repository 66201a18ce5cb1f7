import { Logger } from '@nestjs/common';
import { EventsHandler, type IEventHandler } from '@nestjs/cqrs';
import type { DeliverNoticePayload } from '../ports/notices.port';
import { TicketCheckedIn } from '@server/modules/commerce/events/ticket.events';
import {
  OrderCancelled,
  OrderExpired,
  OrderExpiringSoon,
  OrderPaid,
  OrderPlaced,
  OrderRefunded,
  PaymentReturned,
} from '@server/modules/orders/events/order.events';
import { NoticeService } from '../services/notice.service';

type CommerceEvent =
  OrderPlaced | OrderPaid | OrderExpiringSoon | OrderExpired | OrderCancelled | OrderRefunded | PaymentReturned | TicketCheckedIn;

/** The notice (category order) an order or ticket event becomes; the link opens the order in the H5 app. */
export function commerceNoticeFor(e: CommerceEvent): DeliverNoticePayload {
  type Name = 'placed' | 'paid' | 'expiring' | 'expired' | 'cancelled' | 'refunded' | 'late_refund' | 'checked_in';
  const notice = (name: Name, params: Record<string, string | number>): DeliverNoticePayload => ({
    eventId: e.eventId,
    recipientId: e.userId,
    category: 'order',
    titleKey: `notice.commerce.${name}.title`,
    // paid, refunded and a late payment speak of tickets; another kind's order gets the plain text
    bodyKey:
      e.kind !== 'ticket' && (name === 'paid' || name === 'refunded' || name === 'late_refund')
        ? `notice.commerce.${name}.body_other`
        : `notice.commerce.${name}.body`,
    params: { number: e.orderNumber, ...params },
    link: `/pages/order/detail?id=${e.orderId}`,
  });
  if (e instanceof OrderPlaced) return notice('placed', { minutes: Math.ceil(e.windowSeconds / 60) });
  if (e instanceof OrderPaid) return notice('paid', { count: e.quantity });
  if (e instanceof OrderExpiringSoon) return notice('expiring', { minutes: e.minutesLeft });
  if (e instanceof OrderExpired) return notice('expired', {});
  if (e instanceof OrderCancelled) return notice('cancelled', {});
  if (e instanceof OrderRefunded) return notice('refunded', { count: e.count });
  if (e instanceof PaymentReturned) return notice('late_refund', {});
  return notice('checked_in', { count: e.count });
}

/** Order and ticket events → one queued notice each (order category). A failed enqueue is logged, never thrown into the publisher. */
@EventsHandler(OrderPlaced, OrderPaid, OrderExpiringSoon, OrderExpired, OrderCancelled, OrderRefunded, PaymentReturned, TicketCheckedIn)
export class CommerceNoticesHandler implements IEventHandler<CommerceEvent> {
  private readonly logger = new Logger(CommerceNoticesHandler.name);

  constructor(private readonly notices: NoticeService) {}

  async handle(e: CommerceEvent) {
    try {
      await this.notices.enqueue(commerceNoticeFor(e));
    } catch (err) {
      this.logger.error(
        { err: err instanceof Error ? err.message : String(err), event: e.constructor.name },
        'could not queue an order notice',
      );
    }
  }
}
