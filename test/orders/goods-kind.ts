import { Injectable, Module } from '@nestjs/common';
import { DataSource, type QueryRunner } from 'typeorm';
import type { Language } from '@contracts/language';
import { AppException } from '@server/common/errors/app.exception';
import { rows } from '@server/infra/database/sql';
import { sql } from '@server/infra/database/sql-template';
import {
  SellsOrderKind,
  type KindRefund,
  type OrderKindHandler,
  type OrderKindView,
  type OrderRecord,
  type OrderReservation,
} from '@server/modules/orders/ports/order-kind.port';

/**
 * A second kind of order, for tests only: `parcel` (goods from a tiny shop; the real shop's kind
 * is `goods`, modules/shop) whose tables the test makes
 * (stock per SKU, the SKU of each order, one row per delivery — no unique key, so a double
 * fulfilment would show as two rows). It plugs in exactly as a real module would: one provider
 * marked @SellsOrderKind(), no change in orders or payments.
 */
export interface GoodsInput {
  sku: string;
  quantity: number;
  /** More SKUs in the same order (a cart): one line each after the first. */
  more?: { sku: string; quantity: number }[];
}

export interface GoodsFields {
  sku: string;
}

// The kind exists for the type checker only where this file is compiled (the tests): production
// names no `parcel`; at runtime it exists once GoodsKindModule is in the app.
declare module '@contracts/schemas/orders' {
  interface OrderKinds {
    parcel: GoodsFields;
  }
}

export const GOODS_TABLES = `
  CREATE TABLE goods_stock (sku text PRIMARY KEY, price integer NOT NULL, stock integer NOT NULL CHECK (stock >= 0));
  CREATE TABLE goods_orders (order_id uuid PRIMARY KEY, sku text NOT NULL);
  CREATE TABLE goods_deliveries (id serial PRIMARY KEY, order_id uuid NOT NULL)`;

@Injectable()
@SellsOrderKind()
export class GoodsKind implements OrderKindHandler<GoodsInput, GoodsFields> {
  readonly kind = 'parcel' as const;
  readonly letter = 'P';

  constructor(private readonly ds: DataSource) {}

  private view(o: Pick<OrderRecord, 'status'>, sku: string): OrderKindView<GoodsFields> {
    return { title: `Goods ${sku}`, details: { sku }, refundable: o.status === 'paid' };
  }

  reserve(_userId: string, input: GoodsInput, _lang: Language): Promise<OrderReservation<GoodsFields>> {
    const { sku, quantity } = input;
    const items = [{ sku, quantity }, ...(input.more ?? [])];
    return Promise.resolve({
      lines: items.map((i) => ({ itemRef: i.sku, title: `Goods ${i.sku}`, quantity: i.quantity })),
      discount: 0,
      currency: 'CNY',
      remark: null,
      // One guarded UPDATE for every line: a line whose SKU is short returns no row.
      take: sql`UPDATE goods_stock s SET stock = s.stock - w.quantity
                  FROM unnest(${items.map((_, i) => i)}::int[], ${items.map((i) => i.sku)}::text[], ${items.map((i) => i.quantity)}::int[])
                    AS w(position, sku, quantity)
                 WHERE s.sku = w.sku AND s.stock >= w.quantity RETURNING w.position, s.price AS unit_price`,
      attach: (orderId) => sql`INSERT INTO goods_orders (order_id, sku) SELECT ${orderId}, ${sku} FROM reserved WHERE position = 0`,
      view: (o) => this.view(o, sku),
    });
  }

  async fulfil(q: QueryRunner, order: OrderRecord): Promise<void> {
    await rows(q, `INSERT INTO goods_deliveries (order_id) VALUES ($1) RETURNING id`, [order.id]);
  }

  private async restock(q: QueryRunner, order: OrderRecord, sign: 1 | -1): Promise<boolean> {
    const moved = await rows(
      q,
      `UPDATE goods_stock s SET stock = s.stock + $2 FROM goods_orders g WHERE g.order_id = $1 AND s.sku = g.sku AND s.stock + $2 >= 0 RETURNING s.sku`,
      [order.id, sign * order.quantity],
    );
    return moved.length > 0;
  }

  async release(q: QueryRunner, order: OrderRecord): Promise<void> {
    await this.restock(q, order, 1);
  }

  revive(q: QueryRunner, order: OrderRecord): Promise<boolean> {
    return this.restock(q, order, -1);
  }

  /** Whole orders only. */
  async refund(q: QueryRunner, order: OrderRecord, quantity: number | undefined): Promise<KindRefund> {
    if (quantity !== undefined && quantity !== order.quantity) {
      throw AppException.field('quantity', 'e.commerce.refund_too_many', { count: order.quantity });
    }
    await this.restock(q, order, 1);
    return { count: order.quantity, refunded: order.quantity, status: 'refunded', message: 'commerce.order_refunded' };
  }

  async present(orders: readonly OrderRecord[]): Promise<Map<string, OrderKindView<GoodsFields>>> {
    const found = await rows<{ order_id: string; sku: string }>(
      this.ds,
      `SELECT order_id, sku FROM goods_orders WHERE order_id = ANY($1::uuid[])`,
      [orders.map((o) => o.id)],
    );
    const sku = new Map(found.map((g) => [g.order_id, g.sku]));
    return new Map(orders.filter((o) => sku.has(o.id)).map((o) => [o.id, this.view(o, sku.get(o.id)!)]));
  }
}

/** What a test adds to the app to sell goods. */
@Module({ providers: [GoodsKind] })
export class GoodsKindModule {}
