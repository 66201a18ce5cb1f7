import { discountOf, quoteCoupon } from './coupon-rule';

interface Line {
  unitPrice: number;
  quantity: number;
  item: string;
}

const lines: Line[] = [
  { item: 'adult', unitPrice: 5000, quantity: 2 },
  { item: 'mug', unitPrice: 1200, quantity: 3 },
];

describe('the coupon rule', () => {
  it('takes an amount or a percentage off, never more than the amount', () => {
    expect(discountOf('amount', 1500, 10000)).toBe(1500);
    expect(discountOf('amount', 1500, 1000)).toBe(1000);
    expect(discountOf('percent', 15, 9999)).toBe(1499);
    expect(discountOf('percent', 150, 2000)).toBe(2000);
  });

  it('applies to every line when the kind names none: the order total', () => {
    expect(quoteCoupon({ kind: 'amount', value: 1500, minSpend: 10000 }, lines)).toEqual({
      eligible: 13600,
      meetsMinSpend: true,
      discount: 1500,
    });
  });

  it('applies only to the eligible lines: their total meets the minimum spend and caps the discount', () => {
    const tickets = (l: Line) => l.item === 'adult';
    expect(quoteCoupon({ kind: 'percent', value: 10, minSpend: 0 }, lines, tickets)).toEqual({
      eligible: 10000,
      meetsMinSpend: true,
      discount: 1000,
    });
    // 13 600 in all, but only 10 000 of it eligible: a minimum of 12 000 is not met
    expect(quoteCoupon({ kind: 'amount', value: 500, minSpend: 12000 }, lines, tickets)).toMatchObject({
      meetsMinSpend: false,
      discount: 0,
    });
    expect(quoteCoupon({ kind: 'amount', value: 20000, minSpend: 0 }, lines, tickets).discount).toBe(10000);
    // no eligible line: nothing to apply to
    expect(quoteCoupon({ kind: 'amount', value: 500, minSpend: 0 }, lines, () => false)).toEqual({
      eligible: 0,
      meetsMinSpend: false,
      discount: 0,
    });
  });
});
