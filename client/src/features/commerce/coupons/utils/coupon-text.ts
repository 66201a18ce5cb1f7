import type { CouponKind } from '@contracts/schemas/commerce';
import type { TFunction } from 'i18next';

type CouponLike = { kind: CouponKind; value: number; minSpend: number; currency: string };
type Money = (minor: number, currency?: string | null) => string;

/** What a percent coupon leaves to pay, in tenths ("20 % off" is 8 in Chinese: 8折; 15 % off is 8.5折). */
export function payRate(percentOff: number): number {
  return Math.round(100 - percentOff) / 10;
}

/** 100 % off: the coupon pays the whole order. */
export function isFree(coupon: CouponLike): boolean {
  return coupon.kind === 'percent' && coupon.value >= 100;
}

/** The saving alone: "¥20.00 off" / "15% off" (Chinese: 减 ¥20.00 / 8.5折). */
export function couponSaving(coupon: CouponLike, money: Money, t: TFunction): string {
  if (coupon.kind === 'amount') return t('coupons.amountOff', { value: money(coupon.value, coupon.currency) });
  return isFree(coupon) ? t('coupons.free') : t('coupons.percentOff', { value: coupon.value, rate: payRate(coupon.value) });
}

/** The saving as the stub's large figure: "15%" (Chinese: 8.5折), "Free" for 100 % off, or the amount. */
export function couponFigure(coupon: CouponLike, money: Money, t: TFunction): string {
  if (coupon.kind === 'amount') return money(coupon.value, coupon.currency);
  return isFree(coupon) ? t('coupons.free') : t('coupons.percentBig', { value: coupon.value, rate: payRate(coupon.value) });
}

/** "¥20.00 off orders over ¥100.00" / "15% off" in the current language. */
export function couponRule(coupon: CouponLike, money: Money, t: TFunction): string {
  const off = couponSaving(coupon, money, t);
  return coupon.minSpend > 0 ? t('coupons.withMinSpend', { off, min: money(coupon.minSpend, coupon.currency) }) : off;
}

/** When it applies, for a coupon whose saving is already shown large: "On orders over ¥100.00" / "No minimum spend". */
export function couponCondition(coupon: CouponLike, money: Money, t: TFunction): string {
  return coupon.minSpend > 0 ? t('coupons.minSpend', { min: money(coupon.minSpend, coupon.currency) }) : t('coupons.anyOrder');
}
