import type { Logistics } from '@contracts/schemas/shop';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@client/lib/api-client';
import { shopKeys } from '@client/features/shop/api/keys';

/** `POST /orders/:id/receive`: the member confirms receipt (the order completes). */
export function useReceiveGoodsOrder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (orderId: string) => unwrap(await api.post<Logistics>(`/orders/${encodeURIComponent(orderId)}/receive`)),
    onSettled: (_d, _e, orderId) => client.invalidateQueries({ queryKey: shopKeys.logisticsOf(orderId) }),
  });
}
