import { toMajorText, toMinorUnits } from '@client/lib/price-input';

describe('price input (plans, packages)', () => {
  it('turns major units into minor units without float error', () => {
    expect(toMinorUnits('30')).toBe(3000);
    expect(toMinorUnits(' 30.5 ')).toBe(3050);
    expect(toMinorUnits('19.99')).toBe(1999);
    expect(toMinorUnits('0.07')).toBe(7);
    expect(toMinorUnits('0')).toBe(0);
  });

  it('passes anything else on for the schema to refuse', () => {
    expect(toMinorUnits('')).toBe('');
    expect(toMinorUnits('1.234')).toBe('1.234');
    expect(toMinorUnits('-5')).toBe('-5');
    expect(toMinorUnits('abc')).toBe('abc');
  });

  it('shows minor units as a two-decimal text', () => {
    expect(toMajorText(1800)).toBe('18.00');
    expect(toMajorText(5)).toBe('0.05');
  });
});
