import type { AreaNode } from '@contracts/api';

/**
 * The area tree of China (`CN`, `GET /common/areas`) as pickers use it: provinces down to the
 * leaves the server takes, three levels or two where the tree has no third (Hong Kong, Macao).
 * Used by the advertisers' company area and the shop's address book.
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
