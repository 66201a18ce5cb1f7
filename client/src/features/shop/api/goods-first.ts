import type { GoodsDetail } from '@contracts/schemas/shop';
import type { QueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@client/lib/api-client';
import { getCurrentLocale, serverLanguage } from '@client/lib/language';
import { shopKeys } from '@client/features/shop/api/keys';

/*
 * The detail page's first request, in a file of its own: the feature's index names it, so it is in
 * the app's first load and must not bring the contract's schemas (zod) or the list's code along.
 */

export async function getGoods(id: string): Promise<GoodsDetail> {
  return unwrap(await api.get<GoodsDetail>(`/goods/${encodeURIComponent(id)}`, { loading: false, quiet: true }));
}

/** Started beside the detail page's chunk when it is the first page. */
export function prefetchGoodsPage(queryClient: QueryClient, params: URLSearchParams): Promise<unknown> {
  const id = params.get('id') ?? '';
  if (!id) return Promise.resolve();
  const lang = serverLanguage(getCurrentLocale());
  return queryClient.prefetchQuery({ queryKey: shopKeys.detail(id, lang), queryFn: () => getGoods(id) });
}
