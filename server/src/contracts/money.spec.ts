import { currencySymbol, formatDiscount, formatMoney } from './money';

describe('formatMoney (the app and the sandbox checkout, issue #36)', () => {
  it('formats minor units with the currency symbol and grouping', () => {
    expect(formatMoney(12345, 'CNY')).toBe('¥123.45');
    expect(formatMoney(5, 'USD')).toBe('$0.05');
    expect(formatMoney(123456789, 'cny')).toBe('¥1,234,567.89');
    expect(formatMoney(0, 'CNY')).toBe('¥0.00');
    expect(formatMoney(-2050, 'HKD')).toBe('-HK$20.50');
  });

  it('reads an amount without a currency as yuan, and names an unknown currency by its code', () => {
    expect(formatMoney(100)).toBe('¥1.00');
    expect(formatMoney(100, null)).toBe('¥1.00');
    expect(formatMoney(100, '')).toBe('¥1.00');
    expect(currencySymbol('CHF')).toBe('CHF ');
    expect(formatMoney(100, 'CHF')).toBe('CHF 1.00');
  });

  it('has no decimals for zero-decimal currencies and survives bad numbers', () => {
    expect(formatMoney(1500, 'JPY')).toBe('JP¥1,500');
    expect(formatMoney(Number.NaN, 'CNY')).toBe('¥0.00');
    expect(formatMoney(99.6, 'CNY')).toBe('¥1.00');
  });

  it('shows a discount line only for a saving', () => {
    expect(formatDiscount(2000, 'CNY')).toBe('-¥20.00');
    expect(formatDiscount(0, 'CNY')).toBeNull();
    expect(formatDiscount(-5, 'CNY')).toBeNull();
    expect(formatDiscount(Number.NaN, 'CNY')).toBeNull();
  });
});
