import { useQueryClient } from '@tanstack/react-query';
import { useUserEvent, useUserEventsResync } from '@client/lib/user-events';
import { membershipKeys } from '@client/features/membership/api/keys';

/**
 * Keeps the membership screens live: the `/me` channel's `membership:update` (activation, spend,
 * expiry, refund) refetches the reader's membership, unlocked articles and membership orders —
 * react-query owns the data, the push only says it changed. A reconnect refetches too.
 */
export function useMembershipUpdates(): void {
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: membershipKeys.all });
  useUserEventsResync(refresh);
  useUserEvent('membership:update', refresh);
}
