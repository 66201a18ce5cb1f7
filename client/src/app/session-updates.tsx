import { useFeedbackUpdates } from '@client/features/feedback';
import { useInboxUpdates } from '@client/features/messages';
import { useCartMergeAtLogin } from '@client/features/shop';

/**
 * The cache updaters that listen on the `/me` channel for the whole session, whatever the screen:
 * the inbox's (unread badges anywhere) and feedback's (a service reply refreshes the history); and
 * the shop's merge of a guest's device cart into the member's at login.
 * Screen-bound ones (orders, membership) are mounted by their screens.
 */
export function SessionUpdates(): null {
  useInboxUpdates();
  useFeedbackUpdates();
  useCartMergeAtLogin();
  return null;
}
