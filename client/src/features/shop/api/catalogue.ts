import type { Paged } from '@contracts/api';
import type { GoodsListItem, ShopCategoryDto } from '@contracts/schemas/shop';
import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@client/lib/api-client';
import { serverLanguage } from '@client/lib/language';
import { usePagedQuery } from '@client/lib/paged-query';
import { useLocale } from '@client/lib/use-locale';
import { getGoods } from '@client/features/shop/api/goods-first';
import { SHOP_PAGE_SIZE, shopKeys } from '@client/features/shop/api/keys';
import { goodsQuery, type GoodsFilters } from '@client/features/shop/utils/filters';

/** the screens show their own loading and failure states */
const quietGet = { loading: false, quiet: true } as const;

/** The category tree (rarely changes: kept for five minutes). */
export function useCategories() {
  const lang = serverLanguage(useLocale());
  return useQuery({
    queryKey: shopKeys.categories(lang),
    queryFn: async () => unwrap(await api.get<ShopCategoryDto[]>('/goods/categories', quietGet)),
    staleTime: 5 * 60_000,
  });
}

/** Goods on sale for these filters, page by page (the list's infinite scroll). */
export function useGoodsList(filters: GoodsFilters) {
  const lang = serverLanguage(useLocale());
  return usePagedQuery(shopKeys.list(filters, lang), async (page) =>
    unwrap(await api.get<Paged<GoodsListItem>>('/goods', { ...quietGet, query: { ...goodsQuery(filters), page, limit: SHOP_PAGE_SIZE } })),
  );
}

/** One goods with its SKUs (stock changes: refetched when the page is opened again). */
export function useGoodsDetail(id: string) {
  const lang = serverLanguage(useLocale());
  return useQuery({ queryKey: shopKeys.detail(id, lang), queryFn: () => getGoods(id), enabled: id !== '', retry: false });
}
