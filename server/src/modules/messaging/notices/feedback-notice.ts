import type { DeliverNoticePayload } from '@server/modules/notices/ports/notice-source.port';
import type { FeedbackReplied } from '../events/messaging.events';

/** How much of a reply the inbox message quotes (the full reply is in the feedback history). */
export const REPLY_QUOTE_MAX = 200;

/** The `service` message a customer-service reply becomes (queued through the outbox, see FeedbackService.reply). */
export function feedbackRepliedNotice(e: FeedbackReplied): DeliverNoticePayload {
  const chars = [...e.reply];
  const quote = chars.length > REPLY_QUOTE_MAX ? `${chars.slice(0, REPLY_QUOTE_MAX).join('')}…` : e.reply;
  return {
    eventId: e.eventId,
    recipientId: e.userId,
    category: 'service',
    titleKey: 'notice.messaging.feedback_replied.title',
    bodyKey: 'notice.messaging.feedback_replied.body',
    params: { reply: quote },
    link: `/pages/my/feedback?id=${e.feedbackId}`,
  };
}
