import { stockEffect, stockOf, validDelta } from './stock-effect';

describe('stock effects', () => {
  it('receipt, adjust and return move on hand; allocate and release move allocated; a sale moves both', () => {
    expect(stockEffect('receipt', 5)).toEqual({ onHand: 5, allocated: 0 });
    expect(stockEffect('adjust', -2)).toEqual({ onHand: -2, allocated: 0 });
    expect(stockEffect('return', 1)).toEqual({ onHand: 1, allocated: 0 });
    expect(stockEffect('allocate', 3)).toEqual({ onHand: 0, allocated: 3 });
    expect(stockEffect('release', -1)).toEqual({ onHand: 0, allocated: -1 });
    expect(stockEffect('sale', -2)).toEqual({ onHand: -2, allocated: -2 });
  });

  it('a life of a SKU: receipt, allocation, a sale, a release, a return', () => {
    const s = stockOf([
      { reason: 'receipt', delta: 10 },
      { reason: 'allocate', delta: 3 },
      { reason: 'sale', delta: -2 },
      { reason: 'release', delta: -1 },
      { reason: 'return', delta: 1 },
      { reason: 'adjust', delta: -4 },
    ]);
    expect(s).toEqual({ onHand: 5, allocated: 0, saleable: 5 });
  });

  it('signs: only adjust goes both ways; zero never', () => {
    expect(validDelta('receipt', 1)).toBe(true);
    expect(validDelta('receipt', -1)).toBe(false);
    expect(validDelta('release', -1)).toBe(true);
    expect(validDelta('sale', 1)).toBe(false);
    expect(validDelta('adjust', -3)).toBe(true);
    expect(validDelta('adjust', 0)).toBe(false);
    expect(validDelta('allocate', 1.5)).toBe(false);
  });
});
