import { z } from 'zod';
import { hasEmoji } from '../validators';
import { assetPath, fieldError, maxChars, pagingSchema, requiredText } from './common';
import { id, isoTime } from './wire';

export const FEEDBACK_TYPES = ['bug', 'suggestion', 'content', 'account', 'other'] as const;
export type FeedbackType = (typeof FEEDBACK_TYPES)[number];

/** The SPEC leaves the screenshot maximum open; we allow nine (a 3×3 picker grid). */
export const FEEDBACK_MAX_SCREENSHOTS = 9;
export const FEEDBACK_CONTENT_MAX = 500;

/** `POST /feedback`: content required, no emoji; up to nine uploaded screenshot paths. */
export const feedbackSchema = z.object({
  type: z.enum(FEEDBACK_TYPES, { error: fieldError() }),
  content: requiredText('v.feedback.content_required')
    .refine(...maxChars(FEEDBACK_CONTENT_MAX))
    .refine((s) => !hasEmoji(s), { message: 'v.emoji.forbidden' }),
  screenshots: z
    .array(assetPath(), { error: 'v.array.invalid' })
    .max(FEEDBACK_MAX_SCREENSHOTS, { message: 'v.screenshots.too_many' })
    .optional(),
});

export type FeedbackInput = z.infer<typeof feedbackSchema>;

export const FEEDBACK_STATUSES = ['open', 'replied'] as const;
export type FeedbackStatus = (typeof FEEDBACK_STATUSES)[number];
export const FEEDBACK_REPLY_MAX = 1000;

/** `GET /admin/feedback?status=&page=&limit=` (no status: every feedback). */
export const feedbackAdminListSchema = pagingSchema.extend({
  status: z.preprocess((v) => (v === '' ? undefined : v), z.enum(FEEDBACK_STATUSES, { error: fieldError() }).optional()),
});
export type FeedbackAdminListInput = z.infer<typeof feedbackAdminListSchema>;

/** `POST /admin/feedback/:id/reply`: required, no emoji (the same rule as the feedback itself). */
export const feedbackReplySchema = z.object({
  content: requiredText()
    .refine(...maxChars(FEEDBACK_REPLY_MAX))
    .refine((s) => !hasEmoji(s), { message: 'v.emoji.forbidden' }),
});
export type FeedbackReplyInput = z.infer<typeof feedbackReplySchema>;

/** One feedback as its author (and customer service) sees it. */
export const feedbackDtoSchema = z
  .object({
    id: id(),
    type: z.enum(FEEDBACK_TYPES),
    content: z.string(),
    screenshots: z.array(z.string()),
    status: z.enum(FEEDBACK_STATUSES),
    reply: z.object({ content: z.string(), repliedAt: isoTime() }).nullable(),
    createdAt: isoTime(),
  })
  .meta({ id: 'Feedback' });
export type FeedbackDto = z.infer<typeof feedbackDtoSchema>;

/** Customer service's view adds who wrote it. */
export const adminFeedbackDtoSchema = feedbackDtoSchema
  .extend({ user: z.object({ id: id(), nickname: z.string() }) })
  .meta({ id: 'AdminFeedback' });
export type AdminFeedbackDto = z.infer<typeof adminFeedbackDtoSchema>;
