import { LOCALE_INFO, type Locale } from '@client/lib/language';

/**
 * Prices are integers in minor units with an ISO 4217 currency (API.md). The symbol follows the
 * currency when it is known (¥ for CNY, $ for USD …); without a currency the interface
 * language's symbol is used (SPEC §9: $ in English, ¥ in Chinese).
 */
const SYMBOLS: Readonly<Record<string, string>> = {
  CNY: '¥',
  USD: '$',
  HKD: 'HK$',
  TWD: 'NT$',
  MOP: 'MOP$',
  EUR: '€',
  GBP: '£',
  JPY: '¥',
  SGD: 'S$',
  AUD: 'A$',
};

/** Currencies whose minor unit is the major unit (no decimals). */
const ZERO_DECIMALS: ReadonlySet<string> = new Set(['JPY', 'KRW']);

export function currencySymbol(currency: string | null | undefined, locale: Locale): string {
  if (!currency) return LOCALE_INFO[locale].currencySymbol;
  const code = currency.toUpperCase();
  return SYMBOLS[code] ?? `${code} `;
}

/** `12345, 'CNY'` → `¥123.45`; negative amounts keep the sign in front of the symbol. */
export function formatPrice(minorUnits: number, currency: string | null | undefined, locale: Locale): string {
  const safe = Number.isFinite(minorUnits) ? Math.round(minorUnits) : 0;
  const sign = safe < 0 ? '-' : '';
  const abs = Math.abs(safe);
  const code = currency?.toUpperCase() ?? '';
  const symbol = currencySymbol(currency, locale);
  const group = (n: number) => n.toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  if (ZERO_DECIMALS.has(code)) return `${sign}${symbol}${group(abs)}`;
  const major = Math.floor(abs / 100);
  const minor = String(abs % 100).padStart(2, '0');
  return `${sign}${symbol}${group(major)}.${minor}`;
}
