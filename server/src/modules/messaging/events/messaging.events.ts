import { randomUUID } from 'node:crypto';

/**
 * Events the messaging module publishes (past tense, plain data). Each carries an `eventId` (new
 * per event) that consumers use as an idempotency key.
 */
export class FeedbackReplied {
  readonly eventId: string = randomUUID();

  constructor(
    readonly feedbackId: string,
    readonly userId: string,
    readonly reply: string,
  ) {}
}

export class AnnouncementPublished {
  readonly eventId: string = randomUUID();

  constructor(readonly announcementId: string) {}
}
