import type { Language } from '@contracts/language';
import { DomainEvent } from '@server/common/events/domain-event';

/**
 * Events the contest module publishes (past tense, plain data, one object payload). Other modules
 * import only this folder. Each carries an `eventId` that consumers use as an idempotency key.
 */

/** What an event is constructed from: its fields but the event id. */
export type EventPayload<E> = Omit<E, 'eventId'>;

export class EntryReviewed extends DomainEvent<{
  entryId: string;
  /** The photographer. */
  userId: string;
  contestId: string;
  contestTitle: string;
  /** The contest's and the entry's titles in each language (decision 0135), when known. */
  contestTitles?: Record<Language, string>;
  titles?: Record<Language, string>;
  title: string;
  decision: 'approved' | 'rejected';
  reason: string | null;
}>() {}

/** One finisher of an ended contest (for its photographer's notice). */
export interface ContestFinisher {
  readonly entryId: string;
  readonly userId: string;
  readonly title: string;
  readonly rank: number;
  readonly votes: number;
}

export class ContestEnded {
  /** Deterministic: the end job may run twice, the notices must not double. */
  readonly eventId: string;
  readonly contestId: string;
  readonly contestTitle: string;
  /** The contest's title in each language (decision 0135), when known. */
  readonly contestTitles?: Record<Language, string>;
  readonly finishers: readonly ContestFinisher[];

  constructor(p: EventPayload<ContestEnded>) {
    this.eventId = `contest-ended-${p.contestId}`;
    this.contestId = p.contestId;
    this.contestTitle = p.contestTitle;
    this.contestTitles = p.contestTitles;
    this.finishers = p.finishers;
  }
}
