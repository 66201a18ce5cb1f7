/** Countdown to a contest's end. */
export interface CountdownParts {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
  /** milliseconds left (> 0) */
  totalMs: number;
}

function toMs(value: string | number | Date): number {
  if (value instanceof Date) return value.getTime();
  if (typeof value === 'number') return value;
  return Date.parse(value);
}

/**
 * Days, hours, minutes and seconds left until `endsAt`, rounded up to the whole second (a
 * countdown never shows 00:00:00 while time is left); null once the end has passed or when the
 * date cannot be read.
 */
export function countdownParts(endsAt: string | number | Date, now: number): CountdownParts | null {
  const end = toMs(endsAt);
  if (!Number.isFinite(end)) return null;
  const totalMs = end - now;
  if (totalMs <= 0) return null;
  let rest = Math.ceil(totalMs / 1000);
  const days = Math.floor(rest / 86_400);
  rest -= days * 86_400;
  const hours = Math.floor(rest / 3600);
  rest -= hours * 3600;
  const minutes = Math.floor(rest / 60);
  const seconds = rest - minutes * 60;
  return { days, hours, minutes, seconds, totalMs };
}

const two = (n: number) => String(n).padStart(2, '0');

/** `hh:mm:ss` of the part below a day. */
export function formatClock(parts: Pick<CountdownParts, 'hours' | 'minutes' | 'seconds'>): string {
  return `${two(parts.hours)}:${two(parts.minutes)}:${two(parts.seconds)}`;
}

/**
 * The countdown text: `clock` alone under a day, else the localised days template (e.g.
 * `{{days}}d {{clock}}`, `{{days}} 天 {{clock}}`) filled in.
 */
export function formatCountdown(parts: CountdownParts, daysTemplate: string): string {
  const clock = formatClock(parts);
  if (parts.days === 0) return clock;
  return daysTemplate.replace(/\{\{\s*days\s*\}\}/g, String(parts.days)).replace(/\{\{\s*clock\s*\}\}/g, clock);
}

/** Milliseconds until the displayed countdown next changes (the next whole second). */
export function msToNextTick(parts: CountdownParts | null): number {
  if (!parts) return 1000;
  const rem = parts.totalMs % 1000;
  return rem === 0 ? 1000 : rem;
}
