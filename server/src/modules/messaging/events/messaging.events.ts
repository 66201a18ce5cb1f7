import { DomainEvent } from '@server/common/events/domain-event';

/**
 * Events the messaging module publishes (past tense, plain data). Each carries an `eventId` (new
 * per event) that consumers use as an idempotency key.
 */
export class FeedbackReplied extends DomainEvent<{ feedbackId: string; userId: string; reply: string }>() {}

export class AnnouncementPublished extends DomainEvent<{ announcementId: string }>() {}
