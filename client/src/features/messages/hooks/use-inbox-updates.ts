import { useQueryClient } from '@tanstack/react-query';
import { useUserEvent, useUserEventsResync } from '@client/lib/user-events';
import { inboxKeys, isMessage, receiveMessage } from '@client/features/messages/api/inbox';

/**
 * Keeps the inbox live while it is mounted: a `message:new` pushed on the user's `/me` channel
 * updates the unread badges and the lists without a reload; a reconnect refetches what the
 * socket may have missed. The app mounts it for the whole session (app/session-updates.tsx).
 */
export function useInboxUpdates(): void {
  const queryClient = useQueryClient();
  useUserEvent('message:new', (message) => {
    if (isMessage(message)) receiveMessage(queryClient, message);
  });
  useUserEventsResync(() => void queryClient.invalidateQueries({ queryKey: inboxKeys.all }));
}
