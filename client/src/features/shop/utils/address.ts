/** An address in one line: the area names (a repeated municipality once) and the street. */
export function addressLine(a: { areaNames: readonly string[]; detail: string }): string {
  const names = a.areaNames.filter((name, i) => a.areaNames.indexOf(name) === i);
  return [...names, a.detail].join(' ');
}

/** A phone shown with its middle hidden (138****0000), as Chinese address books do. */
export function maskPhone(phone: string): string {
  return phone.length === 11 ? `${phone.slice(0, 3)}****${phone.slice(7)}` : phone;
}
