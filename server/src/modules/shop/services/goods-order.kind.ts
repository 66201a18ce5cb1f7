import { Injectable } from '@nestjs/common';
import { DataSource, type QueryRunner } from 'typeorm';
import { LANGUAGES, type Language } from '@contracts/language';
import { SHOP_CURRENCY, type GoodsOrder, type GoodsOrderDetails, type PlaceGoodsOrderInput } from '@contracts/schemas/shop';
import { AppException } from '@server/common/errors/app.exception';
import type { Ok } from '@server/common/http/ok';
import { t } from '@server/common/i18n/i18n';
import { rows, type Db } from '@server/infra/database/sql';
import { sql } from '@server/infra/database/sql-template';
import { OrderDesk } from '@server/modules/orders/ports/order-desk.port';
import {
  SellsOrderKind,
  type KindRefund,
  type OrderKindView,
  type OrderKindHandler,
  type OrderLineRecord,
  type OrderRecord,
  type OrderReservation,
} from '@server/modules/orders/ports/order-kind.port';
import { AddressesService } from './addresses.service';
import { shippingFee } from './shipping-rule';
import { ShippingRules } from './shipping-rules.service';
import { attrsIn, lineTitle, money, skuFacts, type SkuFacts } from './sku-facts';
import { StockLedger, type StockLine } from './stock.ledger';
import { FULFILMENT_COLUMNS, newestScans, shipmentOf, type FulfilmentRow } from './logistics.view';
import type { ParcelStatus } from '@contracts/schemas/shop';

/** What a goods order line keeps of its SKU (`order_lines.data`): enough to show it in any language without a query. */
interface GoodsLineData {
  goodsId: string;
  cover: string;
  titles: Record<Language, string>;
  attrs: Record<Language, Record<string, string>>;
}

interface ShopOrderRow extends Partial<FulfilmentRow> {
  order_id: string;
  address: GoodsOrderDetails['address'];
  shipping_fee: number;
  weight_grams: number;
}

/** A wanted line: the SKU, how many, and the unit price the buyer saw (if known). */
interface Wanted {
  skuId: string;
  quantity: number;
  price?: number;
}

/** Why a line cannot be bought as asked (one message each, in the buyer's language). */
interface Problem {
  skuId: string;
  reason: 'unavailable' | 'sold_out' | 'short' | 'price';
  msg: string;
  price?: number;
  stock?: number;
}

const lineData = (l: OrderLineRecord) => l.data as unknown as GoodsLineData;

/**
 * The `goods` kind of order (decision 0126): one line per SKU at its current price, the shipping
 * fee on top (OrderReservation.surcharge), the address copied. The stock of every line is
 * allocated by one guarded statement (StockLedger.allocateAll, SKU rows locked in id order) in
 * the order's transaction: all lines or the order is not written, each missing line refused in
 * its own words. Released once (`shop_orders.released_at` guard) on cancellation, expiry or a
 * refund before shipping. Coupons are not taken yet: commerce keeps its coupons to itself (no
 * exported port), and the release of a spent coupon would have to reach into its tables.
 */
@Injectable()
@SellsOrderKind()
export class GoodsOrderKind implements OrderKindHandler<PlaceGoodsOrderInput, GoodsOrderDetails> {
  readonly kind = 'goods' as const;
  readonly letter = 'G';

  constructor(
    private readonly ds: DataSource,
    private readonly desk: OrderDesk,
    private readonly ledger: StockLedger,
    private readonly addresses: AddressesService,
    private readonly shipping: ShippingRules,
  ) {}

  /** `POST /shop/orders`. */
  async buy(userId: string, input: PlaceGoodsOrderInput, lang: Language): Promise<Ok<GoodsOrder>> {
    const placed = await this.desk.place(this, userId, input, lang);
    // `before` throws its own refusals; with it, an order not written means it took nothing.
    if (!placed) throw AppException.fail('e.shop.sold_out');
    return placed;
  }

  // ───────────── creation ─────────────

  private async wanted(userId: string, input: PlaceGoodsOrderInput): Promise<Wanted[]> {
    if (input.lines) return input.lines;
    const cart = await rows<{ sku_id: string; quantity: number; price_seen: number }>(
      this.ds,
      `SELECT c.sku_id, c.quantity, c.price_seen FROM shop_cart_lines c JOIN shop_skus s ON s.id = c.sku_id JOIN shop_goods g ON g.id = s.goods_id
        WHERE c.user_id = $1 AND c.selected AND g.status <> 'draft' ORDER BY c.created_at DESC, c.id`,
      [userId],
    );
    if (!cart.length) throw AppException.fail('e.shop.cart_nothing_selected');
    return cart.map((c) => ({ skuId: c.sku_id, quantity: c.quantity, price: c.price_seen }));
  }

  /** What stands between each line and the order, read now (before the allocation, or after it failed, in its transaction). */
  private problems(wanted: readonly Wanted[], facts: Map<string, SkuFacts>, lang: Language): Problem[] {
    const out: Problem[] = [];
    for (const w of wanted) {
      const f = facts.get(w.skuId);
      if (!f || f.status !== 'on_sale') {
        const title = f ? lineTitle(f, lang) : '';
        out.push({ skuId: w.skuId, reason: 'unavailable', msg: t(lang, 'e.shop.line_unavailable', { title }) });
        continue;
      }
      const title = lineTitle(f, lang);
      if (w.price !== undefined && w.price !== f.price) {
        out.push({
          skuId: w.skuId,
          reason: 'price',
          price: f.price,
          msg: t(lang, 'e.shop.line_price_changed', { title, price: money(f.price), was: money(w.price) }),
        });
      } else if (f.saleable <= 0) {
        out.push({ skuId: w.skuId, reason: 'sold_out', stock: 0, msg: t(lang, 'e.shop.line_sold_out', { title }) });
      } else if (f.saleable < w.quantity) {
        out.push({ skuId: w.skuId, reason: 'short', stock: f.saleable, msg: t(lang, 'e.shop.line_short', { title, stock: f.saleable }) });
      }
    }
    return out;
  }

  /** The refusal naming every changed line; a cart's lines take their new prices (the buyer has now been told them). */
  private async refuse(userId: string, problems: readonly Problem[], fromCart: boolean, lang: Language, db: Db = this.ds): Promise<never> {
    const repriced = problems.filter((p) => p.reason === 'price');
    if (fromCart && repriced.length) {
      await rows(
        db,
        `UPDATE shop_cart_lines c SET price_seen = s.price, updated_at = now() FROM shop_skus s
          WHERE c.user_id = $1 AND c.sku_id = ANY($2::uuid[]) AND s.id = c.sku_id RETURNING c.id`,
        [userId, repriced.map((p) => p.skuId)],
      );
    }
    const sep = lang === 'en-us' ? '; ' : '；';
    throw AppException.fail('e.shop.checkout_changed', { lines: problems.map((p) => p.msg).join(sep) }, { lines: problems });
  }

  async reserve(userId: string, input: PlaceGoodsOrderInput, lang: Language): Promise<OrderReservation<GoodsOrderDetails>> {
    if (input.couponId) throw AppException.field('couponId', 'e.shop.coupon_not_accepted');
    const fromCart = input.fromCart === true;
    const address = await this.addresses.own(userId, input.addressId);
    const wanted = await this.wanted(userId, input);
    const facts = await skuFacts(
      this.ds,
      wanted.map((w) => w.skuId),
    );
    // An unknown SKU, or a draft's (shoppers never see drafts), is 404 like any unknown id.
    if (wanted.some((w) => (facts.get(w.skuId)?.status ?? 'draft') === 'draft')) throw AppException.notFound();
    const problems = this.problems(wanted, facts, lang);
    if (problems.length) await this.refuse(userId, problems, fromCart, lang);

    const sold = wanted.map((w) => ({ ...w, f: facts.get(w.skuId)! }));
    const subtotal = sold.reduce((sum, l) => sum + l.f.price * l.quantity, 0);
    const weightGrams = sold.reduce((sum, l) => sum + l.f.weightGrams * l.quantity, 0);
    // the rule of the province it goes to (decision 0143), else the national one
    const fee = shippingFee(await this.shipping.forProvince(address.areaCodes[0]), subtotal, weightGrams);
    const areas = await this.addresses.checkedAreas(address.areaCodes).catch(() => undefined);
    const snapshot: GoodsOrderDetails['address'] = {
      name: address.name,
      phone: address.phone,
      areaCodes: address.areaCodes,
      areaNames: areas ? areas.map((a) => a.names[lang]) : address.areaCodes,
      detail: address.detail,
    };
    const lines = sold.map((l) => {
      const data: GoodsLineData = {
        goodsId: l.f.goodsId,
        cover: l.f.cover,
        titles: Object.fromEntries(LANGUAGES.map((lg) => [lg, lineTitle(l.f, lg)])) as GoodsLineData['titles'],
        attrs: Object.fromEntries(LANGUAGES.map((lg) => [lg, attrsIn(l.f, lg)])) as GoodsLineData['attrs'],
      };
      return { itemRef: l.skuId, title: data.titles[lang], quantity: l.quantity, data: data as unknown as Record<string, unknown> };
    });
    // Every line at the price just checked (and shown): the allocation refuses a line whose price moved since.
    const stock: StockLine[] = sold.map((l) => ({ skuId: l.skuId, quantity: l.quantity, price: l.f.price }));
    const row = (orderId: string): ShopOrderRow => ({ order_id: orderId, address: snapshot, shipping_fee: fee, weight_grams: weightGrams });
    return {
      lines,
      discount: 0,
      surcharge: fee,
      currency: sold[0]?.f.currency ?? SHOP_CURRENCY,
      remark: input.remark || null,
      before: async (q, orderId) => {
        const taken = await this.ledger.allocateAll(q, orderId, stock);
        if (taken.length < stock.length) {
          // Someone bought the last units (or the price moved) between the check and the statement: say which, roll back.
          const now = this.problems(
            wanted,
            await skuFacts(
              q,
              wanted.map((w) => w.skuId),
            ),
            lang,
          );
          if (!now.length) throw AppException.fail('e.shop.sold_out'); // freed again meanwhile: the buyer may retry
          await this.refuse(userId, now, fromCart, lang, q);
        }
        if (fromCart) {
          await rows(q, `DELETE FROM shop_cart_lines WHERE user_id = $1 AND sku_id = ANY($2::uuid[]) RETURNING id`, [
            userId,
            stock.map((l) => l.skuId),
          ]);
        }
        return true;
      },
      // The prices the allocation just guarded (its rows are locked by this transaction).
      take: sql`SELECT w.position, s.price AS unit_price
                  FROM unnest(${stock.map((_, i) => i)}::int[], ${stock.map((l) => l.skuId)}::uuid[]) AS w(position, sku_id)
                  JOIN shop_skus s ON s.id = w.sku_id`,
      attach: (orderId) =>
        sql`INSERT INTO shop_orders (order_id, user_id, address, shipping_fee, weight_grams)
            SELECT ${orderId}, ${userId}, ${JSON.stringify(snapshot)}::jsonb, ${fee}, ${weightGrams} FROM (SELECT 1 FROM reserved LIMIT 1) r`,
      view: (o) => this.view(o, row(o.id), lang),
    };
  }

  // ───────────── payment, closing, refund ─────────────

  private stockLines(order: OrderRecord): StockLine[] {
    return order.lines.map((l) => ({ skuId: l.itemRef, quantity: l.quantity }));
  }

  /** Units sold per goods, counted once per order (`fulfilled_at`). Stock stays allocated until shipped (a `sale` then, a later slice). */
  async fulfil(q: QueryRunner, order: OrderRecord): Promise<void> {
    const first = await rows(
      q,
      `UPDATE shop_orders SET fulfilled_at = now() WHERE order_id = $1 AND fulfilled_at IS NULL RETURNING order_id`,
      [order.id],
    );
    if (!first.length) return;
    const byGoods = new Map<string, number>();
    for (const l of order.lines) byGoods.set(lineData(l).goodsId, (byGoods.get(lineData(l).goodsId) ?? 0) + l.quantity);
    await this.countSales(q, byGoods, 1);
  }

  private async countSales(q: QueryRunner, byGoods: Map<string, number>, sign: 1 | -1) {
    await rows(
      q,
      `UPDATE shop_goods g SET sales = greatest(0, g.sales + $3 * w.n) FROM unnest($1::uuid[], $2::int[]) AS w(id, n) WHERE g.id = w.id RETURNING g.id`,
      [[...byGoods.keys()], [...byGoods.values()], sign],
    );
  }

  /** Gives the allocation back, at most once per order (the `released_at` guard). */
  private async giveBack(q: QueryRunner, order: OrderRecord): Promise<boolean> {
    const first = await rows(
      q,
      `UPDATE shop_orders SET released_at = now() WHERE order_id = $1 AND released_at IS NULL RETURNING order_id`,
      [order.id],
    );
    if (!first.length) return false;
    const lines = this.stockLines(order);
    const released = await this.ledger.releaseAll(q, order.id, lines);
    if (released.length !== lines.length)
      throw new Error(`order ${order.number}: ${released.length} of ${lines.length} allocations could be released`);
    return true;
  }

  async release(q: QueryRunner, order: OrderRecord): Promise<void> {
    await this.giveBack(q, order);
  }

  /** Late payment: every line allocated again (no price check: the order's price stands), or nothing (a savepoint) and the payment goes back. */
  async revive(q: QueryRunner, order: OrderRecord): Promise<boolean> {
    await q.query('SAVEPOINT goods_revive');
    const back = await rows(
      q,
      `UPDATE shop_orders SET released_at = NULL WHERE order_id = $1 AND released_at IS NOT NULL RETURNING order_id`,
      [order.id],
    );
    if (!back.length) {
      await q.query('RELEASE SAVEPOINT goods_revive');
      return true; // never released: it still holds its stock
    }
    const lines = this.stockLines(order);
    const taken = await this.ledger.allocateAll(q, order.id, lines);
    if (taken.length < lines.length) {
      await q.query('ROLLBACK TO SAVEPOINT goods_revive');
      return false;
    }
    await q.query('RELEASE SAVEPOINT goods_revive');
    return true;
  }

  /**
   * Before shipping, a paid order is refunded whole, its stock released and its sales uncounted.
   * Once shipped (the order row is locked, as the ship transition locks it) it is refused: its stock
   * is sold; returns after delivery are a later slice (decision 0131).
   */
  async refund(q: QueryRunner, order: OrderRecord, quantity: number | undefined): Promise<KindRefund> {
    const shipped = await rows(q, `SELECT 1 FROM shop_orders WHERE order_id = $1 AND shipped_at IS NOT NULL`, [order.id]);
    if (shipped.length) throw AppException.fail('e.shop.refund_after_shipping');
    if (quantity !== undefined && quantity !== order.quantity) throw AppException.field('quantity', 'e.shop.refund_whole_order');
    if (await this.giveBack(q, order)) {
      const byGoods = new Map<string, number>();
      for (const l of order.lines) byGoods.set(lineData(l).goodsId, (byGoods.get(lineData(l).goodsId) ?? 0) + l.quantity);
      await this.countSales(q, byGoods, -1);
    }
    return { count: order.quantity, refunded: order.quantity, status: 'refunded', message: 'shop.order_refunded' };
  }

  // ───────────── showing ─────────────

  private view(o: OrderRecord, row: ShopOrderRow, lang: Language, newest?: ParcelStatus): OrderKindView<GoodsOrderDetails> {
    const shipment = row.user_id ? shipmentOf(row as FulfilmentRow, newest, lang) : null;
    const titles = o.lines.map((l) => lineData(l).titles?.[lang] ?? l.title);
    const first = titles[0] ?? '';
    const units = o.lines.reduce((n, l) => n + l.quantity, 0);
    return {
      title: o.lines.length > 1 ? t(lang, 'shop.order_title_more', { title: first, more: o.lines.length - 1, count: units }) : first,
      details: {
        address: row.address,
        shippingFee: row.shipping_fee,
        weightGrams: row.weight_grams,
        items: o.lines.map((l) => ({
          position: l.position,
          skuId: l.itemRef,
          goodsId: lineData(l).goodsId,
          cover: lineData(l).cover,
          attrs: lineData(l).attrs?.[lang] ?? {},
        })),
        shipment,
      },
      refundable: o.status === 'paid' && !row.shipped_at,
      lineTitles: titles,
    };
  }

  async present(orders: readonly OrderRecord[], lang: Language): Promise<Map<string, OrderKindView<GoodsOrderDetails>>> {
    const found = await rows<ShopOrderRow>(
      this.ds,
      `SELECT ${FULFILMENT_COLUMNS}, address, shipping_fee, weight_grams FROM shop_orders WHERE order_id = ANY($1::uuid[])`,
      [orders.map((o) => o.id)],
    );
    const byId = new Map(found.map((r) => [r.order_id, r]));
    const shippedIds = found.filter((r) => r.shipped_at).map((r) => r.order_id);
    const newest = shippedIds.length ? await newestScans(this.ds, shippedIds) : new Map<string, ParcelStatus>();
    const views = new Map<string, OrderKindView<GoodsOrderDetails>>();
    for (const o of orders) {
      const r = byId.get(o.id);
      if (r) views.set(o.id, this.view(o, r, lang, newest.get(o.id)));
    }
    return views;
  }
}
