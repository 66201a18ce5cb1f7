import { epochSeconds, extendVip, lastVipDay, shiftVipDays } from './vip-calendar';

describe('vip calendar (Asia/Shanghai days)', () => {
  it('a month from today ends at Shanghai midnight after the same day next month', () => {
    const now = new Date('2026-01-10T07:00:00Z'); // 15:00 in Shanghai
    const end = extendVip(null, 1, now);
    expect(end.toISOString()).toBe('2026-02-10T16:00:00.000Z'); // 2026-02-11 00:00 +08
    expect(lastVipDay(end)).toBe('2026-02-10');
  });

  it('counts the Shanghai day, not the UTC one', () => {
    const now = new Date('2026-01-10T17:00:00Z'); // already 2026-01-11 01:00 in Shanghai
    expect(lastVipDay(extendVip(null, 1, now))).toBe('2026-02-11');
  });

  it('extends an active membership from its end date', () => {
    const now = new Date('2026-01-10T07:00:00Z');
    const end = new Date('2026-03-31T16:00:00Z'); // 2026-04-01 00:00 +08
    expect(extendVip(end, 3, now).toISOString()).toBe('2026-06-30T16:00:00.000Z');
  });

  it('starts again from today when the membership has ended', () => {
    const now = new Date('2026-05-10T07:00:00Z');
    const ended = new Date('2026-03-31T16:00:00Z');
    expect(lastVipDay(extendVip(ended, 1, now))).toBe('2026-06-10');
  });

  it('clamps to the last day of a shorter month', () => {
    const now = new Date('2026-01-31T03:00:00Z');
    expect(lastVipDay(extendVip(null, 1, now))).toBe('2026-02-28');
  });

  it("an admin's days are whole Shanghai days too: from today (today counts) or from the end", () => {
    const now = new Date('2026-01-10T07:00:00Z'); // 15:00 in Shanghai
    const fresh = shiftVipDays(null, 30, now);
    expect(fresh.toISOString()).toBe('2026-02-08T16:00:00.000Z'); // 2026-02-09 00:00 +08
    expect(lastVipDay(fresh)).toBe('2026-02-08'); // 10 Jan … 8 Feb: 30 days, today the first
    const end = new Date('2026-03-31T16:00:00Z');
    expect(shiftVipDays(end, 3, now).toISOString()).toBe('2026-04-03T16:00:00.000Z');
    expect(shiftVipDays(end, -7, now).toISOString()).toBe('2026-03-24T16:00:00.000Z');
    // an end off the calendar (an adjustment before this rule) moves to the next Shanghai midnight first
    expect(lastVipDay(shiftVipDays(new Date('2026-03-31T11:17:00Z'), 1, now))).toBe('2026-04-01');
    // taking more days than are left ends VIP now, not in the past
    expect(shiftVipDays(new Date('2026-01-12T16:00:00Z'), -10, now)).toEqual(now);
  });

  it('epoch seconds of null is 0', () => {
    expect(epochSeconds(null)).toBe(0);
    expect(epochSeconds(new Date(1500))).toBe(1);
  });
});
