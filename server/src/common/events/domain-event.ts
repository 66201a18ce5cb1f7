import { randomUUID } from 'node:crypto';

/** What every event carries besides its data: a fresh id, the idempotency key of its consumers. */
export interface EventEnvelope {
  readonly eventId: string;
}

/**
 * The base of a module's events (past tense, plain data, one object payload):
 *   export class FeedbackReplied extends DomainEvent<{ feedbackId: string; userId: string }>() {}
 *   new FeedbackReplied({ feedbackId, userId })   // e.feedbackId, e.userId, e.eventId
 * Each call makes a new base class, so `instanceof` and @EventsHandler tell events apart.
 */
export function DomainEvent<T extends object>() {
  return class {
    readonly eventId: string = randomUUID();
    constructor(data: T) {
      Object.assign(this, data);
    }
  } as unknown as new (data: T) => Readonly<T> & EventEnvelope;
}
