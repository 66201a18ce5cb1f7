import type { GoodsOrder, PlaceGoodsOrderInput } from '@contracts/schemas/shop';
import type { ShippingQuote, ShippingQuoteInput } from '@contracts/schemas/shop-operations';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
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

/** `POST /shop/quote`: the fee and total of these lines to this address, before placing (null body: nothing to quote yet). */
export function useShippingQuote(body: ShippingQuoteInput | null) {
  return useQuery({
    queryKey: ['shop', 'quote', body] as const,
    queryFn: async () => unwrap(await api.post<ShippingQuote>('/shop/quote', body, { loading: false, quiet: true })),
    enabled: body !== null,
    placeholderData: keepPreviousData,
    retry: false,
  });
}
