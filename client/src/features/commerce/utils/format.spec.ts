import { formatRange, formatVenueTime, zonedWallTime } from '@client/features/commerce/utils/format';

/** A Shenzhen show: 10:00–18:00 at the venue (UTC+8) is 02:00–10:00 UTC. */
const START = '2026-12-01T02:00:00.000Z';
const END = '2026-12-01T10:00:00.000Z';

describe('exhibition times in the venue zone (issue #36)', () => {
  it('reads the venue clock on a UTC device and says which zone it is', () => {
    expect(formatRange(START, END, 'Asia/Shanghai', 'UTC')).toBe('2026-12-01 10:00 – 18:00 (GMT+8)');
    expect(formatRange(START, END, 'Asia/Shanghai', 'America/New_York')).toBe('2026-12-01 10:00 – 18:00 (GMT+8)');
    // over two days: both dates, still the venue clock
    expect(formatRange(START, '2026-12-03T10:00:00.000Z', 'Asia/Shanghai', 'UTC')).toBe('2026-12-01 10:00 – 2026-12-03 18:00 (GMT+8)');
  });

  it('adds no label when the device keeps the venue clock', () => {
    expect(formatRange(START, END, 'Asia/Shanghai', 'Asia/Shanghai')).toBe('2026-12-01 10:00 – 18:00');
    // another name of the same clock is the same clock
    expect(formatRange(START, END, 'Asia/Shanghai', 'Asia/Chongqing')).toBe('2026-12-01 10:00 – 18:00');
  });

  it('falls back to the device clock without a zone or with one the browser does not know', () => {
    expect(formatRange(START, END, undefined, 'UTC')).toBe('2026-12-01 02:00 – 10:00');
    expect(formatRange(START, END, 'Mars/Olympus', 'UTC')).toBe('2026-12-01 02:00 – 10:00');
    expect(formatRange(START, END, null, 'Asia/Shanghai')).toBe('2026-12-01 10:00 – 18:00');
    expect(zonedWallTime('not a time', 'Asia/Shanghai')).toBeNull();
  });

  it('one time on the venue clock: labelled only when the device clock differs, or not at all when asked', () => {
    expect(formatVenueTime(START, 'Asia/Shanghai', { deviceZone: 'UTC' })).toBe('2026-12-01 10:00 (GMT+8)');
    expect(formatVenueTime(START, 'Asia/Shanghai', { deviceZone: 'Asia/Shanghai' })).toBe('2026-12-01 10:00');
    expect(formatVenueTime(START, 'Asia/Shanghai', { deviceZone: 'UTC', label: false })).toBe('2026-12-01 10:00');
    expect(formatVenueTime(START, undefined, { deviceZone: 'UTC' })).toBe('2026-12-01 02:00');
  });
});
