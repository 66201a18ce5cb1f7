import type { Paged } from '@contracts/api';
import type { StaffOrder, StaffOrderDetail, StaffRefundInput } from '@contracts/schemas/admin-orders';
import type { OrderStatus } from '@contracts/schemas/orders';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { api, unwrap } from '@client/lib/api-client';
import { randomUuid } from '@client/lib/random-uuid';
import { CONSOLE_PAGE_SIZE } from './console';

const orderKeys = {
  all: ['console', 'orders'] as const,
  list: (q: string, status: OrderStatus | '') => ['console', 'orders', 'list', q, status] as const,
  one: (id: string) => ['console', 'orders', 'one', id] as const,
};

/** `GET /admin/orders?q=&status=`: by order number or the buyer's mobile, e-mail or id; everything when empty. */
export function useStaffOrders(q: string, status: OrderStatus | '') {
  const query = useInfiniteQuery({
    queryKey: orderKeys.list(q, status),
    queryFn: async ({ pageParam }) =>
      unwrap(
        await api.get<Paged<StaffOrder>>('/admin/orders', {
          query: { q: q || undefined, status: status || undefined, page: pageParam, limit: CONSOLE_PAGE_SIZE },
          loading: false,
          quiet: true,
        }),
      ),
    initialPageParam: 1,
    getNextPageParam: (last: Paged<StaffOrder>) => (last.hasMore ? last.page + 1 : undefined),
  });
  const items = useMemo(() => query.data?.pages.flatMap((p) => p.items) ?? [], [query.data]);
  return { query, items };
}

/** `GET /admin/orders/:id`: the order, its buyer, its timeline and the caller's refund limit. */
export function useStaffOrder(id: string) {
  return useQuery({
    queryKey: orderKeys.one(id),
    queryFn: async () =>
      unwrap(await api.get<StaffOrderDetail>(`/admin/orders/${encodeURIComponent(id)}`, { loading: false, quiet: true })),
    enabled: id !== '',
    retry: false,
  });
}

/**
 * `POST /admin/orders/:id/refund` with one Idempotency-Key per attempt of the form: a double tap or
 * a retry after a lost answer refunds once.
 */
export function useStaffRefund(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async ({ input, key }: { input: StaffRefundInput; key: string }) =>
      unwrap(
        await api.post<StaffOrderDetail>(`/admin/orders/${encodeURIComponent(id)}/refund`, input, { headers: { 'Idempotency-Key': key } }),
      ),
    onSuccess: (detail) => qc.setQueryData(orderKeys.one(id), detail),
    onSettled: () => void qc.invalidateQueries({ queryKey: orderKeys.all }),
  });
}

export const newRefundKey = randomUuid;
