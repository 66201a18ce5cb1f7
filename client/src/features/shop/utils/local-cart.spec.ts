import { createMemoryStorage } from '@client/lib/storage';
import {
  addLine,
  cartCount,
  clearCart,
  inCart,
  LINE_CAP,
  LOCAL_CART_KEY,
  readCart,
  removeLine,
  setLineQuantity,
  writeCart,
  type LocalCartLine,
} from '@client/features/shop/utils/local-cart';

const line = (skuId: string, quantity: number): LocalCartLine => ({
  skuId,
  goodsId: 'g1',
  quantity,
  title: 'Fins',
  attrs: 'M · Black',
  price: 52000,
  currency: 'CNY',
  cover: '/uploads/f.jpg',
});

describe('local cart', () => {
  it('adds to an existing line and caps it by the known stock', () => {
    const one = addLine([], line('a', 2), 3);
    expect(one).toMatchObject({ added: 2 });
    const two = addLine(one.lines, line('a', 5), 3);
    expect(two.added).toBe(1);
    expect(two.lines).toHaveLength(1);
    expect(inCart(two.lines, 'a')).toBe(3);
    expect(addLine(two.lines, line('a', 1), 3).added).toBe(0);
  });

  it('caps a line at the server’s line limit (20) and counts pieces over lines', () => {
    const r = addLine([line('b', 1)], line('a', 500), 1000);
    expect(LINE_CAP).toBe(20);
    expect(inCart(r.lines, 'a')).toBe(LINE_CAP);
    expect(cartCount(r.lines)).toBe(21);
  });

  it('sets a quantity within 1…cap, removes a line, clears the store', () => {
    const lines = [line('a', 2), line('b', 1)];
    expect(inCart(setLineQuantity(lines, 'a', 7), 'a')).toBe(7);
    expect(inCart(setLineQuantity(lines, 'a', 0), 'a')).toBe(1);
    expect(inCart(setLineQuantity(lines, 'a', 500), 'a')).toBe(LINE_CAP);
    expect(setLineQuantity(lines, 'zz', 5)).toEqual(lines);
    expect(removeLine(lines, 'a').map((l) => l.skuId)).toEqual(['b']);
    const store = createMemoryStorage();
    writeCart(lines, store);
    clearCart(store);
    expect(readCart(store)).toEqual([]);
  });

  it('stores and reads lines; a damaged store reads as an empty cart', () => {
    const store = createMemoryStorage();
    writeCart([line('a', 2)], store);
    expect(readCart(store)).toEqual([line('a', 2)]);
    store.setItem(LOCAL_CART_KEY, '{not json');
    expect(readCart(store)).toEqual([]);
    store.setItem(LOCAL_CART_KEY, JSON.stringify([{ skuId: 'x', goodsId: 'g', quantity: 0 }, line('a', 1)]));
    expect(readCart(store)).toEqual([line('a', 1)]);
  });
});
