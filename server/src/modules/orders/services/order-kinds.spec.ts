import type { DiscoveryService } from '@nestjs/core';
import type { OrderKindHandler } from '../ports/order-kind.port';
import { OrderKinds } from './order-kinds';

function registry(...handlers: Partial<OrderKindHandler>[]): OrderKinds {
  const discovery = { getProviders: () => handlers.map((instance) => ({ instance })) } as unknown as DiscoveryService;
  const kinds = new OrderKinds(discovery);
  kinds.onModuleInit();
  return kinds;
}

describe('OrderKinds', () => {
  it('finds each kind by its name; an order of a kind nobody sells is an error, not a silent skip', () => {
    const ticket = { kind: 'ticket' as const, letter: 'T' };
    const kinds = registry(ticket, { kind: 'ad_placement', letter: 'G' });
    expect(kinds.get('ticket')).toBe(ticket);
    expect(() => kinds.get('membership')).toThrow("no handler for order kind 'membership'");
  });

  it('refuses to start with two handlers for one kind, two kinds on one number letter, or a letter that is not one capital', () => {
    expect(() => registry({ kind: 'ticket', letter: 'T' }, { kind: 'ticket', letter: 'X' })).toThrow(
      "two handlers for order kind 'ticket'",
    );
    expect(() => registry({ kind: 'ticket', letter: 'T' }, { kind: 'ad_placement', letter: 'T' })).toThrow(
      "order kinds 'ticket' and 'ad_placement' share the number letter T",
    );
    expect(() => registry({ kind: 'ad_placement', letter: 'g' })).toThrow('one capital letter');
  });
});
