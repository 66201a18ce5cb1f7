import { useQueryClient } from '@tanstack/react-query';
import { useUserEvent, useUserEventsResync } from '@client/lib/user-events';
import { commerceKeys } from '@client/features/commerce/api/keys';

/**
 * Keeps order and ticket screens live: the `/me` channel's `order:update` refreshes that order,
 * the order lists and the tickets (react-query owns the data, the push only invalidates).
 * A reconnect refreshes everything the socket may have missed.
 */
export function useOrderUpdates(): void {
  const queryClient = useQueryClient();
  const refreshAll = () => {
    void queryClient.invalidateQueries({ queryKey: commerceKeys.orders });
    void queryClient.invalidateQueries({ queryKey: commerceKeys.tickets });
  };
  useUserEventsResync(refreshAll);
  useUserEvent('order:update', (event) => {
    if (event && typeof event.orderId === 'string') {
      void queryClient.invalidateQueries({ queryKey: commerceKeys.order(event.orderId) });
    }
    refreshAll();
    void queryClient.invalidateQueries({ queryKey: commerceKeys.coupons });
  });
}
