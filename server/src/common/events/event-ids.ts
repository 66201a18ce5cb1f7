import type { Type } from '@nestjs/common';
import type { EventIdProvider, IEvent } from '@nestjs/cqrs';

/** The reflect-metadata key under which @nestjs/cqrs's @EventsHandler stores an event class's id. */
const EVENT_METADATA = '__event__';

/**
 * The event bus's event ids, read once per event class. @nestjs/cqrs's default provider reads an
 * event's id from reflect-metadata (a walk up the class's prototype chain) for every handler
 * subscription on every publish: with ~30 subscriptions, a few µs per event on the hottest paths
 * (an unlock publishes ArticleUnlocked: bench:unlock, docs/performance-log.md). Same answer as the
 * default, inherited ids included: @EventsHandler defines the ids when the handler classes are
 * declared, before the app starts and anything is published.
 */
export class CachedEventIds implements EventIdProvider {
  private readonly ids = new WeakMap<Type<IEvent>, string | null>();

  getEventId(event: Type<IEvent>): string | null {
    let id = this.ids.get(event);
    if (id === undefined) {
      id = (Reflect.getMetadata(EVENT_METADATA, event) as { id?: string } | undefined)?.id ?? null;
      this.ids.set(event, id);
    }
    return id;
  }
}
