import { GOODS_SORTS, type GoodsSort } from '@contracts/schemas/shop';
import type { QueryValue } from '@client/lib/api-client';

/**
 * The product list's filters (SPEC "Product list with filters"), kept in the page's address so a
 * shared or reloaded list shows the same goods. The address uses the API's names and units
 * (`minPrice`, `maxPrice` in minor units), so the address and the request are one mapping.
 */
export interface GoodsFilters {
  category?: string;
  minPrice?: number;
  maxPrice?: number;
  inStock: boolean;
  hasDiscount: boolean;
  sort: GoodsSort;
  q?: string;
}

export const DEFAULT_FILTERS: GoodsFilters = { inStock: false, hasDiscount: false, sort: 'popular' };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function price(raw: string | null): number | undefined {
  if (raw === null || !/^\d{1,9}$/.test(raw)) return undefined;
  return Number(raw);
}

const on = (raw: string | null) => raw === '1' || raw === 'true';

/** The filters an address asks for; anything malformed is dropped (never sent to the server to be refused). */
export function filtersFromParams(params: URLSearchParams): GoodsFilters {
  const category = params.get('category') ?? '';
  const sort = params.get('sort') ?? '';
  const q = (params.get('q') ?? '').trim();
  const minPrice = price(params.get('minPrice'));
  const maxPrice = price(params.get('maxPrice'));
  return {
    ...(UUID.test(category) ? { category } : {}),
    ...(minPrice !== undefined ? { minPrice } : {}),
    ...(maxPrice !== undefined ? { maxPrice } : {}),
    inStock: on(params.get('inStock')),
    hasDiscount: on(params.get('hasDiscount')),
    sort: (GOODS_SORTS as readonly string[]).includes(sort) ? (sort as GoodsSort) : 'popular',
    ...(q ? { q: q.slice(0, 50) } : {}),
  };
}

/** The query `GET /goods` takes for these filters (defaults left out; a reversed price range is put in order). */
export function goodsQuery(f: GoodsFilters): Record<string, QueryValue> {
  let { minPrice, maxPrice } = f;
  if (minPrice !== undefined && maxPrice !== undefined && minPrice > maxPrice) [minPrice, maxPrice] = [maxPrice, minPrice];
  const out: Record<string, QueryValue> = {};
  if (f.category) out['category'] = f.category;
  if (minPrice !== undefined) out['minPrice'] = minPrice;
  if (maxPrice !== undefined) out['maxPrice'] = maxPrice;
  if (f.inStock) out['inStock'] = 1;
  if (f.hasDiscount) out['hasDiscount'] = 1;
  if (f.sort !== 'popular') out['sort'] = f.sort;
  if (f.q) out['q'] = f.q;
  return out;
}

/** The address's query string for these filters (`?…`, or '' with none): the same keys as the request. */
export function filtersToSearch(f: GoodsFilters): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(goodsQuery(f))) params.set(key, String(value));
  const s = params.toString();
  return s ? `?${s}` : '';
}

/** How many filters of the sheet (price, stock, discount) are on: the filter button's count. */
export function sheetFilterCount(f: GoodsFilters): number {
  return (f.minPrice !== undefined || f.maxPrice !== undefined ? 1 : 0) + (f.inStock ? 1 : 0) + (f.hasDiscount ? 1 : 0);
}
