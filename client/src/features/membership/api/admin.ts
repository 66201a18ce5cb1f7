import type { Paged } from '@contracts/api';
import type {
  AdminMembershipPlan,
  LedgerEntry,
  MemberLookup,
  MembershipAdjustInput,
  MembershipPlanInput,
  MembershipState,
  UpdateMembershipPlanInput,
} from '@contracts/schemas/membership';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, isNotFound, unwrap } from '@client/lib/api-client';
import { usePagedQuery } from '@client/lib/paged-query';
import { MEMBERSHIP_PAGE_SIZE, membershipKeys } from '@client/features/membership/api/keys';

const enc = encodeURIComponent;
const quietGet = { loading: false, quiet: true } as const;

/** Admins: every plan, active or not. */
export function useAdminPlans() {
  return usePagedQuery(membershipKeys.adminPlans, async (page) =>
    unwrap(
      await api.get<Paged<AdminMembershipPlan>>('/admin/membership/plans', { ...quietGet, query: { page, limit: MEMBERSHIP_PAGE_SIZE } }),
    ),
  );
}

export type PlanSave = { id: null; body: MembershipPlanInput } | { id: string; body: UpdateMembershipPlanInput };

/** Creates a plan (`POST`) or changes one (`PATCH`: kind and size stay); the plan lists refetch. */
export function useSavePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (save: PlanSave) =>
      unwrap(
        save.id === null
          ? await api.post<AdminMembershipPlan>('/admin/membership/plans', save.body)
          : await api.patch<AdminMembershipPlan>(`/admin/membership/plans/${enc(save.id)}`, save.body),
      ),
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: membershipKeys.adminPlans }),
        queryClient.invalidateQueries({ queryKey: membershipKeys.plans }),
      ]);
    },
  });
}

/** Admins: one user's membership state. */
export function useUserMembership(userId: string) {
  return useQuery({
    queryKey: [...membershipKeys.ledger(userId), 'state'],
    queryFn: async () => unwrap(await api.get<MembershipState>(`/admin/membership/users/${enc(userId)}`, quietGet)),
    enabled: userId !== '',
    retry: false,
  });
}

/** Admins: one user's ledger, newest first. */
export function useUserLedger(userId: string) {
  return usePagedQuery(
    [...membershipKeys.ledger(userId), 'rows'],
    async (page) =>
      unwrap(
        await api.get<Paged<LedgerEntry>>(`/admin/membership/users/${enc(userId)}/ledger`, {
          ...quietGet,
          query: { page, limit: MEMBERSHIP_PAGE_SIZE },
        }),
      ),
    userId !== '',
  );
}

/** Admins: adds or takes credits and/or VIP days, with a reason; the user's state and ledger refetch. */
export function useAdjust(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: MembershipAdjustInput) =>
      unwrap(await api.post<MembershipState>(`/admin/membership/users/${enc(userId)}/adjust`, body)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: membershipKeys.ledger(userId) }),
  });
}

/**
 * Admins: the user a mobile number, an e-mail address or a user id names (`null` when none). The
 * page keeps the id in its address; the name shown comes from the same lookup.
 */
export function useMemberLookup(account: string) {
  return useQuery({
    queryKey: [...membershipKeys.ledger(account), 'who'],
    queryFn: async () => {
      try {
        return unwrap(await api.get<MemberLookup>('/admin/membership/users', { ...quietGet, query: { account } }));
      } catch (err) {
        if (isNotFound(err)) return null;
        throw err;
      }
    },
    enabled: account !== '',
    retry: false,
  });
}
