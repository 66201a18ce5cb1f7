/**
 * Limits the client needs in its first chunk (a guest's device cart is read at start): kept apart
 * from the zod contract files, which re-export them, so importing one does not load zod.
 */

/** Largest quantity one order line may ever hold (a kind's own limit is usually lower). */
export const ORDER_MAX_QUANTITY = 20;

/** Distinct SKUs a cart (and a merge, and an order) may hold. */
export const CART_LINES_MAX = 50;
/** Units of one SKU in a cart line: what one order line may hold. */
export const CART_QUANTITY_MAX = ORDER_MAX_QUANTITY;
