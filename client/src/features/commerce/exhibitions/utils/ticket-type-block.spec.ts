import type { TicketType } from '@contracts/schemas/commerce';
import { ticketTypeBlock } from '@client/features/commerce/exhibitions/utils/ticket-type-block';

const NOW = Date.parse('2026-11-25T10:00:00Z');
const type = (over: Partial<TicketType>): TicketType =>
  ({ remaining: 5, onSale: true, saleStartsAt: '2026-11-01T00:00:00Z', saleEndsAt: '2026-12-01T00:00:00Z', ...over }) as TicketType;

describe('ticketTypeBlock', () => {
  it('lets a type on sale with seats left be bought', () => {
    expect(ticketTypeBlock(type({}), NOW)).toBeNull();
  });

  it('says sold out first, then whether the sale has not started or has ended', () => {
    expect(ticketTypeBlock(type({ remaining: 0 }), NOW)).toBe('soldOut');
    expect(ticketTypeBlock(type({ remaining: 0, onSale: false }), NOW)).toBe('soldOut');
    expect(ticketTypeBlock(type({ onSale: false, saleStartsAt: '2026-11-26T00:00:00Z' }), NOW)).toBe('notStarted');
    expect(ticketTypeBlock(type({ onSale: false, saleEndsAt: '2026-11-24T00:00:00Z' }), NOW)).toBe('ended');
  });
});
