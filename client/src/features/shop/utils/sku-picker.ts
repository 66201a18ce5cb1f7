import type { GoodsAttribute, GoodsSku } from '@contracts/schemas/shop';

/** The picker's choice: one value id per attribute (by the attribute's position), or null while not chosen. */
export type SkuSelection = readonly (string | null)[];

/**
 * What tapping a value would give, with the other attributes as chosen:
 * `available` — some SKU with it is in stock; `soldOut` — such SKUs exist but none has stock;
 * `none` — no SKU has this combination. Only `available` values can be chosen.
 */
export type ValueState = 'available' | 'soldOut' | 'none';

/** Nothing chosen, except attributes with a single value (there is nothing to pick). */
export function initialSelection(attributes: readonly GoodsAttribute[]): SkuSelection {
  return attributes.map((a) => (a.values.length === 1 ? a.values[0]!.id : null));
}

function matchesOthers(sku: GoodsSku, selection: SkuSelection, except: number): boolean {
  return selection.every((v, i) => i === except || v === null || sku.valueIds[i] === v);
}

export function valueState(skus: readonly GoodsSku[], selection: SkuSelection, attrIndex: number, valueId: string): ValueState {
  const fits = skus.filter((s) => s.valueIds[attrIndex] === valueId && matchesOthers(s, selection, attrIndex));
  if (fits.length === 0) return 'none';
  return fits.some((s) => s.inStock) ? 'available' : 'soldOut';
}

/** Taps a value: chooses it, or un-chooses it when it was chosen. A value that is not available changes nothing. */
export function toggleValue(skus: readonly GoodsSku[], selection: SkuSelection, attrIndex: number, valueId: string): SkuSelection {
  if (selection[attrIndex] === valueId) return selection.map((v, i) => (i === attrIndex ? null : v));
  if (valueState(skus, selection, attrIndex, valueId) !== 'available') return selection;
  return selection.map((v, i) => (i === attrIndex ? valueId : v));
}

/** The SKU the selection names once every attribute is chosen (a goods without attributes: its one SKU). */
export function chosenSku(skus: readonly GoodsSku[], attributeCount: number, selection: SkuSelection): GoodsSku | undefined {
  if (attributeCount === 0) return skus.length === 1 ? skus[0] : undefined;
  if (selection.length !== attributeCount || selection.some((v) => v === null)) return undefined;
  return skus.find((s) => s.valueIds.length === attributeCount && s.valueIds.every((v, i) => v === selection[i]));
}

/** The attributes still to choose (their names), for the "please choose …" hint. */
export function missingAttributes(attributes: readonly GoodsAttribute[], selection: SkuSelection): string[] {
  return attributes.filter((_, i) => selection[i] === null || selection[i] === undefined).map((a) => a.name);
}

/** The most one order line may hold: the SKU's stock when the server says it exactly (low stock), else the app's line cap. */
export function maxQuantity(sku: GoodsSku | undefined, lineCap: number): number {
  if (!sku || !sku.inStock) return 0;
  return sku.stock === null ? lineCap : Math.min(sku.stock, lineCap);
}
