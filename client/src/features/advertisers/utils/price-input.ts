/**
 * The admin types a price in major units (`500`, `500.5`, `500.00`); the API takes minor units.
 * Anything else is passed on as typed, so the contract's schema names the error; '' stays ''.
 * (The same rule as the membership plans' form; features do not import each other.)
 */
export function toMinorUnits(text: string): number | string {
  const v = text.trim();
  if (v === '') return '';
  return /^\d+(\.\d{1,2})?$/.test(v) ? Math.round(Number(v) * 100) : v;
}

/** Minor units → the form's text (`50000` → `500.00`). */
export function toMajorText(minor: number): string {
  return (minor / 100).toFixed(2);
}
