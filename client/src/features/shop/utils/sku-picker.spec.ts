import type { GoodsAttribute, GoodsSku } from '@contracts/schemas/shop';
import {
  chosenSku,
  initialSelection,
  maxQuantity,
  missingAttributes,
  toggleValue,
  valueState,
} from '@client/features/shop/utils/sku-picker';

// Size S/M/L × colour black/blue; S-black (3 left), M-black (plenty), L-blue sold out, M-blue and the rest do not exist.
const attributes: GoodsAttribute[] = [
  {
    id: 'size',
    name: 'Size',
    values: [
      { id: 's', value: 'S' },
      { id: 'm', value: 'M' },
      { id: 'l', value: 'L' },
    ],
  },
  {
    id: 'colour',
    name: 'Colour',
    values: [
      { id: 'black', value: 'Black' },
      { id: 'blue', value: 'Blue' },
    ],
  },
];
const sku = (id: string, valueIds: string[], stock: number | null): GoodsSku => ({
  id,
  attrs: {},
  valueIds,
  price: 52000,
  stock,
  inStock: stock === null || stock > 0,
});
const skus = [sku('s-black', ['s', 'black'], 3), sku('m-black', ['m', 'black'], null), sku('l-blue', ['l', 'blue'], 0)];

describe('SKU picker', () => {
  it('with nothing chosen: values with some SKU in stock are available, sold-out ones are not', () => {
    const none = initialSelection(attributes);
    expect(none).toEqual([null, null]);
    expect(valueState(skus, none, 0, 's')).toBe('available');
    expect(valueState(skus, none, 0, 'l')).toBe('soldOut');
    expect(valueState(skus, none, 1, 'blue')).toBe('soldOut');
    expect(valueState(skus, none, 1, 'black')).toBe('available');
  });

  it('a choice disables the combinations that do not exist or have no stock', () => {
    const black = toggleValue(skus, initialSelection(attributes), 1, 'black');
    expect(black).toEqual([null, 'black']);
    expect(valueState(skus, black, 0, 's')).toBe('available');
    expect(valueState(skus, black, 0, 'l')).toBe('none');
    const m = toggleValue(skus, [null, null], 0, 'm');
    expect(valueState(skus, m, 1, 'blue')).toBe('none');
  });

  it('refuses an unavailable value and un-chooses a chosen one', () => {
    expect(toggleValue(skus, [null, null], 0, 'l')).toEqual([null, null]);
    expect(toggleValue(skus, ['s', 'black'], 0, 's')).toEqual([null, 'black']);
  });

  it('names the SKU once every attribute is chosen, and what is still missing before', () => {
    expect(chosenSku(skus, 2, ['s', null])).toBeUndefined();
    expect(missingAttributes(attributes, ['s', null])).toEqual(['Colour']);
    expect(chosenSku(skus, 2, ['s', 'black'])?.id).toBe('s-black');
    expect(chosenSku([sku('only', [], null)], 0, [])?.id).toBe('only');
  });

  it('preselects attributes with a single value', () => {
    expect(initialSelection([{ id: 'c', name: 'Colour', values: [{ id: 'red', value: 'Red' }] }])).toEqual(['red']);
  });

  it('caps the quantity at an exact (low) stock and at the line cap otherwise', () => {
    expect(maxQuantity(skus[0], 99)).toBe(3);
    expect(maxQuantity(skus[1], 99)).toBe(99);
    expect(maxQuantity(skus[2], 99)).toBe(0);
    expect(maxQuantity(undefined, 99)).toBe(0);
  });
});
