/** Instants shown in and read from `<input type="datetime-local">` (the device's wall time). */
const pad = (n: number) => String(n).padStart(2, '0');

/** An instant as `<input type="datetime-local">` shows it: the device's local wall time. */
export function toLocalInput(iso: string): string {
  const d = new Date(iso);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** The device-local wall time of a datetime-local input as an ISO instant ('' stays '' for the schema to refuse). */
export function fromLocalInput(value: string | undefined): string {
  if (!value) return '';
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? value : d.toISOString();
}
