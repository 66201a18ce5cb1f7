import type { AreaNode } from '@contracts/api';
import { addressLine, maskPhone } from '@client/features/shop/utils/address';
import { areaNames, isCompleteArea, provinceOptions } from '@client/lib/areas';

const tree: AreaNode[] = [
  {
    code: 'CN',
    name: '中国',
    children: [
      { code: '110000', name: '北京市', children: [{ code: '110100', name: '北京市', children: [{ code: '110101', name: '东城区' }] }] },
      { code: '810000', name: '香港', children: [{ code: '810001', name: '中西区' }] },
    ],
  },
  { code: 'US', name: '美国' },
];

describe('the address book’s area tree', () => {
  it('offers the provinces of China down to districts', () => {
    const options = provinceOptions(tree);
    expect(options.map((o) => o.value)).toEqual(['110000', '810000']);
    expect(options[0]?.children?.[0]?.children?.[0]).toEqual({ label: '东城区', value: '110101' });
  });

  it('names a path once per distinct name, and knows a path that stops above a leaf', () => {
    expect(areaNames(tree, ['110000', '110100', '110101'])).toEqual(['北京市', '东城区']);
    expect(isCompleteArea(tree, ['110000', '110100', '110101'])).toBe(true);
    expect(isCompleteArea(tree, ['110000', '110100'])).toBe(false);
    expect(isCompleteArea(tree, ['810000', '810001'])).toBe(true);
    expect(isCompleteArea(tree, ['810000'])).toBe(false);
    expect(isCompleteArea(tree, ['999999', '1'])).toBe(false);
  });

  it('shows an address on one line and a phone with its middle hidden', () => {
    expect(addressLine({ areaNames: ['北京市', '北京市', '东城区'], detail: '东直门 1 号' })).toBe('北京市 东城区 东直门 1 号');
    expect(maskPhone('13800001234')).toBe('138****1234');
    expect(maskPhone('12345')).toBe('12345');
  });
});
