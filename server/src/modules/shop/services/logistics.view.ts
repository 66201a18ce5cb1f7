import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { Language } from '@contracts/language';
import type { CarrierCode, FulfilmentStatus, Logistics, ParcelStatus, Shipment } from '@contracts/schemas/shop';
import { AppException } from '@server/common/errors/app.exception';
import { t } from '@server/common/i18n/i18n';
import { one, rows, type Db } from '@server/infra/database/sql';
import { OrderQuery } from '@server/modules/orders/queries/order.query';

/** The fulfilment columns of `shop_orders`. */
export interface FulfilmentRow {
  order_id: string;
  user_id: string;
  carrier: CarrierCode | null;
  tracking_number: string | null;
  shipped_at: Date | null;
  delivered_at: Date | null;
  auto_receive_at: Date | null;
  received_at: Date | null;
}

export const FULFILMENT_COLUMNS = 'order_id, user_id, carrier, tracking_number, shipped_at, delivered_at, auto_receive_at, received_at';

export const carrierName = (code: CarrierCode, lang: Language) => t(lang, `shop.carrier.${code}`);

/** The order's fulfilment status: received, else its parcel's newest scan, else awaiting shipment. */
export function fulfilmentStatus(row: FulfilmentRow, newest: ParcelStatus | undefined): FulfilmentStatus {
  if (row.received_at) return 'received';
  if (!row.shipped_at) return 'awaiting_shipment';
  if (row.delivered_at) return 'delivered';
  return newest ?? 'shipped';
}

/** A goods order's `details.shipment` (null before shipping). */
export function shipmentOf(row: FulfilmentRow, newest: ParcelStatus | undefined, lang: Language): Shipment | null {
  if (!row.shipped_at || !row.carrier || !row.tracking_number) return null;
  return {
    carrier: row.carrier,
    carrierName: carrierName(row.carrier, lang),
    trackingNumber: row.tracking_number,
    status: fulfilmentStatus(row, newest),
    shippedAt: row.shipped_at.toISOString(),
    deliveredAt: row.delivered_at?.toISOString() ?? null,
    receivedAt: row.received_at?.toISOString() ?? null,
  };
}

/**
 * The newest scan's status of each order's parcel (one query for a page of orders). The app's own
 * `shipped` counts only while the carrier has said nothing: a courier's clock may be behind ours,
 * or the parcel collected before staff pressed "ship".
 */
export async function newestScans(db: Db, orderIds: readonly string[]): Promise<Map<string, ParcelStatus>> {
  const found = await rows<{ order_id: string; status: ParcelStatus }>(
    db,
    `SELECT DISTINCT ON (order_id) order_id, status FROM shop_parcel_events WHERE order_id = ANY($1::uuid[])
      ORDER BY order_id, (status = 'shipped'), time DESC, created_at DESC`,
    [orderIds],
  );
  return new Map(found.map((r) => [r.order_id, r.status]));
}

/** `GET /orders/:id/logistics` and the answers of ship and receive: the carrier, the waybill and the timeline, newest first. */
@Injectable()
export class LogisticsView {
  constructor(
    private readonly ds: DataSource,
    private readonly orders: OrderQuery,
  ) {}

  /** The owner's view; someone else's order, a hidden one or not a goods order is 404. */
  async forOwner(userId: string, orderId: string, lang: Language): Promise<Logistics> {
    const row = await one<{ user_id: string }>(this.ds, `SELECT user_id FROM shop_orders WHERE order_id = $1`, [orderId]);
    if (!row || row.user_id !== userId || !(await this.orders.isShownTo(userId, orderId))) throw AppException.notFound();
    return this.show(orderId, lang);
  }

  async show(orderId: string, lang: Language): Promise<Logistics> {
    const row = await one<FulfilmentRow>(this.ds, `SELECT ${FULFILMENT_COLUMNS} FROM shop_orders WHERE order_id = $1`, [orderId]);
    if (!row) throw AppException.notFound();
    const events = await rows<{ time: Date; status: ParcelStatus; text: string | null }>(
      this.ds,
      `SELECT time, status, text FROM shop_parcel_events WHERE order_id = $1 ORDER BY time DESC, created_at DESC LIMIT 200`,
      [orderId],
    );
    const name = row.carrier ? carrierName(row.carrier, lang) : null;
    return {
      orderId,
      carrier: row.carrier,
      carrierName: name,
      trackingNumber: row.tracking_number,
      status: fulfilmentStatus(row, (events.find((e) => e.status !== 'shipped') ?? events[0])?.status),
      shippedAt: row.shipped_at?.toISOString() ?? null,
      deliveredAt: row.delivered_at?.toISOString() ?? null,
      receivedAt: row.received_at?.toISOString() ?? null,
      autoReceiveAt: row.delivered_at && !row.received_at ? (row.auto_receive_at?.toISOString() ?? null) : null,
      events: events.map((e) => ({
        time: e.time.toISOString(),
        status: e.status,
        text: e.text ?? t(lang, `shop.parcel.${e.status}`, { carrier: name ?? '' }),
      })),
    };
  }
}
