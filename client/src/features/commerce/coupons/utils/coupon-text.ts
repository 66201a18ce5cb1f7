import type { CouponKind } from '@contracts/schemas/commerce';
import type { TFunction } from 'i18next';

type CouponLike = { kind: CouponKind; value: number; minSpend: number; currency: string };

/** "¥20.00 off orders over ¥100.00" / "15% off" in the current language. */
export function couponRule(coupon: CouponLike, money: (minor: number, currency?: string | null) => string, t: TFunction): string {
  const off =
    coupon.kind === 'percent'
      ? t('coupons.percentOff', { value: coupon.value })
      : t('coupons.amountOff', { value: money(coupon.value, coupon.currency) });
  return coupon.minSpend > 0 ? t('coupons.withMinSpend', { off, min: money(coupon.minSpend, coupon.currency) }) : off;
}
