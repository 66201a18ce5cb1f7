import { Injectable } from '@nestjs/common';
import type { EntityManager, QueryRunner } from 'typeorm';
import type { StockReason } from '@contracts/schemas/shop';
import { stockEffect, validDelta } from './stock-effect';

/** One SKU of an order: how many, and (allocation) the unit price it must still have. */
export interface StockLine {
  skuId: string;
  quantity: number;
  price?: number;
}

/** A SKU's stock after a movement. */
export interface SkuStock {
  onHand: number;
  allocated: number;
}

/**
 * The only writer of SKU stock. Every change is one statement that updates the SKU's columns
 * under a guard and inserts its movement (data-modifying CTEs), so the columns always equal the sum
 * of the movements and no concurrent change can take stock below what orders hold. Checkout
 * allocates and releases, shipping sells (`sellAll`), inside their own transactions.
 */
@Injectable()
export class StockLedger {
  /**
   * Applies one movement; null when the guard refused it (on hand would fall below allocated, or
   * allocated below 0) or the SKU does not exist: nothing changed.
   */
  async move(db: EntityManager, skuId: string, reason: StockReason, delta: number, ref: string | null): Promise<SkuStock | null> {
    if (!validDelta(reason, delta)) throw new Error(`a ${reason} movement cannot be ${delta}`);
    const e = stockEffect(reason, delta);
    const rows = (await db.query(
      `WITH s AS (
         UPDATE shop_skus SET on_hand = on_hand + $2, allocated = allocated + $3, updated_at = now()
          WHERE id = $1 AND on_hand + $2 >= allocated + $3 AND allocated + $3 >= 0
         RETURNING id, on_hand, allocated),
       m AS (INSERT INTO shop_stock_movements (sku_id, delta, reason, ref) SELECT id, $4, $5, $6 FROM s)
       SELECT on_hand, allocated FROM s`,
      [skuId, e.onHand, e.allocated, delta, reason, ref],
    )) as { on_hand: number; allocated: number }[];
    const row = rows[0];
    return row ? { onHand: row.on_hand, allocated: row.allocated } : null;
  }

  /**
   * Allocates every line for an order (`ref`: the order id) in one statement: the SKU rows are
   * locked in id order (two orders sharing SKUs cannot deadlock), each line is taken only while
   * its saleable stock covers it and (when `price` is given) its price is still that one, and an
   * `allocate` movement is written per line taken. Returns the SKU ids taken; a caller that needs
   * all of them rolls back its transaction when some are missing.
   */
  async allocateAll(db: QueryRunner | EntityManager, ref: string, lines: readonly StockLine[]): Promise<string[]> {
    return this.moveMany(db, 'allocate', ref, lines);
  }

  /** Gives an order's allocation back (`release` movements), in one statement, SKU rows locked in id order. Returns the SKU ids released. */
  async releaseAll(db: QueryRunner | EntityManager, ref: string, lines: readonly StockLine[]): Promise<string[]> {
    return this.moveMany(db, 'release', ref, lines);
  }

  /**
   * Ships an order's allocation (`sale` movements: the sold units leave both on hand and allocated),
   * in one statement, SKU rows locked in id order. Returns the SKU ids sold.
   */
  async sellAll(db: QueryRunner | EntityManager, ref: string, lines: readonly StockLine[]): Promise<string[]> {
    return this.moveMany(db, 'sale', ref, lines);
  }

  private async moveMany(
    db: QueryRunner | EntityManager,
    reason: 'allocate' | 'release' | 'sale',
    ref: string,
    lines: readonly StockLine[],
  ): Promise<string[]> {
    if (lines.some((l) => !Number.isInteger(l.quantity) || l.quantity < 1)) throw new Error('a stock line moves at least one unit');
    const sign = reason === 'allocate' ? 1 : -1;
    const guard =
      reason === 'allocate'
        ? 's.on_hand - s.allocated >= w.quantity AND (w.price IS NULL OR s.price = w.price)'
        : 's.allocated >= w.quantity';
    // A sale moves on hand too (stock-effect.ts); allocate and release only what orders hold.
    const onHand = reason === 'sale' ? `on_hand = s.on_hand + $4 * w.quantity, ` : '';
    const taken = (await db.query(
      `WITH w AS (SELECT * FROM unnest($1::uuid[], $2::int[], $3::int[]) AS w(sku_id, quantity, price)),
       locked AS (SELECT s.id FROM shop_skus s WHERE s.id IN (SELECT sku_id FROM w) ORDER BY s.id FOR UPDATE),
       s AS (
         UPDATE shop_skus s SET ${onHand}allocated = s.allocated + $4 * w.quantity, updated_at = now()
           FROM w, locked WHERE s.id = w.sku_id AND locked.id = s.id AND ${guard}
         RETURNING s.id, w.quantity),
       m AS (INSERT INTO shop_stock_movements (sku_id, delta, reason, ref) SELECT id, $4 * quantity, $5, $6 FROM s)
       SELECT id FROM s`,
      [lines.map((l) => l.skuId), lines.map((l) => l.quantity), lines.map((l) => l.price ?? null), sign, reason, ref],
    )) as { id: string }[];
    return taken.map((t) => t.id);
  }

  /**
   * Sets the counted stock on hand (an admin's stock take): locks the SKU, then moves the
   * difference as one `adjust` (none when equal). Call inside a transaction. Returns the stock, or
   * `{refused}` with what orders hold when `onHand` is below it; null for an unknown SKU.
   */
  async setOnHand(db: EntityManager, skuId: string, onHand: number, ref: string | null): Promise<SkuStock | { refused: number } | null> {
    const [cur] = (await db.query(`SELECT on_hand, allocated FROM shop_skus WHERE id = $1 FOR UPDATE`, [skuId])) as {
      on_hand: number;
      allocated: number;
    }[];
    if (!cur) return null;
    if (onHand < cur.allocated) return { refused: cur.allocated };
    if (onHand === cur.on_hand) return { onHand, allocated: cur.allocated };
    return (await this.move(db, skuId, 'adjust', onHand - cur.on_hand, ref)) ?? { refused: cur.allocated };
  }
}
