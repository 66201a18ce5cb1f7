import { z } from 'zod';
import { MESSAGE_CATEGORIES } from '../message-categories';
import { fieldError, pagingSchema } from './common';
import { count, id, isoTime } from './wire';
// Declares this contract's /me events in UserEvents below; the import keeps user-events.ts in any program that compiles this file.
import type {} from '../user-events';

export { MESSAGE_CATEGORIES, type MessageCategory } from '../message-categories';

/** `''` → undefined, so that an empty query parameter means "every category". */
const emptyToUndefined = (v: unknown): unknown => (v === '' ? undefined : v);

/** `GET /messages?category=&page=&limit=` */
export const messageListSchema = pagingSchema.extend({
  category: z.preprocess(emptyToUndefined, z.enum(MESSAGE_CATEGORIES, { error: fieldError() }).optional()),
});
export type MessageListInput = z.infer<typeof messageListSchema>;

/** `POST /messages/read-all` with an optional `{category}`. */
export const readAllMessagesSchema = z.object({
  category: z.enum(MESSAGE_CATEGORIES, { error: fieldError() }).optional(),
});
export type ReadAllMessagesInput = z.infer<typeof readAllMessagesSchema>;

/** `DELETE /messages` with `{ids}`: at least one id (none selected → `v.select_before_delete`). */
export const deleteMessagesSchema = z.object({
  ids: z
    .array(z.guid({ error: 'v.uuid.invalid' }), { error: 'v.array.invalid' })
    .min(1, { message: 'v.select_before_delete' })
    .max(100, { message: 'v.too_many' }),
});
export type DeleteMessagesInput = z.infer<typeof deleteMessagesSchema>;

/** One message as the inbox lists it (rendered in the request's language). */
export const messageDtoSchema = z
  .object({
    id: id(),
    category: z.enum(MESSAGE_CATEGORIES),
    title: z.string(),
    body: z.string(),
    link: z
      .string()
      .nullable()
      .meta({ description: 'In-app route the message leads to, e.g. `/pages/my/feedback?id=…`; null: none (announcements).' }),
    read: z.boolean(),
    createdAt: isoTime().meta({ description: 'When it arrived (an announcement: when it started to be shown).' }),
  })
  .meta({ id: 'InboxMessage' });
export type MessageDto = z.infer<typeof messageDtoSchema>;

declare module '../user-events' {
  interface UserEvents {
    /** A new inbox message, rendered in the recipient's language (messaging pushes it). */
    'message:new': MessageDto;
  }
}

/** `GET /messages/unread-count`: unread messages, in all and by category. */
export const unreadCountDtoSchema = z.object({
  total: count(),
  byCategory: z
    .object(
      Object.fromEntries(MESSAGE_CATEGORIES.map((c) => [c, count()])) as Record<
        (typeof MESSAGE_CATEGORIES)[number],
        ReturnType<typeof count>
      >,
    )
    .meta({ description: 'Every category, 0 when none is unread.' }),
});
export type UnreadCountDto = z.infer<typeof unreadCountDtoSchema>;

/** `POST /messages/read-all`: how many messages it marked read. */
export const readAllDtoSchema = z.object({ updated: count() });

/** `DELETE /messages`, `DELETE /messages/:id`: how many messages were deleted (announcements hidden). */
export const deletedMessagesDtoSchema = z.object({ deleted: count() });
