import type { CreateCategoryInput, PatchCategoryInput, ShippingRule, ShippingRuleInput, ShopCategoryDto } from '@contracts/schemas/shop';
import type { AdminCategoryDto, CategoryDeleted } from '@contracts/schemas/shop-operations';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@client/lib/api-client';
import { shopKeys } from '@client/features/shop/api/keys';

const enc = encodeURIComponent;
const quietGet = { loading: false, quiet: true } as const;

/** Staff: the category tree in every language, with the goods in each. */
export function useAdminCategories(lang: string) {
  return useQuery({
    queryKey: shopKeys.adminCategories(lang),
    queryFn: async () => unwrap(await api.get<AdminCategoryDto[]>('/admin/goods/categories', quietGet)),
  });
}

/** Adds or changes a category; every shop query (the shoppers' tree too) refetches. */
export function useSaveCategory() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (save: { id: null; body: CreateCategoryInput } | { id: string; body: PatchCategoryInput }) =>
      unwrap(
        save.id === null
          ? await api.post<ShopCategoryDto>('/admin/goods/categories', save.body)
          : await api.patch<ShopCategoryDto>(`/admin/goods/categories/${enc(save.id)}`, save.body),
      ),
    onSettled: () => client.invalidateQueries({ queryKey: shopKeys.all }),
  });
}

/** Deletes an empty category. */
export function useDeleteCategory() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => unwrap(await api.delete<CategoryDeleted>(`/admin/goods/categories/${enc(id)}`)),
    onSettled: () => client.invalidateQueries({ queryKey: shopKeys.all }),
  });
}

/** Staff: the shipping fee rule. */
export function useShippingRule() {
  return useQuery({
    queryKey: shopKeys.shipping,
    queryFn: async () => unwrap(await api.get<ShippingRule>('/admin/shop/shipping', quietGet)),
  });
}

export function useSaveShippingRule() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: ShippingRuleInput) => unwrap(await api.put<ShippingRule>('/admin/shop/shipping', body)),
    onSuccess: (rule) => client.setQueryData(shopKeys.shipping, rule),
  });
}
