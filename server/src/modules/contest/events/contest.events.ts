import { randomUUID } from 'node:crypto';

/**
 * Events the contest module publishes (past tense, plain data). Other modules import only this folder.
 * Each carries an `eventId` that consumers use as an idempotency key.
 */
export class EntryReviewed {
  readonly eventId: string = randomUUID();

  constructor(
    readonly entryId: string,
    readonly userId: string,
    readonly contestId: string,
    readonly contestTitle: string,
    readonly title: string,
    readonly decision: 'approved' | 'rejected',
    readonly reason: string | null,
  ) {}
}

/** One finisher of an ended contest (for its photographer's notice). */
export interface ContestFinisher {
  entryId: string;
  userId: string;
  title: string;
  rank: number;
  votes: number;
}

export class ContestEnded {
  /** Deterministic: the end job may run twice, the notices must not double. */
  readonly eventId: string;

  constructor(
    readonly contestId: string,
    readonly contestTitle: string,
    readonly finishers: ContestFinisher[],
  ) {
    this.eventId = `contest-ended-${contestId}`;
  }
}
