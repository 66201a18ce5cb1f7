import type { AreaNode } from '@contracts/api';

export type CascadeOption = { label: string; value: string; children?: CascadeOption[] };

/** A company's place is in mainland China (SPEC §3): province → city → district under `CN`. */
export const COUNTRY = 'CN';

function toOptions(nodes: readonly AreaNode[], depth: number): CascadeOption[] {
  return nodes.map((node) => {
    const option: CascadeOption = { label: node.name, value: node.code };
    if (depth > 1 && node.children && node.children.length > 0) option.children = toOptions(node.children, depth - 1);
    return option;
  });
}

/** The provinces with their cities and districts, as CascadePicker options. */
export function provinceOptions(areas: readonly AreaNode[]): CascadeOption[] {
  return toOptions(areas.find((a) => a.code === COUNTRY)?.children ?? [], 3);
}

/** The names of picked codes (province, city, district); an unknown code is shown as it is. */
export function areaNames(areas: readonly AreaNode[], codes: readonly string[]): string[] {
  let level: readonly AreaNode[] = areas.find((a) => a.code === COUNTRY)?.children ?? [];
  const names: string[] = [];
  for (const code of codes) {
    const node = level.find((n) => n.code === code);
    names.push(node?.name ?? code);
    level = node?.children ?? [];
  }
  // a municipality's city repeats its province (北京市 · 北京市 · 东城区)
  return names.filter((name, i) => names.indexOf(name) === i);
}
