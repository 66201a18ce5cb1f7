import { Injectable } from '@nestjs/common';
import { ProvidesNotices, type DeliverNoticePayload, type NoticeSource } from '@server/modules/notices/ports/notice-source.port';
import {
  OrderCancelled,
  OrderExpired,
  OrderExpiringSoon,
  OrderPaid,
  OrderPlaced,
  OrderRefunded,
  PaymentReturned,
} from '@server/modules/orders/events/order.events';
import { TicketCheckedIn } from '../events/ticket.events';

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

/**
 * Order and ticket events → one notice each (order category), through the notice port. The
 * order events are orders', for every kind; their texts (and a ticket's check-in) are commerce's.
 */
@Injectable()
@ProvidesNotices()
export class CommerceNotices implements NoticeSource<CommerceEvent> {
  readonly events = [
    OrderPlaced,
    OrderPaid,
    OrderExpiringSoon,
    OrderExpired,
    OrderCancelled,
    OrderRefunded,
    PaymentReturned,
    TicketCheckedIn,
  ];
  readonly keys = [
    ...(['placed', 'paid', 'expiring', 'expired', 'cancelled', 'refunded', 'late_refund', 'checked_in'] as const).flatMap(
      (n) => [`notice.commerce.${n}.title`, `notice.commerce.${n}.body`] as const,
    ),
    ...(['paid', 'refunded', 'late_refund'] as const).map((n) => `notice.commerce.${n}.body_other` as const),
  ];

  noticesFor(e: CommerceEvent) {
    return [commerceNoticeFor(e)];
  }
}
