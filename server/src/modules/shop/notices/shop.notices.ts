import { Injectable } from '@nestjs/common';
import { ProvidesNotices, type DeliverNoticePayload, type NoticeSource } from '@server/modules/notices/ports/notice-source.port';
import { ParcelDelivered, ParcelShipped } from '../events/shop.events';

type ShopNoticeEvent = ParcelShipped | ParcelDelivered;

/**
 * The notice (category order) a parcel event becomes: the order number and the waybill; the link
 * opens the tracking page (`/pages/order/logistics?order_id=&express_id=`, SPEC), which names the
 * carrier in the reader's language.
 */
export function shopNoticeFor(e: ShopNoticeEvent): DeliverNoticePayload {
  const name = e instanceof ParcelShipped ? 'shipped' : 'delivered';
  return {
    eventId: e.eventId,
    recipientId: e.userId,
    category: 'order',
    titleKey: `notice.shop.${name}.title`,
    bodyKey: `notice.shop.${name}.body`,
    params: { number: e.orderNumber, tracking: e.trackingNumber },
    link: `/pages/order/logistics?order_id=${e.orderId}&express_id=${encodeURIComponent(e.trackingNumber)}`,
  };
}

/** Parcel events → one notice each (order category), through the notice port. */
@Injectable()
@ProvidesNotices()
export class ShopNotices implements NoticeSource<ShopNoticeEvent> {
  readonly events = [ParcelShipped, ParcelDelivered];
  readonly keys = [
    'notice.shop.shipped.title',
    'notice.shop.shipped.body',
    'notice.shop.delivered.title',
    'notice.shop.delivered.body',
  ] as const;

  noticesFor(e: ShopNoticeEvent): DeliverNoticePayload[] {
    return [shopNoticeFor(e)];
  }
}
