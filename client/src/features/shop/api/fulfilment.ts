import type { Paged } from '@contracts/api';
import type { Logistics, ShipOrderInput } from '@contracts/schemas/shop';
import type { OrderToShip, ShipCarriers } from '@contracts/schemas/shop-operations';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@client/lib/api-client';
import { usePagedQuery } from '@client/lib/paged-query';
import { SHOP_PAGE_SIZE, shopKeys } from '@client/features/shop/api/keys';

const enc = encodeURIComponent;
const quietGet = { loading: false, quiet: true } as const;

/** `GET /orders/:id/logistics`: the member's parcel, its carrier, waybill and timeline (newest first). */
export function useLogistics(orderId: string, lang: string) {
  return useQuery({
    queryKey: shopKeys.logistics(orderId, lang),
    queryFn: async () => unwrap(await api.get<Logistics>(`/orders/${enc(orderId)}/logistics`, quietGet)),
    enabled: orderId !== '',
    retry: false,
  });
}

/** Staff: paid goods orders waiting to be shipped. */
export function useOrdersToShip() {
  return usePagedQuery(shopKeys.toShip, async (page) =>
    unwrap(await api.get<Paged<OrderToShip>>('/admin/shop/orders', { ...quietGet, query: { page, limit: SHOP_PAGE_SIZE } })),
  );
}

/** Staff: the carriers a parcel may go with now. */
export function useShipCarriers(lang: string) {
  return useQuery({
    queryKey: shopKeys.carriers(lang),
    queryFn: async () => unwrap(await api.get<ShipCarriers>('/admin/shop/carriers', quietGet)),
  });
}

/** Staff: ships an order with a carrier and a waybill; the list refetches. */
export function useShipOrder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ orderId, body }: { orderId: string; body: ShipOrderInput }) =>
      unwrap(await api.post<Logistics>(`/admin/orders/${enc(orderId)}/ship`, body)),
    onSettled: () => client.invalidateQueries({ queryKey: shopKeys.toShip }),
  });
}
