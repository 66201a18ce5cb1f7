import { DomainEvent } from '@server/common/events/domain-event';

/**
 * Events the advertisers module publishes (past tense, one object payload, a fresh `eventId`),
 * always after the commit. Other modules import only this folder.
 */

/** An application was submitted or resubmitted after a rejection. */
export class ApplicationSubmitted extends DomainEvent<{ applicationId: string; userId: string; resubmitted: boolean }>() {}

/** A reviewer decided on an application; the applicant hears of it (`review` message). */
export class ApplicationReviewed extends DomainEvent<{
  applicationId: string;
  userId: string;
  companyName: string;
  decision: 'approved' | 'rejected';
  /** The reviewer's own words, as written. */
  reason: string | null;
  /** Or a ready-made reason (`AD_REJECT_TEMPLATES`), rendered in the recipient's language. */
  reasonKey?: string | null;
}>() {}

/** A reviewer decided on a campaign's creative; the advertiser hears of it (`review` message). */
export class CreativeReviewed extends DomainEvent<{
  campaignId: string;
  userId: string;
  title: string;
  decision: 'approved' | 'rejected';
  /** The reviewer's own words, as written. */
  reason: string | null;
  /** Or a ready-made reason (`AD_REJECT_TEMPLATES`), rendered in the recipient's language. */
  reasonKey?: string | null;
}>() {}
