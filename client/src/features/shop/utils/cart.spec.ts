import type { CartLine } from '@contracts/schemas/shop';
import { attrsText, cartSummary, lineMax, linesSubtotal, mergeBody, refusedLines } from '@client/features/shop/utils/cart';
import type { LocalCartLine } from '@client/features/shop/utils/local-cart';

const local = (skuId: string, quantity: number): LocalCartLine => ({
  skuId,
  goodsId: 'g',
  quantity,
  title: 't',
  attrs: '',
  price: 100,
  currency: 'CNY',
  cover: '',
});

const line = (over: Partial<CartLine>): CartLine => ({
  id: 'l',
  skuId: 's',
  goodsId: 'g',
  title: 't',
  cover: '',
  attrs: {},
  price: 1000,
  quantity: 1,
  stock: null,
  available: true,
  selected: true,
  ...over,
});

describe('the cart’s rules', () => {
  it('sends the device’s cart within the server’s limits: one line a SKU, ≤ 20 each, ≤ 50 lines', () => {
    expect(mergeBody([local('a', 2), local('b', 99), local('a', 3)])).toEqual({
      lines: [
        { skuId: 'a', quantity: 5 },
        { skuId: 'b', quantity: 20 },
      ],
    });
    const many = Array.from({ length: 60 }, (_, i) => local(`s${i}`, 1));
    expect(mergeBody(many).lines).toHaveLength(50);
    expect(mergeBody([])).toEqual({ lines: [] });
  });

  it('caps a line’s quantity by the exact stock when low, else by the line limit', () => {
    expect(lineMax({ stock: 3 })).toBe(3);
    expect(lineMax({ stock: null })).toBe(20);
    expect(lineMax({ stock: 0 })).toBe(1);
  });

  it('sums the selected lines and says when a selected one cannot be bought', () => {
    const cart = {
      lines: [
        line({ id: 'a', quantity: 2 }),
        line({ id: 'b', selected: false }),
        line({ id: 'c', available: false, selected: false, stock: 0 }),
      ],
    };
    const s = cartSummary(cart);
    expect(s.units).toBe(2);
    expect(s.allSelected).toBe(false);
    expect(s.blocked).toBe(false);
    // every available line selected → "all"; the sold-out one does not count
    expect(cartSummary({ lines: [line({ id: 'a' }), line({ id: 'c', available: false, selected: false })] }).allSelected).toBe(true);
    expect(cartSummary({ lines: [line({ available: false })] }).blocked).toBe(true);
    expect(cartSummary({ lines: [] }).allSelected).toBe(false);
    expect(
      linesSubtotal([
        { price: 1250, quantity: 2 },
        { price: 1, quantity: 3 },
      ]),
    ).toBe(2503);
  });

  it('reads the refused lines of a checkout answer and nothing else', () => {
    expect(
      refusedLines({
        lines: [
          { skuId: 'a', reason: 'price', msg: '价格已变为 ¥12.00', price: 1200 },
          { skuId: 'b', reason: 'short', msg: '仅剩 2 件', stock: 2 },
          { skuId: 'c', reason: 'weird', msg: 'x' },
          { reason: 'price', msg: 'no sku' },
          null,
        ],
      }),
    ).toEqual([
      { skuId: 'a', reason: 'price', msg: '价格已变为 ¥12.00', price: 1200 },
      { skuId: 'b', reason: 'short', msg: '仅剩 2 件', stock: 2 },
      { skuId: 'c', reason: 'unavailable', msg: 'x' },
    ]);
    expect(refusedLines(null)).toEqual([]);
    expect(refusedLines({ errors: [] })).toEqual([]);
    expect(refusedLines({ lines: 'x' })).toEqual([]);
  });

  it('names a line’s options in order', () => {
    expect(attrsText({ 尺码: 'M', 颜色: '黑' })).toBe('M · 黑');
  });
});
