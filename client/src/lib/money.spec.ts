import { currencySymbol, formatPrice } from '@client/lib/money';

describe('money', () => {
  it('formats minor units with the currency symbol and grouping', () => {
    expect(formatPrice(12345, 'CNY', 'en')).toBe('¥123.45');
    expect(formatPrice(5, 'USD', 'zh-CN')).toBe('$0.05');
    expect(formatPrice(123456789, 'cny', 'zh-Hant')).toBe('¥1,234,567.89');
    expect(formatPrice(0, 'CNY', 'en')).toBe('¥0.00');
    expect(formatPrice(-2050, 'HKD', 'en')).toBe('-HK$20.50');
  });

  it('uses the language symbol without a currency and the code for unknown ones', () => {
    expect(formatPrice(100, undefined, 'en')).toBe('$1.00');
    expect(formatPrice(100, null, 'zh-CN')).toBe('¥1.00');
    expect(currencySymbol('CHF', 'en')).toBe('CHF ');
    expect(formatPrice(100, 'CHF', 'en')).toBe('CHF 1.00');
  });

  it('has no decimals for zero-decimal currencies and survives bad numbers', () => {
    expect(formatPrice(1500, 'JPY', 'en')).toBe('¥1,500');
    expect(formatPrice(Number.NaN, 'CNY', 'en')).toBe('¥0.00');
    expect(formatPrice(99.6, 'CNY', 'en')).toBe('¥1.00');
  });
});
