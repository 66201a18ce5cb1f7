import type { Logistics } from '@contracts/schemas/shop';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@client/lib/api-client';
import { shopKeys } from '@client/features/shop/api/keys';

/** Where the order screens keep `GET /orders` and `GET /orders/:id` (their query keys start with it). */
const ORDERS_KEY = ['orders'] as const;

/** `POST /orders/:id/receive`: the member confirms receipt (the order completes). */
export function useReceiveGoodsOrder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (orderId: string) => unwrap(await api.post<Logistics>(`/orders/${encodeURIComponent(orderId)}/receive`)),
    onSettled: async (_d, _e, orderId) => {
      // the order completes: the order screens' cached lists and detail (keys under 'orders', the
      // orders' own push reaches only the screens open now) and this parcel's page
      await Promise.all([
        client.invalidateQueries({ queryKey: ORDERS_KEY }),
        client.invalidateQueries({ queryKey: shopKeys.logisticsOf(orderId) }),
      ]);
    },
  });
}
