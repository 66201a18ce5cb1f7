import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { paged, type Paged } from '@contracts/api';
import type { Language } from '@contracts/language';
import { CARRIERS, type GoodsOrderDetails } from '@contracts/schemas/shop';
import type { OrderToShip, OrdersToShipQuery, ShipCarriers } from '@contracts/schemas/shop-operations';
import { rows } from '@server/infra/database/sql';
import { OrderQuery } from '@server/modules/orders/queries/order.query';
import { CarrierDesk } from './carrier-desk';
import { carrierName } from './logistics.view';

interface LineData {
  titles?: Record<Language, string>;
  attrs?: Record<Language, Record<string, string>>;
}

/**
 * The staff's shipping desk (decision 0143): paid goods orders not shipped yet (payment counted —
 * `fulfilled_at` —, stock not given back by a refund), the oldest payment first, and the carriers
 * that can take a parcel now.
 */
@Injectable()
export class ShipQueueService {
  constructor(
    private readonly ds: DataSource,
    private readonly orders: OrderQuery,
    private readonly carriers: CarrierDesk,
  ) {}

  async list(q: OrdersToShipQuery, lang: Language): Promise<Paged<OrderToShip>> {
    const found = await rows<{ order_id: string; address: GoodsOrderDetails['address']; weight_grams: number; total: number }>(
      this.ds,
      `SELECT order_id, address, weight_grams, count(*) OVER ()::int AS total FROM shop_orders
        WHERE fulfilled_at IS NOT NULL AND shipped_at IS NULL AND released_at IS NULL
        ORDER BY fulfilled_at, order_id LIMIT $1 OFFSET $2`,
      [q.limit, (q.page - 1) * q.limit],
    );
    const items: OrderToShip[] = [];
    for (const r of found) {
      const o = await this.orders.byId(r.order_id);
      // paid is the only state a goods order waits to be shipped in (a refund releases its stock first)
      if (!o || o.status !== 'paid' || !o.paidAt) continue;
      items.push({
        orderId: o.id,
        number: o.number,
        paidAt: o.paidAt.toISOString(),
        total: o.total,
        currency: o.currency,
        remark: o.remark,
        address: r.address,
        weightGrams: r.weight_grams,
        items: o.lines.map((l) => {
          const d = (l.data ?? {}) as LineData;
          return { title: d.titles?.[lang] ?? l.title, attrs: d.attrs?.[lang] ?? {}, quantity: l.quantity };
        }),
      });
    }
    return paged(items, q, found[0]?.total ?? 0);
  }

  /** The carriers a parcel may go with now. */
  available(lang: Language): ShipCarriers {
    return CARRIERS.filter((c) => this.carriers.for(c)).map((code) => ({ code, name: carrierName(code, lang) }));
  }
}
