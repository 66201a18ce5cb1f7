import type { Paged } from '@contracts/api';
import type { OrderCore } from '@contracts/schemas/orders';
import type { ArticleListItem } from '@contracts/schemas/content';
import { useMemo } from 'react';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@client/lib/api-client';
import { usePagedQuery } from '@client/lib/paged-query';
import { MEMBERSHIP_PAGE_SIZE, membershipKeys } from '@client/features/membership/api/keys';
import type { MembershipOrder, MembershipPlan } from '@contracts/schemas/membership';

/** `GET /membership/plans` (guests too): the active plans, in the reader's language. */
export async function getPlans(): Promise<MembershipPlan[]> {
  return unwrap(await api.get<MembershipPlan[]>('/membership/plans', { loading: false, quiet: true }));
}

export function getPlansQueryOptions() {
  return queryOptions({ queryKey: membershipKeys.plans, queryFn: getPlans, staleTime: 60_000 });
}

export function usePlans() {
  return useQuery(getPlansQueryOptions());
}

/** `POST /membership/orders {planId}` → a pending order of kind `membership`, paid on the pay page. */
export async function createMembershipOrder({
  planId,
  idempotencyKey,
}: {
  planId: string;
  idempotencyKey: string;
}): Promise<MembershipOrder> {
  return unwrap(await api.post<MembershipOrder>('/membership/orders', { planId }, { idempotencyKey }));
}

export function useCreateMembershipOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createMembershipOrder,
    onSettled: () => queryClient.invalidateQueries({ queryKey: membershipKeys.orders }),
  });
}

function pageQuery(page: number) {
  return { page, limit: MEMBERSHIP_PAGE_SIZE };
}

/** "Purchased": the articles this reader unlocked with a credit, newest first. */
export function useUnlockedArticles() {
  return usePagedQuery(
    membershipKeys.unlocked,
    async (page) =>
      unwrap(await api.get<Paged<ArticleListItem>>('/me/unlocked-articles', { query: pageQuery(page), loading: false, quiet: true })),
    true,
    0,
  );
}

/**
 * "Purchased": the reader's membership orders, newest first. Orders are listed through `/orders`
 * like any order; `kind=membership` asks for these only, and the list keeps only them in any case
 * (a server without the filter answers every kind).
 */
export function useMembershipOrders() {
  const paged = usePagedQuery(membershipKeys.orders, async (page) =>
    unwrap(await api.get<Paged<OrderCore>>('/orders', { query: { ...pageQuery(page), kind: 'membership' }, loading: false, quiet: true })),
  );
  // the server lists membership orders only (`kind`); the guard narrows the type
  const items = useMemo(() => paged.items.filter((o): o is MembershipOrder => o.kind === 'membership'), [paged.items]);
  return { query: paged.query, items };
}
