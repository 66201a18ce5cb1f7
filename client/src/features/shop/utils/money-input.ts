/** A yuan amount typed by staff ("12", "12.5", "12.50") in minor units; blank → null; anything else is passed on for the contract to refuse. */
export function minorUnits(typed: string): number | string | null {
  const v = typed.trim();
  if (v === '') return null;
  return /^\d+(\.\d{1,2})?$/.test(v) ? Math.round(Number(v) * 100) : v;
}

/** Minor units as staff type them (no trailing zeros beyond the cents). */
export function yuanText(minor: number | null): string {
  if (minor === null) return '';
  return minor % 100 === 0 ? String(minor / 100) : (minor / 100).toFixed(2);
}
