import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { StockReason } from '@contracts/schemas/shop';
import { stockEffect, validDelta } from './stock-effect';

/** A SKU's stock after a movement. */
export interface SkuStock {
  onHand: number;
  allocated: number;
}

/**
 * The only writer of SKU stock. Every change is one statement that updates the SKU's columns
 * under a guard and inserts its movement (data-modifying CTEs), so the columns always equal the sum
 * of the movements and no concurrent change can take stock below what orders hold. Later slices
 * (checkout: allocate, release, sale; returns) call `move` inside their own transactions.
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
