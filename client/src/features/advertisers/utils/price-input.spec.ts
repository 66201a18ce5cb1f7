import { packageSchema } from '@contracts/schemas/advertisers';
import { validateWith } from '@client/lib/forms';
import { toMajorText, toMinorUnits } from '@client/features/advertisers/utils/price-input';

describe('ad package price input', () => {
  it('turns major units into minor units without float error', () => {
    expect(toMinorUnits('500')).toBe(50_000);
    expect(toMinorUnits(' 19.99 ')).toBe(1999);
    expect(toMinorUnits('0.07')).toBe(7);
  });

  it('passes anything else on for the schema to refuse', () => {
    expect(toMinorUnits('')).toBe('');
    expect(toMinorUnits('1.234')).toBe('1.234');
    expect(toMinorUnits('-5')).toBe('-5');
  });

  it('shows minor units as a two-decimal text', () => {
    expect(toMajorText(50_000)).toBe('500.00');
    expect(toMajorText(5)).toBe('0.05');
  });

  it("gives the form's fields (days, price, names.<language>) their refusals from the shared schema", () => {
    const checked = validateWith(packageSchema, {
      slot: 'feed_card',
      days: '0',
      price: toMinorUnits('1.234'),
      names: { 'zh-cn': '信息流 3 天', 'en-us': '', 'zh-hant': '資訊流 3 天' },
      active: true,
    });
    expect(checked.ok).toBe(false);
    const fields = checked.ok ? [] : checked.errors.map((e) => e.field);
    expect(fields).toEqual(expect.arrayContaining(['days', 'price', 'names.en-us']));
    expect(fields).not.toContain('names.zh-cn');
  });

  it('accepts what an admin types for a valid package, in minor units', () => {
    const checked = validateWith(packageSchema, {
      slot: 'feed_card',
      days: '3',
      price: toMinorUnits('120.50'),
      names: { 'zh-cn': '信息流 3 天', 'en-us': 'Feed card, 3 days', 'zh-hant': '資訊流 3 天' },
      active: false,
    });
    expect(checked.ok && checked.data).toMatchObject({ days: 3, price: 12_050, currency: 'CNY', active: false });
  });
});
