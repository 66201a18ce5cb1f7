import type { AreaNode } from '@contracts/api';

export type CascadeOption = { label: string; value: string; children?: CascadeOption[] };

/** The area tree as CascadePicker options, cut at `depth` levels (country → province → city). */
export function toCascadeOptions(nodes: readonly AreaNode[], depth = 3): CascadeOption[] {
  return nodes.map((node) => {
    const option: CascadeOption = { label: node.name, value: node.code };
    if (depth > 1 && node.children && node.children.length > 0) option.children = toCascadeOptions(node.children, depth - 1);
    return option;
  });
}

/** The nodes from a root to the node with `code`, or [] when it is not in the tree. */
export function findAreaPath(nodes: readonly AreaNode[], code: string | null | undefined): AreaNode[] {
  if (!code) return [];
  for (const node of nodes) {
    if (node.code === code) return [node];
    if (node.children) {
      const below = findAreaPath(node.children, code);
      if (below.length > 0) return [node, ...below];
    }
  }
  return [];
}

/**
 * A picked path of codes → the profile's region and city: the city is the last level, the
 * region the level above it (a country without subdivisions is the region itself).
 */
export function pathToRegionCity(codes: readonly string[]): { region: string | null; city: string | null } {
  if (codes.length === 0) return { region: null, city: null };
  if (codes.length === 1) return { region: codes[0] ?? null, city: null };
  return { region: codes[codes.length - 2] ?? null, city: codes[codes.length - 1] ?? null };
}

/** Human-readable place for stored region/city codes; unknown values are shown as they are. */
export function areaLabel(nodes: readonly AreaNode[], region: string | null, city: string | null): string {
  const path = findAreaPath(nodes, city ?? region);
  if (path.length === 0) return [region, city].filter(Boolean).join(' ');
  const names = (path.length > 1 ? path.slice(1) : path).map((n) => n.name);
  return names.filter((name, i) => names.indexOf(name) === i).join(' · ');
}
