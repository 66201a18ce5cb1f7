import { formatMoney } from '@client/lib/money';

const pad = (n: number) => String(n).padStart(2, '0');
const zoneFormats = new Map<string, Intl.DateTimeFormat | null>();

/** A cached formatter of wall times in `timeZone`, or null for a zone this browser does not know. */
function zoneFormat(timeZone: string): Intl.DateTimeFormat | null {
  let format = zoneFormats.get(timeZone);
  if (format === undefined) {
    try {
      format = new Intl.DateTimeFormat('en-US', {
        timeZone,
        hourCycle: 'h23',
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        timeZoneName: 'shortOffset',
      });
    } catch {
      format = null;
    }
    zoneFormats.set(timeZone, format);
  }
  return format;
}

/** `2026-12-01 10:00` as a clock in `timeZone` shows the instant, and the zone's offset (`GMT+8`). */
export function zonedWallTime(iso: string, timeZone: string): { text: string; offset: string } | null {
  const format = zoneFormat(timeZone);
  const ms = Date.parse(iso);
  if (!format || Number.isNaN(ms)) return null;
  const parts = format.formatToParts(new Date(ms));
  const get = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return { text: `${get('year')}-${get('month')}-${get('day')} ${get('hour')}:${get('minute')}`, offset: get('timeZoneName') };
}

/** The device's own wall time of an instant (`2026-12-01 10:00`). */
function deviceWallTime(iso: string): string {
  const d = new Date(iso);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** The device's zone (IANA name), or undefined when the browser does not say. */
export function deviceTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}

function joinRange(start: string, end: string): string {
  if (start.slice(0, 10) === end.slice(0, 10)) return `${start} – ${end.slice(11)}`;
  return `${start} – ${end}`;
}

/**
 * An exhibition's times as the venue's clocks show them (issue #36): `2026-12-01 10:00 – 18:00`
 * (the second date left out when both are on one day). When the device's clock reads either end
 * differently (a Shenzhen show on a UTC phone) the venue's offset follows: `… 18:00 (GMT+8)`.
 * Without a zone (or one the browser does not know) the device's clock is used, unlabelled.
 */
export function formatRange(startsAt: string, endsAt: string, timeZone?: string | null, deviceZone = deviceTimeZone()): string {
  const start = timeZone ? zonedWallTime(startsAt, timeZone) : null;
  const end = timeZone ? zonedWallTime(endsAt, timeZone) : null;
  const onDevice = (iso: string) => (deviceZone ? zonedWallTime(iso, deviceZone)?.text : undefined) ?? deviceWallTime(iso);
  if (!start || !end) return joinRange(onDevice(startsAt), onDevice(endsAt));
  const range = joinRange(start.text, end.text);
  const sameClock = onDevice(startsAt) === start.text && onDevice(endsAt) === end.text;
  return sameClock ? range : `${range} (${start.offset})`;
}

/**
 * One instant on the venue's clock (`2026-12-01 10:00`), followed by the venue's offset when the
 * device's clock differs (`label: false` leaves it to a later time of the same line).
 */
export function formatVenueTime(
  iso: string,
  timeZone?: string | null,
  { label = true, deviceZone = deviceTimeZone() }: { label?: boolean; deviceZone?: string } = {},
): string {
  const at = timeZone ? zonedWallTime(iso, timeZone) : null;
  const onDevice = (deviceZone ? zonedWallTime(iso, deviceZone)?.text : undefined) ?? deviceWallTime(iso);
  if (!at) return onDevice;
  return !label || onDevice === at.text ? at.text : `${at.text} (${at.offset})`;
}

/** The app's money formatter (`@contracts/money`): `money(12300, 'CNY')` → `¥123.00` in every language. */
export function useMoney(): (minorUnits: number, currency?: string | null) => string {
  return formatMoney;
}

/** Milliseconds → `mm:ss` (or `h:mm:ss`), never negative. */
export function formatCountdown(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const pad = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${pad(m)}:${pad(s)}` : `${pad(m)}:${pad(s)}`;
}
