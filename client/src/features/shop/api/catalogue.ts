import type { Paged } from '@contracts/api';
import type { GoodsDetail, GoodsListItem, ShopCategoryDto } from '@contracts/schemas/shop';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@client/lib/api-client';
import { getCurrentLocale, serverLanguage } from '@client/lib/language';
import { usePagedQuery } from '@client/lib/paged-query';
import { useLocale } from '@client/lib/use-locale';
import { SHOP_PAGE_SIZE, shopKeys } from '@client/features/shop/api/keys';
import { goodsQuery, type GoodsFilters } from '@client/features/shop/utils/filters';

const enc = encodeURIComponent;
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

async function getGoods(id: string) {
  return unwrap(await api.get<GoodsDetail>(`/goods/${enc(id)}`, quietGet));
}

/** One goods with its SKUs (stock changes: refetched when the page is opened again). */
export function useGoodsDetail(id: string) {
  const lang = serverLanguage(useLocale());
  return useQuery({ queryKey: shopKeys.detail(id, lang), queryFn: () => getGoods(id), enabled: id !== '', retry: false });
}

/** The detail page's first request, started beside its chunk when it is the first page. */
export function prefetchGoodsPage(queryClient: QueryClient, params: URLSearchParams): Promise<unknown> {
  const id = params.get('id') ?? '';
  if (!id) return Promise.resolve();
  const lang = serverLanguage(getCurrentLocale());
  return queryClient.prefetchQuery({ queryKey: shopKeys.detail(id, lang), queryFn: () => getGoods(id) });
}
