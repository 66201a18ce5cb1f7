import { Injectable } from '@nestjs/common';
import { CqrsModule, EventBus, EventsHandler, type IEventHandler } from '@nestjs/cqrs';
import { Test } from '@nestjs/testing';
import { DomainEvent } from './domain-event';
import { CachedEventIds } from './event-ids';

class ThingMade extends DomainEvent<{ thingId: string }>() {}
class ThingLost extends DomainEvent<{ thingId: string }>() {}
/** A subclass of a handled event: the default provider gives it its parent's id (inherited metadata). */
class ThingMadeTwice extends ThingMade {}
class NobodyListens extends DomainEvent<{ thingId: string }>() {}

@Injectable()
class Seen {
  readonly made: string[] = [];
  readonly lost: string[] = [];
}

@EventsHandler(ThingMade)
class OnMade implements IEventHandler<ThingMade> {
  constructor(private readonly seen: Seen) {}
  handle(e: ThingMade) {
    this.seen.made.push(e.thingId);
  }
}

@EventsHandler(ThingLost)
class OnLost implements IEventHandler<ThingLost> {
  constructor(private readonly seen: Seen) {}
  handle(e: ThingLost) {
    this.seen.lost.push(e.thingId);
  }
}

describe('CachedEventIds', () => {
  it('gives the ids @EventsHandler declared (inherited ones too), null for an event nobody handles, the same on every call', () => {
    const ids = new CachedEventIds();
    const declared = (c: object) => (Reflect.getMetadata('__event__', c) as { id: string } | undefined)?.id ?? null;
    expect(ids.getEventId(ThingMade)).toBe(declared(ThingMade));
    expect(ids.getEventId(ThingMade)).not.toBeNull();
    expect(ids.getEventId(ThingLost)).toBe(declared(ThingLost));
    expect(ids.getEventId(ThingLost)).not.toBe(ids.getEventId(ThingMade));
    expect(ids.getEventId(ThingMadeTwice)).toBe(ids.getEventId(ThingMade));
    expect(ids.getEventId(NobodyListens)).toBeNull();
    expect(ids.getEventId(ThingMade)).toBe(ids.getEventId(ThingMade));
  });

  it('dispatches through the event bus as the default provider does', async () => {
    const mod = await Test.createTestingModule({
      imports: [CqrsModule.forRoot({ eventIdProvider: new CachedEventIds() })],
      providers: [Seen, OnMade, OnLost],
    }).compile();
    await mod.init();
    const bus = mod.get(EventBus);
    bus.publish(new ThingMade({ thingId: 'a' }));
    bus.publish(new ThingLost({ thingId: 'b' }));
    bus.publish(new ThingMadeTwice({ thingId: 'c' }));
    bus.publish(new NobodyListens({ thingId: 'd' }));
    await new Promise((resolve) => setImmediate(resolve));
    const seen = mod.get(Seen);
    expect(seen.made).toEqual(['a', 'c']);
    expect(seen.lost).toEqual(['b']);
    await mod.close();
  });
});
