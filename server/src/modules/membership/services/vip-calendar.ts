/**
 * VIP periods are counted in whole days of Asia/Shanghai (UTC+8, no daylight saving): a period ends
 * at 00:00 Shanghai time on the day after its last day (docs/decisions/0098-vip-calendar.md).
 */
const OFFSET_MS = 8 * 3600_000;
const DAY_MS = 86_400_000;

function addMonthsLocal(localMidnightMs: number, months: number): number {
  const d = new Date(localMidnightMs);
  const y = d.getUTCFullYear();
  const m = d.getUTCMonth() + months;
  const last = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
  return Date.UTC(y, m, Math.min(d.getUTCDate(), last));
}

/** The new end of VIP after `months` more: from the current end while it is in the future, else from today (today counts). */
export function extendVip(current: Date | null, months: number, now: Date): Date {
  if (current && current > now) return new Date(addMonthsLocal(current.getTime() + OFFSET_MS, months) - OFFSET_MS);
  const today = Math.floor((now.getTime() + OFFSET_MS) / DAY_MS) * DAY_MS;
  return new Date(addMonthsLocal(today, months) + DAY_MS - OFFSET_MS);
}

/**
 * VIP after an admin's ± `days`, in whole Shanghai days like a bought period: from the current end
 * while it is in the future (an end not on a Shanghai midnight is first moved to the next one),
 * else from the start of today (today counts); never before `now` (taking more days than are left
 * ends it now).
 */
export function shiftVipDays(current: Date | null, days: number, now: Date): Date {
  const base =
    current && current > now
      ? Math.ceil((current.getTime() + OFFSET_MS) / DAY_MS) * DAY_MS - OFFSET_MS
      : Math.floor((now.getTime() + OFFSET_MS) / DAY_MS) * DAY_MS - OFFSET_MS;
  return new Date(Math.max(base + days * DAY_MS, now.getTime()));
}

/** The last VIP day of an end instant, as yyyy-mm-dd in Shanghai (notices). */
export function lastVipDay(end: Date): string {
  return new Date(end.getTime() + OFFSET_MS - DAY_MS).toISOString().slice(0, 10);
}

/** Whole seconds since the epoch (the ledger's unit of VIP time); null → 0. */
export function epochSeconds(d: Date | null): number {
  return d ? Math.floor(d.getTime() / 1000) : 0;
}
