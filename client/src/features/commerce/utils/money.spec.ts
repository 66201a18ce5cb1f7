import { orderTotal } from '@client/features/commerce/utils/money';

describe('order total', () => {
  it('totals never go below zero', () => {
    expect(orderTotal(8800, 3, 2000)).toBe(24400);
    expect(orderTotal(1000, 1, 5000)).toBe(0);
  });
});
