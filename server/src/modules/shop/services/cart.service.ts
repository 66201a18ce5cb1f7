import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { Language } from '@contracts/language';
import {
  CART_LINES_MAX,
  CART_QUANTITY_MAX,
  SHOP_CURRENCY,
  type AddCartItemInput,
  type Cart,
  type CartCount,
  type CartLine,
  type MergeCartInput,
  type PatchCartItemInput,
} from '@contracts/schemas/shop';
import { AppException } from '@server/common/errors/app.exception';
import { Ok } from '@server/common/http/ok';
import { one, rows } from '@server/infra/database/sql';
import { pick, shownStock } from './goods.view';
import { SKU_FACT_COLUMNS, attrsIn, skuFacts, type SkuFacts } from './sku-facts';

type CartRow = SkuFacts & { lineId: string; quantity: number; selected: boolean };

/** Adds `quantity` to the member's line of the SKU (or makes it), capped by the saleable stock and CART_QUANTITY_MAX, in one statement. */
const UPSERT = `
  WITH prev AS (SELECT quantity FROM shop_cart_lines WHERE user_id = $1 AND sku_id = $2),
  up AS (
    INSERT INTO shop_cart_lines AS c (user_id, sku_id, quantity, price_seen)
    SELECT $1, s.id, least($3, s.on_hand - s.allocated, ${CART_QUANTITY_MAX}), s.price FROM shop_skus s
     WHERE s.id = $2 AND s.on_hand - s.allocated > 0
    ON CONFLICT (user_id, sku_id) DO UPDATE
       SET quantity = least(c.quantity + $3, (SELECT on_hand - allocated FROM shop_skus WHERE id = $2), ${CART_QUANTITY_MAX}),
           price_seen = EXCLUDED.price_seen, selected = true, updated_at = now()
    RETURNING c.quantity)
  SELECT up.quantity, coalesce((SELECT quantity FROM prev), 0) AS prev FROM up`;

/**
 * The member's cart (decision 0126): one line per SKU, quantities capped by the saleable stock
 * when added or merged, refused above it when set. Draft goods' lines are kept but not shown.
 * `price_seen` is the price the member last acted on: checkout from the cart refuses a line whose
 * price moved since.
 */
@Injectable()
export class CartService {
  constructor(private readonly ds: DataSource) {}

  async cart(userId: string, lang: Language): Promise<Cart> {
    const found = await rows<CartRow>(
      this.ds,
      `SELECT c.id AS "lineId", c.quantity, c.selected, ${SKU_FACT_COLUMNS}
         FROM shop_cart_lines c JOIN shop_skus s ON s.id = c.sku_id JOIN shop_goods g ON g.id = s.goods_id
        WHERE c.user_id = $1 AND g.status <> 'draft'
        ORDER BY c.created_at DESC, c.id`,
      [userId],
    );
    const lines = found.map((r) => this.line(r, lang));
    const selectedSubtotal = lines.filter((l) => l.selected).reduce((sum, l) => sum + l.price * l.quantity, 0);
    return { lines, currency: found[0]?.currency ?? SHOP_CURRENCY, selectedSubtotal };
  }

  private line(r: CartRow, lang: Language): CartLine {
    return {
      id: r.lineId,
      skuId: r.id,
      goodsId: r.goodsId,
      title: pick(r.title, lang),
      cover: r.cover,
      attrs: attrsIn(r, lang),
      price: r.price,
      quantity: r.quantity,
      stock: shownStock(r.saleable),
      available: r.status === 'on_sale' && r.saleable >= r.quantity,
      selected: r.selected,
    };
  }

  async count(userId: string): Promise<CartCount> {
    const n = await one<{ num: number }>(
      this.ds,
      `SELECT coalesce(sum(c.quantity), 0)::int AS num
         FROM shop_cart_lines c JOIN shop_skus s ON s.id = c.sku_id JOIN shop_goods g ON g.id = s.goods_id
        WHERE c.user_id = $1 AND g.status <> 'draft'`,
      [userId],
    );
    return { num: n?.num ?? 0 };
  }

  /** A SKU a shopper may put in the cart: unknown or draft → 404; off the shelf or sold out → refused. */
  private async sellable(skuId: string): Promise<SkuFacts> {
    const f = (await skuFacts(this.ds, [skuId])).get(skuId);
    if (!f || f.status === 'draft') throw AppException.notFound();
    if (f.status !== 'on_sale') throw AppException.field('skuId', 'e.shop.not_on_sale');
    if (f.saleable <= 0) throw AppException.field('skuId', 'e.shop.sold_out');
    return f;
  }

  private async lineCount(userId: string): Promise<number> {
    return (await one<{ n: number }>(this.ds, `SELECT count(*)::int AS n FROM shop_cart_lines WHERE user_id = $1`, [userId]))?.n ?? 0;
  }

  private async hasLine(userId: string, skuId: string): Promise<boolean> {
    return (await one(this.ds, `SELECT 1 FROM shop_cart_lines WHERE user_id = $1 AND sku_id = $2`, [userId, skuId])) !== undefined;
  }

  /** Adds to the cart; `capped` when the line holds less than asked (the stock or the per-line limit). */
  private async upsert(userId: string, skuId: string, quantity: number): Promise<{ quantity: number; capped: boolean } | undefined> {
    const r = await one<{ quantity: number; prev: number }>(this.ds, UPSERT, [userId, skuId, quantity]);
    return r && { quantity: r.quantity, capped: r.quantity < r.prev + quantity };
  }

  async add(userId: string, input: AddCartItemInput, lang: Language): Promise<Ok<Cart>> {
    await this.sellable(input.skuId);
    if (!(await this.hasLine(userId, input.skuId)) && (await this.lineCount(userId)) >= CART_LINES_MAX) {
      throw AppException.fail('e.shop.cart_full', { max: CART_LINES_MAX });
    }
    const added = await this.upsert(userId, input.skuId, input.quantity);
    if (!added) throw AppException.field('skuId', 'e.shop.sold_out'); // sold out since the check
    const cart = await this.cart(userId, lang);
    return added.capped ? new Ok(cart, 'shop.cart_capped', { quantity: added.quantity }) : new Ok(cart, 'shop.cart_added');
  }

  async patch(userId: string, lineId: string, input: PatchCartItemInput, lang: Language): Promise<Ok<Cart>> {
    const line = await one<{ sku_id: string }>(this.ds, `SELECT sku_id FROM shop_cart_lines WHERE id = $1 AND user_id = $2`, [
      lineId,
      userId,
    ]);
    if (!line) throw AppException.notFound();
    if (input.quantity !== undefined) {
      // Guarded by the stock at this moment; the price shown with the new quantity becomes the one seen.
      const set = await rows(
        this.ds,
        `UPDATE shop_cart_lines c SET quantity = $3, price_seen = s.price, updated_at = now() FROM shop_skus s
          WHERE c.id = $1 AND c.user_id = $2 AND s.id = c.sku_id AND s.on_hand - s.allocated >= $3 RETURNING c.id`,
        [lineId, userId, input.quantity],
      );
      if (!set.length) {
        const f = (await skuFacts(this.ds, [line.sku_id])).get(line.sku_id);
        throw AppException.field('quantity', 'e.shop.quantity_above_stock', { stock: Math.max(0, f?.saleable ?? 0) });
      }
    }
    if (input.selected !== undefined) {
      await rows(this.ds, `UPDATE shop_cart_lines SET selected = $3, updated_at = now() WHERE id = $1 AND user_id = $2 RETURNING id`, [
        lineId,
        userId,
        input.selected,
      ]);
    }
    return new Ok(await this.cart(userId, lang), 'shop.cart_updated');
  }

  async remove(userId: string, lineId: string, lang: Language): Promise<Ok<Cart>> {
    const gone = await rows(this.ds, `DELETE FROM shop_cart_lines WHERE id = $1 AND user_id = $2 RETURNING id`, [lineId, userId]);
    if (!gone.length) throw AppException.notFound();
    return new Ok(await this.cart(userId, lang), 'shop.cart_removed');
  }

  /**
   * A guest's local cart at login: each SKU's quantity is added to the member's line, capped by
   * the stock; SKUs unknown, not on sale or sold out, and lines past CART_LINES_MAX, are left out.
   * The message counts the lines lowered or left out.
   */
  async merge(userId: string, input: MergeCartInput, lang: Language): Promise<Ok<Cart>> {
    const wanted = new Map<string, number>();
    for (const l of input.lines) wanted.set(l.skuId, (wanted.get(l.skuId) ?? 0) + l.quantity);
    const facts = await skuFacts(this.ds, [...wanted.keys()]);
    let adjusted = 0;
    let lines = await this.lineCount(userId);
    for (const [skuId, quantity] of wanted) {
      const f = facts.get(skuId);
      const existing = await this.hasLine(userId, skuId);
      if (!f || f.status !== 'on_sale' || (!existing && lines >= CART_LINES_MAX)) {
        adjusted++;
        continue;
      }
      const added = await this.upsert(userId, skuId, quantity);
      if (!added || added.capped) adjusted++;
      if (added && !existing) lines++;
    }
    const cart = await this.cart(userId, lang);
    return adjusted ? new Ok(cart, 'shop.cart_merged_adjusted', { count: adjusted }) : new Ok(cart, 'shop.cart_merged');
  }
}
