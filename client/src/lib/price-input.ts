/**
 * An admin types a price in major units (`30`, `30.5`, `30.00`) — membership plans, ad packages; the API takes minor units.
 * Anything else is passed on as typed, so the contract's schema names the error; '' stays ''.
 */
export function toMinorUnits(text: string): number | string {
  const v = text.trim();
  if (v === '') return '';
  return /^\d+(\.\d{1,2})?$/.test(v) ? Math.round(Number(v) * 100) : v;
}

/** Minor units → the form's text (`1800` → `18.00`). */
export function toMajorText(minor: number): string {
  return (minor / 100).toFixed(2);
}
