import { formatDate } from '@contracts/time';
import { useCallback } from 'react';
import { DATE_TIME } from '@client/lib/time-text';
import { useLocale } from '@client/lib/use-locale';
import { formatPrice } from '@client/lib/money';

/** `2026-12-01 10:00 – 2026-12-03 18:00`; the second date is left out when both are on one day. */
export function formatRange(startsAt: string, endsAt: string): string {
  const start = formatDate(startsAt, DATE_TIME);
  const end = formatDate(endsAt, DATE_TIME);
  if (start.slice(0, 10) === end.slice(0, 10)) return `${start} – ${end.slice(11)}`;
  return `${start} – ${end}`;
}

/** A formatter for prices in the current language: `money(12300, 'CNY')` → `¥123.00`. */
export function useMoney(): (minorUnits: number, currency?: string | null) => string {
  const locale = useLocale();
  return useCallback((minorUnits, currency) => formatPrice(minorUnits, currency, locale), [locale]);
}

/** Milliseconds → `mm:ss` (or `h:mm:ss`), never negative. */
export function formatCountdown(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const pad = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${pad(m)}:${pad(s)}` : `${pad(m)}:${pad(s)}`;
}
