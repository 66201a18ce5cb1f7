import { CART_QUANTITY_MAX } from '@contracts/limits';
import { localStore, readJson, writeJson, type KeyValueStorage } from '@client/lib/storage';

/**
 * A guest's cart kept on the device (issue #38: "local for guests, merged at login"). Until the
 * server cart exists every shopper uses it; its lines are what `POST /cart/merge` will take
 * (`{skuId, quantity}`), with what the screen shows of them kept beside.
 */
export interface LocalCartLine {
  skuId: string;
  goodsId: string;
  quantity: number;
  /** shown until the server cart re-reads them */
  title: string;
  attrs: string;
  price: number;
  currency: string;
  cover: string;
}

export const LOCAL_CART_KEY = 'reefline:cart';
/** The most one line may hold: what the server cart and an order line take (decision 0130; 0127 had 99). */
export const LINE_CAP = CART_QUANTITY_MAX;
/** The most lines the device keeps. */
export const LINES_MAX = 100;

function isLine(v: unknown): v is LocalCartLine {
  if (!v || typeof v !== 'object') return false;
  const l = v as Record<string, unknown>;
  return (
    typeof l['skuId'] === 'string' && typeof l['goodsId'] === 'string' && Number.isInteger(l['quantity']) && (l['quantity'] as number) > 0
  );
}

/** The stored lines (a damaged store reads as empty). */
export function readCart(store: KeyValueStorage = localStore()): LocalCartLine[] {
  const raw = readJson<unknown>(store, LOCAL_CART_KEY);
  return Array.isArray(raw) ? raw.filter(isLine) : [];
}

/**
 * Adds `line.quantity` of a SKU: to its line when there is one, capped by `max` (the stock when the
 * server said it exactly) and by {@link LINE_CAP}. Answers the new lines and how many were added.
 */
export function addLine(lines: readonly LocalCartLine[], line: LocalCartLine, max: number): { lines: LocalCartLine[]; added: number } {
  const cap = Math.max(0, Math.min(max, LINE_CAP));
  const existing = lines.find((l) => l.skuId === line.skuId);
  const before = existing?.quantity ?? 0;
  const after = Math.min(cap, before + Math.max(0, line.quantity));
  const added = Math.max(0, after - before);
  if (added === 0) return { lines: [...lines], added: 0 };
  if (existing) return { lines: lines.map((l) => (l.skuId === line.skuId ? { ...line, quantity: after } : l)), added };
  if (lines.length >= LINES_MAX) return { lines: [...lines], added: 0 };
  return { lines: [...lines, { ...line, quantity: after }], added };
}

/** Pieces in the cart (the badge's number; shown as 99+ above 99). */
export function cartCount(lines: readonly LocalCartLine[]): number {
  return lines.reduce((n, l) => n + l.quantity, 0);
}

/** How many of this SKU the cart holds already. */
export function inCart(lines: readonly LocalCartLine[], skuId: string): number {
  return lines.find((l) => l.skuId === skuId)?.quantity ?? 0;
}

export function writeCart(lines: readonly LocalCartLine[], store: KeyValueStorage = localStore()): void {
  writeJson(store, LOCAL_CART_KEY, lines);
}

/** Sets a line's quantity (1…cap); an unknown SKU changes nothing. */
export function setLineQuantity(lines: readonly LocalCartLine[], skuId: string, quantity: number): LocalCartLine[] {
  const q = Math.min(Math.max(1, Math.round(quantity)), LINE_CAP);
  return lines.map((l) => (l.skuId === skuId ? { ...l, quantity: q } : l));
}

export function removeLine(lines: readonly LocalCartLine[], skuId: string): LocalCartLine[] {
  return lines.filter((l) => l.skuId !== skuId);
}

/** Empties the device's cart (after it was merged into the member's). */
export function clearCart(store: KeyValueStorage = localStore()): void {
  store.removeItem(LOCAL_CART_KEY);
}
