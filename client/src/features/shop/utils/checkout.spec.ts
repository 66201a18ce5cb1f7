import { paths } from '@client/config/paths';
import { buyNowPath, cartCheckoutPath, readCheckoutSource } from '@client/features/shop/utils/checkout';

const G = '11111111-1111-4111-8111-111111111111';
const S = '22222222-2222-4222-8222-222222222222';
const read = (path: string) => readCheckoutSource(new URLSearchParams(path.split('?')[1] ?? ''));

describe('what checkout buys, from its address', () => {
  it('round-trips buy now and the cart', () => {
    const path = buyNowPath({ goodsId: G, skuId: S, quantity: 3, price: 5200 });
    expect(path.startsWith(`${paths.checkout}?`)).toBe(true);
    expect(read(path)).toEqual({ from: 'now', goodsId: G, skuId: S, quantity: 3, price: 5200 });
    expect(read(buyNowPath({ goodsId: G, skuId: S, quantity: 1 }))).toEqual({
      from: 'now',
      goodsId: G,
      skuId: S,
      quantity: 1,
      price: undefined,
    });
    expect(read(cartCheckoutPath)).toEqual({ from: 'cart' });
  });

  it('drops a malformed address rather than sending it', () => {
    expect(read(`${paths.checkout}`)).toBeNull();
    expect(read(`${paths.checkout}?goods=x&sku=${S}&qty=1`)).toBeNull();
    expect(read(`${paths.checkout}?goods=${G}&sku=${S}&qty=0`)).toBeNull();
    expect(read(`${paths.checkout}?goods=${G}&sku=${S}&qty=21`)).toBeNull();
    expect(read(`${paths.checkout}?goods=${G}&sku=${S}&qty=1.5`)).toBeNull();
    expect(read(`${paths.checkout}?goods=${G}&sku=${S}&qty=1&price=-1`)).toBeNull();
  });
});
