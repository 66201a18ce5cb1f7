import { useQueryClient } from '@tanstack/react-query';
import { useUserEvent } from '@client/lib/user-events';
import { myFeedbackKey } from '@client/features/feedback/api/feedback';

/**
 * Customer service answers feedback with a `service` inbox message: when one is pushed on the
 * `/me` channel, the feedback history is fetched again (it shows the reply). Mounted by the app
 * for the whole session (app/session-updates.tsx).
 */
export function useFeedbackUpdates(): void {
  const queryClient = useQueryClient();
  useUserEvent('message:new', (message) => {
    if (message?.category === 'service') void queryClient.invalidateQueries({ queryKey: myFeedbackKey });
  });
}
