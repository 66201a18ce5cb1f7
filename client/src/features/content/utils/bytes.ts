/** A size on the device in the reader's language: kB under 1 MB, else MB (one decimal; 1 kB = 1024 bytes). */
export function formatBytes(bytes: number, locale: string): string {
  const mb = bytes >= 1024 * 1024;
  return new Intl.NumberFormat(locale, { style: 'unit', unit: mb ? 'megabyte' : 'kilobyte', unitDisplay: 'short', maximumFractionDigits: 1 }).format(
    bytes / (mb ? 1024 * 1024 : 1024),
  );
}
