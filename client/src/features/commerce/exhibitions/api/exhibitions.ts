import type { Paged } from '@contracts/api';
import type { CreateOrderInput, ExhibitionDetail, ExhibitionStatus, ExhibitionSummary, Order } from '@contracts/schemas/commerce';
import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@client/lib/api-client';
import { commerceKeys } from '@client/features/commerce/api/keys';
import { PAGE_SIZE, usePagedList } from '@client/features/commerce/api/paged';
import { preloadHero } from '@client/lib/first-screen';

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

/** `GET /exhibitions/:id`. */
export async function getExhibition(id: string): Promise<ExhibitionDetail> {
  return unwrap(await api.get<ExhibitionDetail>(`/exhibitions/${encodeURIComponent(id)}`, { loading: false }));
}

export function getExhibitionQueryOptions(id: string) {
  return queryOptions({ queryKey: commerceKeys.exhibition(id), queryFn: () => getExhibition(id), enabled: id !== '' });
}

export function useExhibition(id: string) {
  return useQuery(getExhibitionQueryOptions(id));
}

/**
 * The exhibition page's first request, started beside its chunk when it is the first page (the
 * router's prefetch, issue #25); its first picture — the page's largest paint — asked for at once.
 */
export async function prefetchExhibitionPage(queryClient: QueryClient, params: URLSearchParams): Promise<void> {
  const id = params.get('id');
  if (!id) return;
  const exhibition = await queryClient.fetchQuery(getExhibitionQueryOptions(id));
  const first = exhibition.cover || exhibition.gallery[0];
  if (first) preloadHero(first);
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
