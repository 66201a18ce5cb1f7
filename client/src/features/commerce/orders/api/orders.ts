import type { Paged } from '@contracts/api';
import type { Order, OrderTab, PaymentStart, RefundOrderInput } from '@contracts/schemas/orders';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@client/lib/api-client';
import { commerceKeys } from '@client/features/commerce/api/keys';
import { PAGE_SIZE, usePagedList } from '@client/features/commerce/api/paged';

export type OrderListTab = OrderTab | 'all';

/** `GET /orders?status=&page=&limit=`. */
export async function getOrders(tab: OrderListTab, page: number): Promise<Paged<Order>> {
  return unwrap(
    await api.get<Paged<Order>>('/orders', { query: { status: tab === 'all' ? undefined : tab, page, limit: PAGE_SIZE }, loading: false }),
  );
}

export function useOrders(tab: OrderListTab) {
  return usePagedList(commerceKeys.orderList(tab), (page) => getOrders(tab, page));
}

/** `GET /orders/:id`. */
export async function getOrder(id: string): Promise<Order> {
  return unwrap(await api.get<Order>(`/orders/${encodeURIComponent(id)}`, { loading: false }));
}

export function getOrderQueryOptions(id: string) {
  return queryOptions({ queryKey: commerceKeys.order(id), queryFn: () => getOrder(id), enabled: id !== '' });
}

export function useOrder(id: string) {
  return useQuery(getOrderQueryOptions(id));
}

function useOrderMutation<V>(fn: (vars: V) => Promise<Order | null>, orderId: (vars: V) => string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: (order, vars) => {
      if (order) queryClient.setQueryData(commerceKeys.order(order.id), order);
      else queryClient.removeQueries({ queryKey: commerceKeys.order(orderId(vars)) });
    },
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: commerceKeys.orders }),
        queryClient.invalidateQueries({ queryKey: commerceKeys.tickets }),
        queryClient.invalidateQueries({ queryKey: commerceKeys.exhibitions }),
        queryClient.invalidateQueries({ queryKey: commerceKeys.coupons }),
      ]);
    },
  });
}

export async function cancelOrder(id: string): Promise<Order> {
  return unwrap(await api.post<Order>(`/orders/${encodeURIComponent(id)}/cancel`));
}

export function useCancelOrder() {
  return useOrderMutation(cancelOrder, (id) => id);
}

export async function refundOrder({ id, body }: { id: string; body: RefundOrderInput }): Promise<Order> {
  return unwrap(await api.post<Order>(`/orders/${encodeURIComponent(id)}/refund`, body));
}

export function useRefundOrder() {
  return useOrderMutation(refundOrder, (v) => v.id);
}

/** `DELETE /orders/:id`: hides a final-state order from the list. */
export async function deleteOrder(id: string): Promise<null> {
  unwrap(await api.delete<unknown>(`/orders/${encodeURIComponent(id)}`));
  return null;
}

export function useDeleteOrder() {
  return useOrderMutation(deleteOrder, (id) => id);
}

/** `POST /orders/:id/pay {provider}` with an Idempotency-Key → where to send the browser. */
export async function payOrder({ id, idempotencyKey }: { id: string; idempotencyKey: string }): Promise<PaymentStart> {
  return unwrap(await api.post<PaymentStart>(`/orders/${encodeURIComponent(id)}/pay`, { provider: 'sandbox' }, { idempotencyKey }));
}

export function usePayOrder() {
  return useMutation({ mutationFn: payOrder });
}
