import type { GoodsOrder, PlaceGoodsOrderInput } from '@contracts/schemas/shop';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@client/lib/api-client';
import { shopKeys } from '@client/features/shop/api/keys';

/** `POST /shop/orders` with an Idempotency-Key: a goods order pending payment. */
export function usePlaceGoodsOrder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ body, idempotencyKey }: { body: PlaceGoodsOrderInput; idempotencyKey: string }) =>
      unwrap(await api.post<GoodsOrder>('/shop/orders', body, { idempotencyKey })),
    // bought lines leave the cart; a refusal marks the new prices seen
    onSettled: () => client.invalidateQueries({ queryKey: shopKeys.cart }),
  });
}
