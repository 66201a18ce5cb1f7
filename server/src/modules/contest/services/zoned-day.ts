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

/** Per zone, the last day computed and the span [from, until) of instants known to fall on it. */
const lastDay = new Map<string, { day: string; from: number; until: number }>();

/**
 * The calendar date (YYYY-MM-DD) of an instant in a time zone: the allowance's "day". Every vote
 * asks; formatting with Intl costs ~10 µs, so the answer is kept until the zone's next midnight.
 */
export function zonedDay(at: number, timeZone: string): string {
  const hit = lastDay.get(timeZone);
  if (hit && at >= hit.from && at < hit.until) return hit.day;
  const p = parts(at, timeZone);
  const day = `${p.year}-${String(p.month).padStart(2, '0')}-${String(p.day).padStart(2, '0')}`;
  lastDay.set(timeZone, { day, from: at, until: nextZonedMidnight(at, timeZone) });
  return day;
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
