const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

function parts(at: number, timeZone: string) {
  const p: Record<string, number> = {};
  for (const x of formatter(timeZone).formatToParts(at)) if (x.type !== 'literal') p[x.type] = Number(x.value);
  return p as { year: number; month: number; day: number; hour: number; minute: number; second: number };
}

/** The calendar date (YYYY-MM-DD) of an instant in a time zone: the allowance's "day". */
export function zonedDay(at: number, timeZone: string): string {
  const p = parts(at, timeZone);
  return `${p.year}-${String(p.month).padStart(2, '0')}-${String(p.day).padStart(2, '0')}`;
}

/** Offset of the zone from UTC at an instant, in ms. */
function offsetMs(at: number, timeZone: string): number {
  const p = parts(at, timeZone);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return asUtc - Math.floor(at / 1000) * 1000;
}

/** The next midnight after `at` in the zone (when the allowance renews), as an instant. */
export function nextZonedMidnight(at: number, timeZone: string): number {
  const p = parts(at, timeZone);
  const localMidnight = Date.UTC(p.year, p.month - 1, p.day + 1);
  let guess = localMidnight - offsetMs(at, timeZone);
  // Correct once for an offset change (DST) between now and that midnight.
  guess = localMidnight - offsetMs(guess, timeZone);
  return guess;
}
