import type { AreaNode } from '@contracts/api';

/**
 * The address book's area tree (decision 0130): the provinces of China (`CN`) down to the leaves
 * the server takes, three levels or two where the tree has no third (Hong Kong, Macao). The same
 * rule as advertisers' company area; kept here because features share only through their index.
 */
export type AreaOption = { label: string; value: string; children?: AreaOption[] };

export const AREA_COUNTRY = 'CN';

function toOptions(nodes: readonly AreaNode[], depth: number): AreaOption[] {
  return nodes.map((node) => {
    const option: AreaOption = { label: node.name, value: node.code };
    if (depth > 1 && node.children && node.children.length > 0) option.children = toOptions(node.children, depth - 1);
    return option;
  });
}

/** Provinces → cities → districts as CascadePicker options. */
export function provinceOptions(areas: readonly AreaNode[]): AreaOption[] {
  return toOptions(areas.find((a) => a.code === AREA_COUNTRY)?.children ?? [], 3);
}

/** The names of picked codes; an unknown code is shown as it is; a municipality's repeated name once. */
export function areaNames(areas: readonly AreaNode[], codes: readonly string[]): string[] {
  let level: readonly AreaNode[] = areas.find((a) => a.code === AREA_COUNTRY)?.children ?? [];
  const names: string[] = [];
  for (const code of codes) {
    const node = level.find((n) => n.code === code);
    names.push(node?.name ?? code);
    level = node?.children ?? [];
  }
  return names.filter((name, i) => names.indexOf(name) === i);
}

/** Whether the codes end at a leaf of the tree (the server refuses a path that stops above one). */
export function isCompleteArea(areas: readonly AreaNode[], codes: readonly string[]): boolean {
  let level: readonly AreaNode[] = areas.find((a) => a.code === AREA_COUNTRY)?.children ?? [];
  let node: AreaNode | undefined;
  for (const code of codes) {
    node = level.find((n) => n.code === code);
    if (!node) return false;
    level = node.children ?? [];
  }
  return node !== undefined && codes.length >= 2 && (level.length === 0 || codes.length === 3);
}

/** An address in one line: the area names (a repeated municipality once) and the street. */
export function addressLine(a: { areaNames: readonly string[]; detail: string }): string {
  const names = a.areaNames.filter((name, i) => a.areaNames.indexOf(name) === i);
  return [...names, a.detail].join(' ');
}

/** A phone shown with its middle hidden (138****0000), as Chinese address books do. */
export function maskPhone(phone: string): string {
  return phone.length === 11 ? `${phone.slice(0, 3)}****${phone.slice(7)}` : phone;
}
