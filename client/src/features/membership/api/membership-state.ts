import type { MembershipState } from '@contracts/schemas/membership';
import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@client/lib/api-client';
import { useSession } from '@client/lib/use-session';
import { membershipKeys } from '@client/features/membership/api/keys';

// The reader's membership, on its own: the feature's index exports it to others (the profile
// tab's VIP badge), and what the index exports travels in the app's first load.

/** `GET /me/membership`: VIP, end date, open date, remaining and cumulative articles. */
export async function getMembershipState(): Promise<MembershipState> {
  return unwrap(await api.get<MembershipState>('/me/membership', { loading: false, quiet: true }));
}

/** The reader's membership under `membershipKeys.mine`: the member centre, the profile tab's badge and the /me socket's updates share it. */
export function useMembershipState() {
  const { token } = useSession();
  // always refetched on mount: credits change on other screens (an unlock on the article page)
  return useQuery({ queryKey: membershipKeys.mine, queryFn: getMembershipState, enabled: token !== null, staleTime: 0 });
}
