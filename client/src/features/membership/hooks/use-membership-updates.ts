import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { createSocket } from '@client/lib/socket';
import { useSession } from '@client/lib/use-session';
import { membershipKeys } from '@client/features/membership/api/keys';

/**
 * Keeps the membership screens live: the `/me` socket's `membership:update` (activation, spend,
 * expiry, refund) refetches the reader's membership, unlocked articles and membership orders —
 * react-query owns the data, the socket only says it changed. A reconnect refetches too.
 */
export function useMembershipUpdates(): void {
  const queryClient = useQueryClient();
  const { token } = useSession();
  useEffect(() => {
    if (!token) return;
    const socket = createSocket('/me');
    let connectedBefore = false;
    const refresh = () => void queryClient.invalidateQueries({ queryKey: membershipKeys.all });
    socket.on('connect', () => {
      if (connectedBefore) refresh();
      connectedBefore = true;
    });
    socket.on('membership:update', refresh);
    return () => {
      socket.removeAllListeners();
      socket.disconnect();
    };
  }, [queryClient, token]);
}
