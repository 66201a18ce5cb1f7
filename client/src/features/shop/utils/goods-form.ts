import type { ShopCategoryDto, ShopText } from '@contracts/schemas/shop';

export const EMPTY_TEXT: ShopText = { 'zh-cn': '', 'en-us': '', 'zh-hant': '' };

/** The shop requires Simplified Chinese; a blank other language is shown in Chinese (decision 0125). */
export const SHOP_REQUIRED_LANGUAGES = ['zh-cn'] as const;

/** Every combination of one value per attribute, by position (`[2, 3]` → [0,0] [0,1] [0,2] [1,0] …); none → one empty combination. */
export function combinations(valueCounts: readonly number[]): number[][] {
  return valueCounts.reduce<number[][]>((acc, n) => acc.flatMap((c) => Array.from({ length: n }, (_, i) => [...c, i])), [[]]);
}

/** Values typed as a list (`S, M, L` or `S，M，L`): trimmed, blanks dropped. */
export function splitValues(text: string): string[] {
  return text
    .split(/[,，、]/)
    .map((v) => v.trim())
    .filter(Boolean);
}

/**
 * An attribute's values in three languages from three typed lists: Simplified Chinese decides how
 * many values there are; a blank or missing translation is left blank (shown in Chinese).
 */
export function valuesOf(lists: ShopText): ShopText[] {
  const zh = splitValues(lists['zh-cn']);
  const en = splitValues(lists['en-us']);
  const hant = splitValues(lists['zh-hant']);
  return zh.map((v, i) => ({ 'zh-cn': v, 'en-us': en[i] ?? '', 'zh-hant': hant[i] ?? '' }));
}

/** The category tree as options for a select: each name after its depth's indent. */
export function categoryOptions(tree: readonly ShopCategoryDto[], depth = 0): { id: string; label: string }[] {
  return tree.flatMap((c) => [{ id: c.id, label: `${'— '.repeat(depth)}${c.name}` }, ...categoryOptions(c.children, depth + 1)]);
}
