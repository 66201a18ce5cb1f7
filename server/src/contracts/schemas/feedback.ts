import { z } from 'zod';
import { hasEmoji } from '../validators';
import { assetPath, fieldError, maxChars, requiredText } from './common';

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
