import fc from 'fast-check';
import { nextZonedMidnight, zonedDay } from './zoned-day';

describe('zoned day of the allowance', () => {
  it('uses the contest time zone, not UTC', () => {
    // 2026-11-23 16:30 UTC is already 2026-11-24 00:30 in Shanghai (UTC+8).
    const at = Date.UTC(2026, 10, 23, 16, 30);
    expect(zonedDay(at, 'Asia/Shanghai')).toBe('2026-11-24');
    expect(zonedDay(at, 'UTC')).toBe('2026-11-23');
    expect(new Date(nextZonedMidnight(at, 'Asia/Shanghai')).toISOString()).toBe('2026-11-24T16:00:00.000Z');
    expect(new Date(nextZonedMidnight(at, 'UTC')).toISOString()).toBe('2026-11-24T00:00:00.000Z');
  });

  it('handles a DST change before the next midnight', () => {
    // New York, 2026-03-08 01:00 EST: clocks jump at 02:00; the next midnight is 2026-03-09 00:00 EDT (04:00Z).
    const at = Date.UTC(2026, 2, 8, 6, 0);
    expect(zonedDay(at, 'America/New_York')).toBe('2026-03-08');
    expect(new Date(nextZonedMidnight(at, 'America/New_York')).toISOString()).toBe('2026-03-09T04:00:00.000Z');
  });

  it('answers from its cache exactly as Intl does, in any order of instants and zones', () => {
    const direct = (at: number, tz: string) =>
      new Intl.DateTimeFormat('en-CA', { timeZone: tz, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
    const start = Date.UTC(2026, 2, 7);
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.integer({ min: 0, max: 3 * 24 * 3600 * 1000 }), fc.constantFrom('Asia/Shanghai', 'UTC', 'America/New_York')), {
          minLength: 1,
          maxLength: 40,
        }),
        (calls) => {
          for (const [offset, tz] of calls) expect(zonedDay(start + offset, tz)).toBe(direct(start + offset, tz));
        },
      ),
    );
    // Both sides of a midnight, one millisecond apart.
    const midnight = nextZonedMidnight(start, 'Asia/Shanghai');
    expect(zonedDay(midnight - 1, 'Asia/Shanghai')).toBe('2026-03-07');
    expect(zonedDay(midnight, 'Asia/Shanghai')).toBe('2026-03-08');
    expect(zonedDay(midnight - 1, 'Asia/Shanghai')).toBe('2026-03-07');
  });
});
