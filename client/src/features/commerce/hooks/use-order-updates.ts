import type { OrderUpdateEvent } from '@contracts/schemas/orders';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { createSocket } from '@client/lib/socket';
import { useSession } from '@client/lib/use-session';
import { commerceKeys } from '@client/features/commerce/api/keys';

/**
 * Keeps order and ticket screens live: the `/me` socket's `order:update` refreshes that order,
 * the order lists and the tickets (react-query owns the data, the socket only invalidates).
 * A reconnect refreshes everything the socket may have missed.
 */
export function useOrderUpdates(): void {
  const queryClient = useQueryClient();
  const { token } = useSession();
  useEffect(() => {
    if (!token) return;
    const socket = createSocket('/me');
    let connectedBefore = false;
    const refreshAll = () => {
      void queryClient.invalidateQueries({ queryKey: commerceKeys.orders });
      void queryClient.invalidateQueries({ queryKey: commerceKeys.tickets });
    };
    socket.on('connect', () => {
      if (connectedBefore) refreshAll();
      connectedBefore = true;
    });
    socket.on('order:update', (event: OrderUpdateEvent) => {
      if (event && typeof event.orderId === 'string') {
        void queryClient.invalidateQueries({ queryKey: commerceKeys.order(event.orderId) });
      }
      refreshAll();
      void queryClient.invalidateQueries({ queryKey: commerceKeys.coupons });
    });
    return () => {
      socket.removeAllListeners();
      socket.disconnect();
    };
  }, [queryClient, token]);
}
