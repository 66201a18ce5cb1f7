import { CART_LINES_MAX, CART_QUANTITY_MAX } from '@contracts/limits';
import type { Cart, CartLine, MergeCartInput } from '@contracts/schemas/shop';
import type { LocalCartLine } from '@client/features/shop/utils/local-cart';

/**
 * The cart screens' pure rules (decision 0130): what a guest's device cart sends at login, what the
 * cart page may check out, and how a checkout refusal names its lines.
 */

/** What `POST /cart/merge` takes from the device's cart: one line a SKU, each within the server's limits. */
export function mergeBody(lines: readonly LocalCartLine[]): MergeCartInput {
  const bySku = new Map<string, number>();
  for (const l of lines) bySku.set(l.skuId, (bySku.get(l.skuId) ?? 0) + l.quantity);
  return {
    lines: [...bySku]
      .filter(([, q]) => q > 0)
      .slice(0, CART_LINES_MAX)
      .map(([skuId, quantity]) => ({ skuId, quantity: Math.min(quantity, CART_QUANTITY_MAX) })),
  };
}

/** The most a cart line may be set to: the exact stock when the server says it (low stock), else the line limit. */
export function lineMax(line: Pick<CartLine, 'stock'>): number {
  return Math.max(1, Math.min(line.stock ?? CART_QUANTITY_MAX, CART_QUANTITY_MAX));
}

export interface CartSummary {
  /** selected lines checkout would take */
  selected: CartLine[];
  /** units in them */
  units: number;
  /** every available line is selected (the "select all" box) */
  allSelected: boolean;
  /** some selected line cannot be bought as it is */
  blocked: boolean;
}

export function cartSummary(cart: Pick<Cart, 'lines'>): CartSummary {
  const selected = cart.lines.filter((l) => l.selected);
  const available = cart.lines.filter((l) => l.available);
  return {
    selected,
    units: selected.reduce((n, l) => n + l.quantity, 0),
    allSelected: available.length > 0 && available.every((l) => l.selected),
    blocked: selected.some((l) => !l.available),
  };
}

/** Σ price × quantity (minor units). */
export function linesSubtotal(lines: readonly { price: number; quantity: number }[]): number {
  return lines.reduce((n, l) => n + l.price * l.quantity, 0);
}

export const REFUSAL_REASONS = ['unavailable', 'sold_out', 'short', 'price'] as const;
export type RefusalReason = (typeof REFUSAL_REASONS)[number];

/** One line a checkout refused (`data.lines` of a code 0 answer of `POST /shop/orders`). */
export interface RefusedLine {
  skuId: string;
  reason: RefusalReason;
  msg: string;
  price?: number;
  stock?: number;
}

/** The refused lines of a checkout answer's `data` (anything else reads as none). */
export function refusedLines(data: unknown): RefusedLine[] {
  if (!data || typeof data !== 'object') return [];
  const lines = (data as { lines?: unknown }).lines;
  if (!Array.isArray(lines)) return [];
  return lines.flatMap((raw): RefusedLine[] => {
    if (!raw || typeof raw !== 'object') return [];
    const l = raw as Record<string, unknown>;
    if (typeof l['skuId'] !== 'string' || typeof l['msg'] !== 'string') return [];
    const reason = (REFUSAL_REASONS as readonly unknown[]).includes(l['reason']) ? (l['reason'] as RefusalReason) : 'unavailable';
    const line: RefusedLine = { skuId: l['skuId'], reason, msg: l['msg'] };
    if (typeof l['price'] === 'number') line.price = l['price'];
    if (typeof l['stock'] === 'number') line.stock = l['stock'];
    return [line];
  });
}

/** A guest's device cart shown like the server's (no ids: the SKU is the key; availability unknown until login). */
export function localCartLines(lines: readonly LocalCartLine[]): (Omit<CartLine, 'attrs'> & { attrsText: string })[] {
  return lines.map((l) => ({
    id: l.skuId,
    skuId: l.skuId,
    goodsId: l.goodsId,
    title: l.title,
    cover: l.cover,
    attrsText: l.attrs,
    price: l.price,
    quantity: l.quantity,
    stock: null,
    available: true,
    selected: true,
  }));
}

/** The attribute values of a line, as the detail page names them ("M · 黑"). */
export function attrsText(attrs: Readonly<Record<string, string>>): string {
  return Object.values(attrs).join(' · ');
}
