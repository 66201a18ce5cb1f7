import type { Language } from '@contracts/language';
import { DomainEvent } from '@server/common/events/domain-event';

/**
 * Events the content module publishes (past tense, one object payload, a fresh `eventId` that
 * consumers use as an idempotency key), always after the commit. Other modules import only this folder.
 */

/** An author sent a draft (or a rejected article) for review. */
export class ArticleSubmitted extends DomainEvent<{ articleId: string; authorId: string; title: string }>() {}

/** An admin decided on an article in review; the author hears of it (`review` message). */
export class ArticleReviewed extends DomainEvent<{
  articleId: string;
  authorId: string;
  title: string;
  language: Language;
  decision: 'approved' | 'rejected';
  reason: string | null;
}>() {}

/** An article became visible to readers; the author's followers hear of it. */
export class ArticlePublished extends DomainEvent<{
  articleId: string;
  authorId: string;
  title: string;
  language: Language;
  publishedAt: Date;
}>() {}

/** The author took a published article down. */
export class ArticleWithdrawn extends DomainEvent<{ articleId: string; authorId: string }>() {}

/** A reader started following an author (not sent again for an existing follow). */
export class AuthorFollowed extends DomainEvent<{ followerId: string; authorId: string }>() {}
