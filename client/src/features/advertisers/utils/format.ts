/** A click-through rate (a fraction) as a percentage with two decimals: `0.0512` → `5.12%`. */
export function formatCtr(ctr: number): string {
  return `${(Math.round(ctr * 10_000) / 100).toFixed(2)}%`;
}

/** `2026-11-26T…` → `11-26` (the chart's day labels). */
export function shortDay(day: string): string {
  return day.slice(5, 10);
}
