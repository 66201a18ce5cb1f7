/**
 * VIP time is counted in whole days of Asia/Shanghai (UTC+8, no daylight saving): `vipUntil` is
 * 00:00 Shanghai time of the day after the last VIP day (the server's vip-calendar). Readers see
 * that last day, whatever their device's time zone.
 */
const SHANGHAI_OFFSET_MS = 8 * 3600_000;
const DAY_MS = 86_400_000;

/** `2027-01-04T16:00:00Z` (00:00 on the 5th in Shanghai) → `2027-01-04`; '' when unreadable. */
export function lastVipDay(vipUntil: string): string {
  const ms = Date.parse(vipUntil);
  return Number.isNaN(ms) ? '' : new Date(ms + SHANGHAI_OFFSET_MS - DAY_MS).toISOString().slice(0, 10);
}

/** An instant as its Shanghai calendar day (open date, ledger rows about VIP ends). */
export function shanghaiDay(instant: string | number): string {
  const ms = typeof instant === 'number' ? instant : Date.parse(instant);
  return Number.isNaN(ms) ? '' : new Date(ms + SHANGHAI_OFFSET_MS).toISOString().slice(0, 10);
}

/**
 * A ledger row's VIP change is the end's move in seconds, and a missing end counts as 0 (so the
 * rows add up to the state). A row that starts VIP from nothing therefore carries the new end
 * itself, and one that clears it minus the old end: beyond any plan or adjustment (10 years).
 */
const LONGEST_CHANGE_S = 20 * 366 * 86_400;

export type VipChange = { kind: 'none' } | { kind: 'days'; days: number } | { kind: 'set'; day: string } | { kind: 'cleared' };

export function vipChange(vipSeconds: number): VipChange {
  if (vipSeconds === 0) return { kind: 'none' };
  if (vipSeconds > LONGEST_CHANGE_S) return { kind: 'set', day: lastVipDay(new Date(vipSeconds * 1000).toISOString()) };
  if (vipSeconds < -LONGEST_CHANGE_S) return { kind: 'cleared' };
  return { kind: 'days', days: Math.round(vipSeconds / 86_400) };
}
