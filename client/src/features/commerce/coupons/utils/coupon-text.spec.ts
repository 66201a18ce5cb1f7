import { createInstance, type TFunction } from 'i18next';
import en from '@client/features/commerce/locales/en.json';
import zhCN from '@client/features/commerce/locales/zh-CN.json';
import zhHant from '@client/features/commerce/locales/zh-Hant.json';
import { formatMoney } from '@client/lib/money';
import { couponCondition, couponFigure, couponRule, payRate } from './coupon-text';

async function tIn(lng: string, resources: object): Promise<TFunction> {
  const i18n = createInstance();
  await i18n.init({ lng, resources: { [lng]: { translation: resources } }, interpolation: { escapeValue: false } });
  return i18n.t;
}

const money = (minor: number, currency?: string | null) => formatMoney(minor, currency ?? 'CNY');
const percent = (value: number, minSpend = 0) => ({ kind: 'percent' as const, value, minSpend, currency: 'CNY' });
const amount = (value: number, minSpend = 0) => ({ kind: 'amount' as const, value, minSpend, currency: 'CNY' });

describe('coupon texts', () => {
  it('turns a percentage off into what is left to pay, in tenths (the Chinese 折)', () => {
    expect(payRate(20)).toBe(8);
    expect(payRate(15)).toBe(8.5);
    expect(payRate(5)).toBe(9.5);
    expect(payRate(12)).toBe(8.8);
  });

  it('says a percentage off the way each language does', async () => {
    const [tEn, tCn, tHant] = await Promise.all([tIn('en', en), tIn('zh-CN', zhCN), tIn('zh-Hant', zhHant)]);
    expect(couponRule(percent(20), money, tEn)).toBe('20% off');
    expect(couponRule(percent(20), money, tCn)).toBe('8折');
    expect(couponRule(percent(15), money, tHant)).toBe('8.5折');
    expect(couponFigure(percent(20), money, tEn)).toBe('20%');
    expect(couponFigure(percent(20), money, tCn)).toBe('8折');
    expect(couponFigure(percent(100), money, tCn)).toBe('免单');
    expect(couponRule(percent(100), money, tEn)).toBe('Free');
  });

  it('names the condition beside the large saving, never the saving again', async () => {
    const [tEn, tCn, tHant] = await Promise.all([tIn('en', en), tIn('zh-CN', zhCN), tIn('zh-Hant', zhHant)]);
    expect(couponCondition(amount(500), money, tEn)).toBe('No minimum spend');
    expect(couponCondition(amount(500), money, tCn)).toBe('无门槛');
    expect(couponCondition(amount(500), money, tHant)).toBe('無門檻');
    expect(couponCondition(amount(1000, 10000), money, tEn)).toBe(`On orders over ${money(10000)}`);
    expect(couponCondition(amount(1000, 10000), money, tCn)).toBe(`满 ${money(10000)} 可用`);
    // the picker has no large figure: its line keeps the saving
    expect(couponRule(amount(1000, 10000), money, tCn)).toBe(`满 ${money(10000)} 减 ${money(1000)}`);
  });
});
