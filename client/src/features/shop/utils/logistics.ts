import type { FulfilmentStatus } from '@contracts/schemas/shop';

/** A shipped parcel not yet received may be confirmed received by its member (delivered or not: decision 0131). */
export function canReceive(p: { status: FulfilmentStatus; shippedAt: string | null; receivedAt: string | null }): boolean {
  return p.shippedAt !== null && p.receivedAt === null && p.status !== 'received';
}

/** The logistics page of an order (the SPEC's `order_id` and `express_id`). */
export function logisticsLink(base: string, orderId: string, trackingNumber?: string | null): string {
  const q = new URLSearchParams({ order_id: orderId });
  if (trackingNumber) q.set('express_id', trackingNumber);
  return `${base}?${q.toString()}`;
}
