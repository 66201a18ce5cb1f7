import { DEFAULT_LANGUAGE, type Language } from './language';

/** Relative-time words, owned by this utility (not part of the validation catalogue). */
const WORDS: Record<Language, { justNow: string; ago: (n: number, unit: Unit) => string }> = {
  'zh-cn': {
    justNow: '刚刚',
    ago: (n, unit) => `${n}${{ minute: '分钟', hour: '小时', day: '天', month: '个月', year: '年' }[unit]}前`,
  },
  'en-us': {
    justNow: 'just now',
    ago: (n, unit) => `${n} ${unit}${n === 1 ? '' : 's'} ago`,
  },
  'zh-hant': {
    justNow: '剛剛',
    ago: (n, unit) => `${n}${{ minute: '分鐘', hour: '小時', day: '天', month: '個月', year: '年' }[unit]}前`,
  },
};

type Unit = 'minute' | 'hour' | 'day' | 'month' | 'year';

const MINUTE = 60;
const HOUR = 3600;
const DAY = 86_400;
const JUST_NOW = 300;
/** 30 days: below this the result is "n days ago". */
const MONTH = 2_592_000;
/** 365 days. */
const YEAR = 31_536_000;

export interface RelativeTimeOptions {
  /** Reference time in milliseconds; defaults to `Date.now()`. */
  now?: number;
  /** Date pattern for times 30 days or more ago (default `yyyy-mm-dd`); `false` → "n months/years ago". */
  format?: string | false;
  lang?: Language;
}

/**
 * Milliseconds since the epoch for a Date, an ISO string, or a numeric timestamp (number or
 * digit string). A 10-digit integer timestamp is in seconds and is multiplied by 1000.
 * NaN when the input cannot be read.
 */
export function toMillis(input: number | string | Date): number {
  if (input instanceof Date) return input.getTime();
  if (typeof input === 'string') {
    const s = input.trim();
    if (!/^-?\d+(?:\.\d+)?$/.test(s)) return s === '' ? NaN : Date.parse(s);
    input = Number(s);
  }
  if (!Number.isFinite(input)) return NaN;
  const whole = Math.trunc(input);
  return String(Math.abs(whole)).length === 10 ? whole * 1000 : input;
}

const pad = (n: number): string => String(n).padStart(2, '0');

/**
 * Formats a time in the runtime's local zone. Tokens: `yyyy` year, `mm` month, `dd` day,
 * `hh` hour (24 h), `MM` minutes, `ss` seconds; anything else is copied.
 */
export function formatDate(input: number | string | Date, pattern = 'yyyy-mm-dd'): string {
  const ms = toMillis(input);
  return Number.isNaN(ms) ? '' : formatMillis(ms, pattern);
}

function formatMillis(ms: number, pattern: string): string {
  const d = new Date(ms);
  const parts: Record<string, string> = {
    yyyy: String(d.getFullYear()),
    mm: pad(d.getMonth() + 1),
    dd: pad(d.getDate()),
    hh: pad(d.getHours()),
    MM: pad(d.getMinutes()),
    ss: pad(d.getSeconds()),
  };
  return pattern.replace(/yyyy|mm|dd|hh|MM|ss/g, (token) => parts[token] ?? token);
}

/**
 * "刚刚 / n 分钟前 / n 小时前 / n 天前", then a formatted date (SPEC §4, relative-time display):
 * under 300 s just now; under an hour minutes; under a day hours; under 30 days days;
 * otherwise the date in `format` (default yyyy-mm-dd), or with `format: false` months
 * (30-day months) below 365 days and years after. Times in the future read "just now".
 * Returns '' for an unreadable input.
 */
export function relativeTime(input: number | string | Date, opts: RelativeTimeOptions = {}): string {
  const ms = toMillis(input);
  if (Number.isNaN(ms)) return '';
  const words = WORDS[opts.lang ?? DEFAULT_LANGUAGE];
  const seconds = Math.floor(((opts.now ?? Date.now()) - ms) / 1000);

  if (seconds < JUST_NOW) return words.justNow;
  if (seconds < HOUR) return words.ago(Math.floor(seconds / MINUTE), 'minute');
  if (seconds < DAY) return words.ago(Math.floor(seconds / HOUR), 'hour');
  if (seconds < MONTH) return words.ago(Math.floor(seconds / DAY), 'day');
  const format = opts.format ?? 'yyyy-mm-dd';
  if (format !== false) return formatMillis(ms, format);
  if (seconds < YEAR) return words.ago(Math.floor(seconds / MONTH), 'month');
  return words.ago(Math.floor(seconds / YEAR), 'year');
}
