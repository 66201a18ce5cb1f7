import type { MembershipState } from '@contracts/schemas/membership';
import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@client/lib/api-client';
import { useSession } from '@client/lib/use-session';

/**
 * `GET /me/membership` for the VIP badge. The key is the member centre's own
 * (`['membership', 'me']`), so its live updates and refetches reach the profile tab too.
 */
export function useMembershipBadge() {
  const { token } = useSession();
  return useQuery({
    queryKey: ['membership', 'me'],
    queryFn: async () => unwrap(await api.get<MembershipState>('/me/membership', { loading: false, quiet: true })),
    enabled: token !== null,
    staleTime: 0,
  });
}
