import type { StockReason } from '@contracts/schemas/shop';

/** How a movement changes a SKU's two stock columns. */
export interface StockEffect {
  onHand: number;
  allocated: number;
}

/**
 * The columns a movement of `reason` and signed `delta` moves (the ledger's one rule): receipt,
 * adjust and return move what is on hand; allocate and release what unpaid orders hold; a sale
 * takes the sold units off both (the allocation becomes a sale, saleable stock does not change).
 */
export function stockEffect(reason: StockReason, delta: number): StockEffect {
  switch (reason) {
    case 'receipt':
    case 'adjust':
    case 'return':
      return { onHand: delta, allocated: 0 };
    case 'allocate':
    case 'release':
      return { onHand: 0, allocated: delta };
    case 'sale':
      return { onHand: delta, allocated: delta };
  }
}

/** Whether `delta` has the sign `reason` requires (the table's CHECK says the same). */
export function validDelta(reason: StockReason, delta: number): boolean {
  if (!Number.isInteger(delta) || delta === 0) return false;
  if (reason === 'adjust') return true;
  return reason === 'release' || reason === 'sale' ? delta < 0 : delta > 0;
}

/** A SKU's stock columns from its movements (what the ledger test compares with the row). */
export function stockOf(movements: readonly { reason: StockReason; delta: number }[]): StockEffect & { saleable: number } {
  let onHand = 0;
  let allocated = 0;
  for (const m of movements) {
    const e = stockEffect(m.reason, m.delta);
    onHand += e.onHand;
    allocated += e.allocated;
  }
  return { onHand, allocated, saleable: onHand - allocated };
}
