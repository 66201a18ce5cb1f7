/**
 * An issue's title without the number it may begin with (issue #36): the tile and the issue page
 * print the number themselves ("No. 4"), so "No. 4 · The gear yearbook" would read
 * "No. 4 / No. 4 · The gear yearbook". Removes one leading "No. 4 ·", "Issue 4:", "Edition 4 –",
 * "#4 ·" or "第 4 期 ·"/"第 4 辑" (any separator or none) of this issue's own number; any other
 * title is left as it is. Empty when the title was only the number.
 */
export function issueTitleWithoutNumber(title: string, number: number): string {
  const n = String(number);
  const separator = String.raw`\s*(?:[·•:：|\-–—]\s*)?`;
  const western = new RegExp(String.raw`^\s*(?:no\.?|issue|edition|vol\.?|#)\s*0*${n}(?!\d)${separator}`, 'i');
  const chinese = new RegExp(String.raw`^\s*第\s*0*${n}\s*(?:期|辑|輯|号|號)${separator}`);
  return title.replace(western, '').replace(chinese, '').trim();
}
