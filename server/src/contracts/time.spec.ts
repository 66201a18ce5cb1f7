import { formatDate, relativeTime, toMillis } from './time';

/** A fixed "now" built in local time, so date formatting is independent of the machine's zone. */
const NOW = new Date(2024, 5, 15, 12, 30, 45).getTime();
const ago = (seconds: number) => NOW - seconds * 1000;
const rt = (seconds: number, opts: Parameters<typeof relativeTime>[1] = {}) => relativeTime(ago(seconds), { now: NOW, ...opts });

describe('relativeTime thresholds (zh-cn default)', () => {
  it.each([
    [0, '刚刚'],
    [1, '刚刚'],
    [299, '刚刚'],
    [300, '5分钟前'],
    [359, '5分钟前'],
    [360, '6分钟前'],
    [3599, '59分钟前'],
    [3600, '1小时前'],
    [7199, '1小时前'],
    [86_399, '23小时前'],
    [86_400, '1天前'],
    [172_799, '1天前'],
    [2_591_999, '29天前'],
  ])('%i s ago → %s', (s, expected) => expect(rt(s)).toBe(expected));

  it('counts partial seconds down (299.9 s is still just now)', () => {
    expect(relativeTime(NOW - 299_900, { now: NOW })).toBe('刚刚');
    expect(relativeTime(NOW - 300_000, { now: NOW })).toBe('5分钟前');
  });

  it('shows a future time as just now', () => {
    expect(rt(-10)).toBe('刚刚');
    expect(rt(-86_400 * 400)).toBe('刚刚');
  });
});

describe('relativeTime from 30 days on', () => {
  it('formats the date with the default pattern yyyy-mm-dd', () => {
    expect(relativeTime(new Date(2024, 4, 16, 12, 30, 45).getTime(), { now: NOW })).toBe('2024-05-16'); // exactly 30 days
    expect(rt(2_592_000)).toBe(formatDate(ago(2_592_000)));
    expect(relativeTime(new Date(2019, 0, 2, 3, 4, 5), { now: NOW })).toBe('2019-01-02');
  });

  it('uses a custom pattern with every token', () => {
    const t = new Date(2023, 0, 2, 3, 4, 5);
    expect(relativeTime(t, { now: NOW, format: 'yyyy/mm/dd hh:MM:ss' })).toBe('2023/01/02 03:04:05');
    expect(relativeTime(t, { now: NOW, format: 'dd.mm.yyyy' })).toBe('02.01.2023');
    expect(relativeTime(t, { now: NOW, format: 'hh时MM分' })).toBe('03时04分');
  });

  it.each([
    [2_592_000, '1个月前'],
    [5_183_999, '1个月前'],
    [5_184_000, '2个月前'],
    [31_535_999, '12个月前'],
    [31_536_000, '1年前'],
    [63_071_999, '1年前'],
    [63_072_000, '2年前'],
    [315_360_000, '10年前'],
  ])('format false: %i s ago → %s', (s, expected) => expect(rt(s, { format: false })).toBe(expected));

  it('format false does not change the short ranges', () => {
    expect(rt(10, { format: false })).toBe('刚刚');
    expect(rt(2_591_999, { format: false })).toBe('29天前');
  });
});

describe('relativeTime languages', () => {
  it.each([
    ['zh-cn', ['刚刚', '5分钟前', '1小时前', '3天前', '2个月前', '1年前']],
    ['zh-hant', ['剛剛', '5分鐘前', '1小時前', '3天前', '2個月前', '1年前']],
    ['en-us', ['just now', '5 minutes ago', '1 hour ago', '3 days ago', '2 months ago', '1 year ago']],
  ] as const)('%s', (lang, [justNow, minutes, hour, days, months, year]) => {
    expect(rt(0, { lang })).toBe(justNow);
    expect(rt(300, { lang })).toBe(minutes);
    expect(rt(3600, { lang })).toBe(hour);
    expect(rt(3 * 86_400, { lang })).toBe(days);
    expect(rt(5_184_000, { lang, format: false })).toBe(months);
    expect(rt(31_536_000, { lang, format: false })).toBe(year);
  });

  it('uses singular and plural in English', () => {
    expect(rt(360, { lang: 'en-us' })).toBe('6 minutes ago');
    expect(rt(7200, { lang: 'en-us' })).toBe('2 hours ago');
    expect(rt(86_400, { lang: 'en-us' })).toBe('1 day ago');
    expect(rt(2_592_000, { lang: 'en-us', format: false })).toBe('1 month ago');
    expect(rt(63_072_000, { lang: 'en-us', format: false })).toBe('2 years ago');
  });
});

describe('the 10-digit rule and input kinds', () => {
  const nowSeconds = Math.floor(NOW / 1000);

  it('treats a 10-digit number as seconds', () => {
    expect(String(nowSeconds)).toHaveLength(10);
    expect(relativeTime(nowSeconds - 600, { now: NOW })).toBe('10分钟前');
    expect(relativeTime(nowSeconds - 7200, { now: NOW })).toBe('2小时前');
    expect(toMillis(1_700_000_000)).toBe(1_700_000_000_000);
  });

  it('treats a 10-digit string as seconds', () => {
    expect(relativeTime(String(nowSeconds - 600), { now: NOW })).toBe('10分钟前');
    expect(toMillis(' 1700000000 ')).toBe(1_700_000_000_000);
  });

  it('keeps 13-digit milliseconds, as number or string', () => {
    expect(relativeTime(NOW - 600_000, { now: NOW })).toBe('10分钟前');
    expect(relativeTime(String(NOW - 600_000), { now: NOW })).toBe('10分钟前');
    expect(toMillis(1_700_000_000_123)).toBe(1_700_000_000_123);
  });

  it('does not multiply 9- or 11-digit numbers', () => {
    expect(toMillis(999_999_999)).toBe(999_999_999);
    expect(toMillis(10_000_000_000)).toBe(10_000_000_000);
  });

  it('applies the rule to the integer part of a fractional 10-digit number', () => {
    expect(toMillis(1_700_000_000.9)).toBe(1_700_000_000_000);
  });

  it('accepts Date objects and ISO strings', () => {
    expect(relativeTime(new Date(NOW - 3_600_000), { now: NOW })).toBe('1小时前');
    expect(relativeTime(new Date(NOW - 120_000).toISOString(), { now: NOW })).toBe('刚刚');
    expect(relativeTime(new Date(NOW - 3_600_000).toISOString(), { now: NOW })).toBe('1小时前');
  });

  it('returns an empty string for unreadable input', () => {
    expect(relativeTime('not a date', { now: NOW })).toBe('');
    expect(relativeTime('', { now: NOW })).toBe('');
    expect(relativeTime(NaN, { now: NOW })).toBe('');
    expect(relativeTime(new Date('x'), { now: NOW })).toBe('');
    expect(formatDate('nope')).toBe('');
  });

  it('defaults now to the current time', () => {
    expect(relativeTime(Date.now() - 10_000)).toBe('刚刚');
    expect(relativeTime(Math.floor(Date.now() / 1000) - 3600 * 5)).toBe('5小时前');
  });
});

describe('formatDate', () => {
  it('pads every field and copies other characters', () => {
    const t = new Date(2024, 8, 7, 8, 9, 1);
    expect(formatDate(t)).toBe('2024-09-07');
    expect(formatDate(t, 'yyyy-mm-dd hh:MM:ss')).toBe('2024-09-07 08:09:01');
    expect(formatDate(t, 'yyyy年mm月dd日')).toBe('2024年09月07日');
    expect(formatDate(Math.floor(t.getTime() / 1000), 'yyyy-mm-dd hh:MM:ss')).toBe('2024-09-07 08:09:01');
  });
});
