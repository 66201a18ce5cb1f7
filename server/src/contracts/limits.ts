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

/**
 * A business licence as `POST /advertisers/licences` names it (decision 0140): the API path it is
 * read back from (private: only its uploader and reviewers may read it, with their session). Here,
 * zod-free, so the demo seed names it without loading the advertisers contract (whose import order
 * sets the order kinds' order in the API document).
 */
export const LICENCE_REF_RE = /^\/api\/v1\/advertisers\/licences\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;
export const licenceRef = (id: string) => `/api/v1/advertisers/licences/${id}`;
