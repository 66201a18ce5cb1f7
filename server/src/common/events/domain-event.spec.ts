import { DomainEvent } from './domain-event';

class ThingMade extends DomainEvent<{ thingId: string; count: number }>() {}
class ThingLost extends DomainEvent<{ thingId: string; count: number }>() {}

describe('DomainEvent', () => {
  it('carries its payload as fields and a fresh event id', () => {
    const a = new ThingMade({ thingId: 't1', count: 2 });
    const b = new ThingMade({ thingId: 't1', count: 2 });
    expect(a).toMatchObject({ thingId: 't1', count: 2 });
    expect(a.eventId).toMatch(/^[0-9a-f-]{36}$/);
    expect(b.eventId).not.toBe(a.eventId);
  });

  it('keeps events of the same shape apart (instanceof, as the event bus dispatches)', () => {
    const made = new ThingMade({ thingId: 't1', count: 1 });
    expect(made).toBeInstanceOf(ThingMade);
    expect(made).not.toBeInstanceOf(ThingLost);
    expect(made.constructor.name).toBe('ThingMade');
  });
});
