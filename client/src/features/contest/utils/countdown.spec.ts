import { countdownParts, formatClock, formatCountdown, msToNextTick } from '@client/features/contest/utils/countdown';

const END = Date.parse('2026-12-31T16:00:00.000Z');

describe('countdownParts', () => {
  it('splits the time left into days, hours, minutes and seconds', () => {
    const now = END - ((3 * 24 + 4) * 3600 + 5 * 60 + 6) * 1000;
    expect(countdownParts(new Date(END).toISOString(), now)).toEqual({ days: 3, hours: 4, minutes: 5, seconds: 6, totalMs: END - now });
  });

  it('rounds up to the whole second so it never reads zero while time is left', () => {
    expect(countdownParts(END, END - 1)).toMatchObject({ days: 0, hours: 0, minutes: 0, seconds: 1 });
    expect(countdownParts(END, END - 59_001)).toMatchObject({ minutes: 1, seconds: 0 });
  });

  it('is null at and after the end, and for an unreadable date', () => {
    expect(countdownParts(END, END)).toBeNull();
    expect(countdownParts(END, END + 5000)).toBeNull();
    expect(countdownParts('not a date', END)).toBeNull();
  });

  it('accepts a Date and a number', () => {
    expect(countdownParts(new Date(END), END - 3_600_000)).toMatchObject({ hours: 1, minutes: 0, seconds: 0 });
    expect(countdownParts(END, END - 86_400_000)).toMatchObject({ days: 1, hours: 0 });
  });
});

describe('formatCountdown', () => {
  it('shows hh:mm:ss under a day', () => {
    expect(formatCountdown(countdownParts(END, END - (2 * 3600 + 3 * 60 + 9) * 1000)!, '{{days}}d {{clock}}')).toBe('02:03:09');
  });

  it('fills the localised days template from a day up', () => {
    const parts = countdownParts(END, END - ((12 * 24 + 23) * 3600 + 59 * 60 + 59) * 1000)!;
    expect(formatCountdown(parts, '{{days}}d {{clock}}')).toBe('12d 23:59:59');
    expect(formatCountdown(parts, '{{days}} 天 {{clock}}')).toBe('12 天 23:59:59');
  });

  it('pads the clock', () => {
    expect(formatClock({ hours: 0, minutes: 7, seconds: 0 })).toBe('00:07:00');
  });
});

describe('msToNextTick', () => {
  it('waits until the shown second changes', () => {
    expect(msToNextTick(countdownParts(END, END - 2300))).toBe(300);
    expect(msToNextTick(countdownParts(END, END - 2000))).toBe(1000);
    expect(msToNextTick(null)).toBe(1000);
  });
});
