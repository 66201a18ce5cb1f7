import { lastVipDay, shanghaiDay, vipChange } from '@client/features/membership/utils/vip-day';

describe('VIP days (Asia/Shanghai)', () => {
  it('shows the last VIP day: the day before the end instant, in Shanghai', () => {
    // 00:00 on 5 January in Shanghai is 16:00 UTC on the 4th: the last VIP day is the 4th
    expect(lastVipDay('2027-01-04T16:00:00.000Z')).toBe('2027-01-04');
    expect(lastVipDay('2027-03-31T16:00:00.000Z')).toBe('2027-03-31');
    expect(lastVipDay('nonsense')).toBe('');
  });

  it('reads an instant as its Shanghai day', () => {
    expect(shanghaiDay('2026-11-25T17:30:00.000Z')).toBe('2026-11-26');
    expect(shanghaiDay('2026-11-25T15:59:59.000Z')).toBe('2026-11-25');
  });

  it('tells a ledger row that starts or clears VIP from one that moves its end', () => {
    expect(vipChange(0)).toEqual({ kind: 'none' });
    expect(vipChange(30 * 86_400)).toEqual({ kind: 'days', days: 30 });
    expect(vipChange(-7 * 86_400)).toEqual({ kind: 'days', days: -7 });
    expect(vipChange(Date.parse('2027-01-04T16:00:00.000Z') / 1000)).toEqual({ kind: 'set', day: '2027-01-04' });
    expect(vipChange(-Date.parse('2027-01-04T16:00:00.000Z') / 1000)).toEqual({ kind: 'cleared' });
  });
});
