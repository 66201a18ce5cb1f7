import type { CouponKind } from '@contracts/schemas/commerce';

/**
 * The coupon rule: what a coupon takes off an order, line by line. A coupon applies to the lines
 * its order kind calls eligible (every ticket line, today), so a cart can hold lines it does not
 * cover; its minimum spend is met by those lines alone, and it never takes off more than they cost.
 * Pure: the kind says which lines, CouponsService checks the holder, the order's statement spends it.
 */

/** A line as the rule sees it (an order line, or a line about to be placed). */
export interface CouponLine {
  unitPrice: number;
  quantity: number;
}

/** Which lines a coupon may cover: the kind's predicate (every line when none is given). */
export type CouponEligibility<L extends CouponLine> = (line: L) => boolean;

export interface CouponTerms {
  kind: CouponKind;
  /** amount: minor units off; percent: percent off (1–100). */
  value: number;
  /** Minimum of the eligible lines' total, minor units; 0 = none. */
  minSpend: number;
}

export interface CouponQuote {
  /** The eligible lines' total, minor units. */
  eligible: number;
  /** Does the eligible total reach the coupon's minimum spend? */
  meetsMinSpend: boolean;
  /** Minor units off (0 when the minimum is not met); never more than the eligible total. */
  discount: number;
}

const everyLine = () => true;

/** What a coupon takes off an amount (never more than the amount). */
export function discountOf(kind: CouponKind, value: number, amount: number): number {
  const off = kind === 'amount' ? value : Math.floor((amount * Math.min(100, value)) / 100);
  return Math.max(0, Math.min(amount, off));
}

/** The coupon applied to `lines`: to those `eligible` says, to all of them when it says nothing. */
export function quoteCoupon<L extends CouponLine>(
  terms: CouponTerms,
  lines: readonly L[],
  eligible: CouponEligibility<L> = everyLine,
): CouponQuote {
  const covered = lines.filter((l) => eligible(l));
  const base = covered.reduce((sum, l) => sum + l.unitPrice * l.quantity, 0);
  // No eligible line: nothing to apply to. Otherwise the eligible total meets the minimum (a free line included).
  const meetsMinSpend = covered.length > 0 && base >= terms.minSpend;
  return { eligible: base, meetsMinSpend, discount: meetsMinSpend ? discountOf(terms.kind, terms.value, base) : 0 };
}
