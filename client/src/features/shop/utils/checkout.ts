import { CART_QUANTITY_MAX } from '@contracts/schemas/shop';
import { paths } from '@client/config/paths';

/**
 * What the checkout page buys, from its address (decision 0130): the cart's selected lines
 * (`?from=cart`), or "buy now" of one SKU (`?goods=&sku=&qty=&price=`, the price the detail page
 * showed, so a changed price is refused rather than charged). In the address so that a trip to
 * the login page, a reload or "back" from payment keeps it.
 */
export type CheckoutSource =
  { from: 'cart' } | { from: 'now'; goodsId: string; skuId: string; quantity: number; price: number | undefined };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function buyNowPath(p: { goodsId: string; skuId: string; quantity: number; price?: number }): string {
  const q = new URLSearchParams({ goods: p.goodsId, sku: p.skuId, qty: String(p.quantity) });
  if (p.price !== undefined) q.set('price', String(p.price));
  return `${paths.checkout}?${q.toString()}`;
}

export const cartCheckoutPath = `${paths.checkout}?from=cart`;

/** The checkout's source from its query; a malformed one is null (the page says there is nothing to buy). */
export function readCheckoutSource(params: URLSearchParams): CheckoutSource | null {
  if (params.get('from') === 'cart') return { from: 'cart' };
  const goodsId = params.get('goods') ?? '';
  const skuId = params.get('sku') ?? '';
  const qty = Number(params.get('qty') ?? '1');
  const rawPrice = params.get('price');
  const price = rawPrice === null || rawPrice === '' ? undefined : Number(rawPrice);
  if (!UUID.test(goodsId) || !UUID.test(skuId)) return null;
  if (!Number.isInteger(qty) || qty < 1 || qty > CART_QUANTITY_MAX) return null;
  if (price !== undefined && (!Number.isInteger(price) || price < 0)) return null;
  return { from: 'now', goodsId, skuId, quantity: qty, price };
}
