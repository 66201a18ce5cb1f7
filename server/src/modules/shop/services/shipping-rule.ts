import type { ShippingRule } from '@contracts/schemas/shop';

/** Grams per started kilogram step of the shipping fee. */
export const KG = 1000;

/**
 * The shipping fee of one order (decision 0126, the Chinese couriers' 首重 + 续重 shape): free when
 * the goods' subtotal reaches `freeFrom`; else `baseFee` covers the first kilogram (and a parcel
 * of no weight) and every further started kilogram adds `perKgFee`.
 */
export function shippingFee(rule: ShippingRule, subtotal: number, weightGrams: number): number {
  if (rule.freeFrom !== null && subtotal >= rule.freeFrom) return 0;
  const extraKg = Math.max(0, Math.ceil(Math.max(0, weightGrams) / KG) - 1);
  return rule.baseFee + extraKg * rule.perKgFee;
}
