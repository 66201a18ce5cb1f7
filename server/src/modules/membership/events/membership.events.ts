import { DomainEvent } from '@server/common/events/domain-event';

/**
 * Events of the membership module. Ending-soon and expired carry a deterministic `eventId`
 * (`membership-soon:<user>:<end>`, `membership-expired:<user>:<end>`): their jobs run at least once,
 * and the inbox keys notices by event id, so a rerun never sends a second notice.
 */

/** A membership order was paid and its plan granted. */
export class MembershipActivated extends DomainEvent<{
  userId: string;
  orderId: string;
  vipUntil: Date | null;
  buyout: boolean;
  remainingCredits: number;
}>() {}

/** VIP (by months) ends in 3 days. */
export class MembershipEndingSoon extends DomainEvent<{ eventId: string; userId: string; vipUntil: Date }>() {}

/** VIP (by months) ended. */
export class MembershipExpired extends DomainEvent<{ eventId: string; userId: string; vipUntil: Date }>() {}

/** A reader unlocked an article (with a credit or while VIP); `cumulativeArticles` counts this one. */
export class ArticleUnlocked extends DomainEvent<{
  userId: string;
  articleId: string;
  charged: boolean;
  remainingCredits: number;
  cumulativeArticles: number;
}>() {}
