import type { ShopText } from '@contracts/schemas/shop';

/** A node of the staff's category tree (its name in every language). */
export interface CategoryNode {
  id: string;
  name: ShopText;
  children: CategoryNode[];
}

/**
 * Where a category may go: every category, indented by depth, except `movingId` and its subtree
 * (the server refuses those too). `lang`'s name, else the Simplified Chinese one.
 */
export function parentOptions(
  tree: readonly CategoryNode[],
  lang: keyof ShopText,
  movingId: string | null,
  depth = 0,
): { id: string; label: string }[] {
  return tree
    .filter((c) => c.id !== movingId)
    .flatMap((c) => [
      { id: c.id, label: `${'— '.repeat(depth)}${c.name[lang] || c.name['zh-cn']}` },
      ...parentOptions(c.children, lang, movingId, depth + 1),
    ]);
}
