import type { Paged } from '@contracts/api';
import type { Ticket } from '@contracts/schemas/commerce';
import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@client/lib/api-client';
import { commerceKeys } from '@client/features/commerce/api/keys';
import { PAGE_SIZE, usePagedList } from '@client/features/commerce/api/paged';

export type TicketListKind = 'wallet' | 'history';

/**
 * `GET /tickets` (pending verification) or `GET /tickets/history` (verified, refunded, expired);
 * with `orderId`, only that order's tickets — filtered and paged by the server (404 when the order
 * is not the caller's).
 */
export async function getTickets(kind: TicketListKind, page: number, orderId: string | null = null): Promise<Paged<Ticket>> {
  const path = kind === 'wallet' ? '/tickets' : '/tickets/history';
  return unwrap(await api.get<Paged<Ticket>>(path, { query: { page, limit: PAGE_SIZE, orderId }, loading: false }));
}

export function useTickets(kind: TicketListKind, orderId: string | null = null) {
  return usePagedList(commerceKeys.ticketList(kind, orderId), (page) => getTickets(kind, page, orderId));
}

export async function getTicket(id: string): Promise<Ticket> {
  return unwrap(await api.get<Ticket>(`/tickets/${encodeURIComponent(id)}`, { loading: false }));
}

export function useTicket(id: string) {
  return useQuery({
    queryKey: commerceKeys.ticket(id),
    queryFn: () => getTicket(id),
    enabled: id !== '',
    // a ticket on show at the door turns "verified" within seconds of the scan
    refetchInterval: (q) => (q.state.data?.status === 'valid' ? 5000 : false),
  });
}
