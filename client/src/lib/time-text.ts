import { formatDate, relativeTime } from '@contracts/time';
import { getCurrentLocale, serverLanguage } from '@client/lib/language';

/** The app's date-and-time format: `2026-11-26 09:30`. */
export const DATE_TIME = 'yyyy-mm-dd hh:MM';

/** "just now / n minutes ago / …" in the current language, then the date and time. */
export function timeText(input: string | number | Date, now?: number): string {
  return relativeTime(input, { lang: serverLanguage(getCurrentLocale()), format: DATE_TIME, now });
}

/** `2026-11-26 09:30`, or '' without a value. */
export function formatDateTime(value: string | null | undefined): string {
  return value ? formatDate(value, DATE_TIME) : '';
}
