/**
 * The one money formatter (issue #36), zod-free: the H5 app (client/src/lib/money.ts) and the
 * server's own pages (the sandbox checkout) print amounts with it, so a price reads the same
 * wherever it is shown.
 *
 * The currency rule (docs/decisions/0136-money-and-visit-times.md): amounts are integers in minor
 * units with an ISO 4217 currency (API.md); the symbol follows the amount's currency, never the
 * interface language. Reefline's prices are CNY, so every language — English included — shows
 * `¥80.00`: the SPEC's "dollar sign in English" would state a yuan price as dollars.
 */

/** The currency of an amount that arrives without one: every Reefline price is in yuan. */
export const DEFAULT_CURRENCY = 'CNY';

const SYMBOLS: Readonly<Record<string, string>> = {
  CNY: '¥',
  USD: '$',
  HKD: 'HK$',
  TWD: 'NT$',
  MOP: 'MOP$',
  EUR: '€',
  GBP: '£',
  JPY: 'JP¥',
  SGD: 'S$',
  AUD: 'A$',
};

/** Currencies whose minor unit is the major unit (no decimals). */
const ZERO_DECIMALS: ReadonlySet<string> = new Set(['JPY', 'KRW']);

/** `CNY` → `¥`; an unknown currency → its code and a space (`CHF `). */
export function currencySymbol(currency: string | null | undefined): string {
  const code = (currency || DEFAULT_CURRENCY).toUpperCase();
  return SYMBOLS[code] ?? `${code} `;
}

const group = (n: number) => n.toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/**
 * `12345, 'CNY'` → `¥123.45`; thousands grouped with commas; a negative amount keeps its sign in
 * front of the symbol (`-¥20.00`); a non-number reads as zero.
 */
export function formatMoney(minorUnits: number, currency?: string | null): string {
  const safe = Number.isFinite(minorUnits) ? Math.round(minorUnits) : 0;
  const sign = safe < 0 ? '-' : '';
  const abs = Math.abs(safe);
  const code = (currency || DEFAULT_CURRENCY).toUpperCase();
  const symbol = currencySymbol(code);
  if (ZERO_DECIMALS.has(code)) return `${sign}${symbol}${group(abs)}`;
  const minor = String(abs % 100).padStart(2, '0');
  return `${sign}${symbol}${group(Math.floor(abs / 100))}.${minor}`;
}

/** A saving shown as a line of its own (`-¥20.00`), or null when there is none to show. */
export function formatDiscount(minorUnits: number, currency?: string | null): string | null {
  const safe = Number.isFinite(minorUnits) ? Math.round(minorUnits) : 0;
  return safe > 0 ? formatMoney(-safe, currency) : null;
}
