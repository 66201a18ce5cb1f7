import { DomainEvent } from '@server/common/events/domain-event';
import type { CarrierCode } from '@contracts/schemas/shop';

/**
 * Events of the shop module. The parcel's events carry a deterministic `eventId`
 * (`parcel-shipped-<order>`, `parcel-delivered-<order>`; BullMQ job ids refuse colons): each follows a guarded transition that
 * happens once, and the inbox keys notices by event id, so even a repeated publish is one notice.
 */

/** A paid goods order was shipped (its stock became `sale` movements in the same transaction). */
export class ParcelShipped extends DomainEvent<{
  eventId: string;
  userId: string;
  orderId: string;
  orderNumber: string;
  carrier: CarrierCode;
  trackingNumber: string;
}>() {}

/** The carrier said the parcel was delivered (the automatic receipt is scheduled). */
export class ParcelDelivered extends DomainEvent<{
  eventId: string;
  userId: string;
  orderId: string;
  orderNumber: string;
  carrier: CarrierCode;
  trackingNumber: string;
}>() {}
