import { relativeTime } from '@contracts/time';
import { getCurrentLocale, serverLanguage } from '@client/lib/language';

/** "just now / n minutes ago / …" in the current language, then the date and time. */
export function timeText(input: string | number | Date, now?: number): string {
  return relativeTime(input, { lang: serverLanguage(getCurrentLocale()), format: 'yyyy-mm-dd hh:MM', now });
}
