import { categoryOptions, combinations, splitValues, valuesOf } from '@client/features/shop/utils/goods-form';

describe('goods form helpers', () => {
  it('lists every combination of one value per attribute, in order', () => {
    expect(combinations([])).toEqual([[]]);
    expect(combinations([2, 3])).toEqual([
      [0, 0],
      [0, 1],
      [0, 2],
      [1, 0],
      [1, 1],
      [1, 2],
    ]);
  });

  it('reads typed value lists with either comma and pairs the translations by position', () => {
    expect(splitValues(' S, M ，L、, ')).toEqual(['S', 'M', 'L']);
    expect(valuesOf({ 'zh-cn': '黑，蓝', 'en-us': 'Black', 'zh-hant': '黑,藍,紅' })).toEqual([
      { 'zh-cn': '黑', 'en-us': 'Black', 'zh-hant': '黑' },
      { 'zh-cn': '蓝', 'en-us': '', 'zh-hant': '藍' },
    ]);
  });

  it('indents sub-categories', () => {
    const leaf = (id: string, name: string) => ({ id, parentId: null, name, sort: 0, children: [] });
    expect(categoryOptions([{ ...leaf('a', 'Gear'), children: [leaf('b', 'Fins')] }, leaf('c', 'Print')])).toEqual([
      { id: 'a', label: 'Gear' },
      { id: 'b', label: '— Fins' },
      { id: 'c', label: 'Print' },
    ]);
  });
});
