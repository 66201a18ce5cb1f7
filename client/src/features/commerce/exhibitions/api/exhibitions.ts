import type { Paged } from '@contracts/api';
import type { CreateOrderInput, ExhibitionStatus, ExhibitionSummary } from '@contracts/schemas/commerce';
import type { Order } from '@contracts/schemas/orders';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@client/lib/api-client';
import { commerceKeys } from '@client/features/commerce/api/keys';
import { PAGE_SIZE, usePagedList } from '@client/features/commerce/api/paged';

export type ExhibitionFilter = ExhibitionStatus | 'all';

/** `GET /exhibitions?status=&page=&limit=`. */
export async function getExhibitions(status: ExhibitionFilter, page: number): Promise<Paged<ExhibitionSummary>> {
  return unwrap(
    await api.get<Paged<ExhibitionSummary>>('/exhibitions', {
      query: { status: status === 'all' ? undefined : status, page, limit: PAGE_SIZE },
      loading: false,
    }),
  );
}

export function useExhibitions(status: ExhibitionFilter) {
  return usePagedList(commerceKeys.exhibitionList(status), (page) => getExhibitions(status, page));
}

/** `POST /orders` with an Idempotency-Key: a retry of the same purchase returns the first order. */
export async function createOrder({ body, idempotencyKey }: { body: CreateOrderInput; idempotencyKey: string }): Promise<Order> {
  return unwrap(await api.post<Order>('/orders', body, { idempotencyKey }));
}

export function useCreateOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createOrder,
    onSuccess: (order) => {
      queryClient.setQueryData(commerceKeys.order(order.id), order);
    },
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: commerceKeys.orders }),
        queryClient.invalidateQueries({ queryKey: commerceKeys.exhibitions }),
        queryClient.invalidateQueries({ queryKey: commerceKeys.coupons }),
      ]);
    },
  });
}

export {
  getExhibition,
  getExhibitionQueryOptions,
  prefetchExhibitionPage,
  useExhibition,
} from '@client/features/commerce/exhibitions/api/exhibition-first';
