import type { Paged } from '@contracts/api';
import type {
  AdminGoods,
  AdminGoodsRow,
  AdminSku,
  CreateGoodsInput,
  GoodsStatus,
  PatchGoodsInput,
  PatchSkuInput,
} from '@contracts/schemas/shop';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@client/lib/api-client';
import { usePagedQuery } from '@client/lib/paged-query';
import { SHOP_PAGE_SIZE, shopKeys } from '@client/features/shop/api/keys';

const enc = encodeURIComponent;
const quietGet = { loading: false, quiet: true } as const;

/** Admins: every goods (drafts too), one status or all, a keyword in the title. */
export function useAdminGoodsList(status: GoodsStatus | '', q: string) {
  return usePagedQuery(shopKeys.adminList(status, q), async (page) =>
    unwrap(
      await api.get<Paged<AdminGoodsRow>>('/admin/goods', {
        ...quietGet,
        query: { status: status || undefined, q: q || undefined, page, limit: SHOP_PAGE_SIZE },
      }),
    ),
  );
}

/** Admins: one goods in every language with exact stock. */
export function useAdminGoods(id: string) {
  return useQuery({
    queryKey: shopKeys.adminGoods(id),
    queryFn: async () => unwrap(await api.get<AdminGoods>(`/admin/goods/${enc(id)}`, quietGet)),
    enabled: id !== '',
    retry: false,
  });
}

/** Creates goods with attributes and SKUs, or changes an existing goods; every shop query refetches. */
export function useSaveGoods() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (save: { id: null; body: CreateGoodsInput } | { id: string; body: PatchGoodsInput }) =>
      unwrap(
        save.id === null
          ? await api.post<AdminGoods>('/admin/goods', save.body)
          : await api.patch<AdminGoods>(`/admin/goods/${enc(save.id)}`, save.body),
      ),
    onSuccess: (goods) => queryClient.setQueryData(shopKeys.adminGoods(goods.id), goods),
    onSettled: () => queryClient.invalidateQueries({ queryKey: shopKeys.all }),
  });
}

/** Sets a SKU's counted stock, price or original price. */
export function usePatchSku(goodsId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body }: { id: string; body: PatchSkuInput }) =>
      unwrap(await api.patch<AdminSku>(`/admin/skus/${enc(id)}`, body)),
    onSuccess: (sku) =>
      queryClient.setQueryData<AdminGoods>(shopKeys.adminGoods(goodsId), (g) =>
        g ? { ...g, skus: g.skus.map((s) => (s.id === sku.id ? sku : s)) } : g,
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: shopKeys.all }),
  });
}
