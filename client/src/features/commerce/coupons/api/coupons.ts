import type { Paged } from '@contracts/api';
import type { Coupon, MyCoupon } from '@contracts/schemas/commerce';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@client/lib/api-client';
import { commerceKeys, type MyCouponFilter } from '@client/features/commerce/api/keys';

/** Coupons shared by the coupon screens and the buy flow's coupon picker. */

export async function getCoupons(page: number, limit = 20): Promise<Paged<Coupon>> {
  return unwrap(await api.get<Paged<Coupon>>('/coupons', { query: { page, limit }, loading: false }));
}

export async function getMyCoupons(filter: MyCouponFilter, page = 1, limit = 100): Promise<Paged<MyCoupon>> {
  return unwrap(
    await api.get<Paged<MyCoupon>>('/me/coupons', {
      query: { usable: filter.usable, ticketTypeId: filter.ticketTypeId, quantity: filter.quantity, page, limit },
      loading: false,
    }),
  );
}

/** My usable coupons for a purchase (each says whether it applies and what it takes off). */
export function useUsableCoupons(ticketTypeId: string | undefined, quantity: number, enabled: boolean) {
  const filter: MyCouponFilter = { usable: true, ticketTypeId, quantity };
  return useQuery({
    queryKey: commerceKeys.myCoupons(filter),
    queryFn: () => getMyCoupons(filter),
    enabled: enabled && !!ticketTypeId && quantity > 0,
    placeholderData: (previous) => previous,
  });
}

export async function claimCoupon(id: string): Promise<MyCoupon> {
  return unwrap(await api.post<MyCoupon>(`/coupons/${encodeURIComponent(id)}/claim`));
}

export function useClaimCoupon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: claimCoupon,
    onSettled: () => queryClient.invalidateQueries({ queryKey: commerceKeys.coupons }),
  });
}
