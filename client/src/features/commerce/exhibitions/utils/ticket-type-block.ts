import type { TicketType } from '@contracts/schemas/commerce';

/** Why a ticket type cannot be bought now, or null when it can. */
export function ticketTypeBlock(type: TicketType, now: number): 'soldOut' | 'notStarted' | 'ended' | null {
  if (type.remaining <= 0) return 'soldOut';
  if (type.onSale) return null;
  return Date.parse(type.saleStartsAt) > now ? 'notStarted' : 'ended';
}
