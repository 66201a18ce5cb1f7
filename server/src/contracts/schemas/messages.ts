import { z } from 'zod';
import { MESSAGE_CATEGORIES, type MessageCategory } from '../message-categories';
import { fieldError, pagingSchema } from './common';
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
export interface MessageDto {
  id: string;
  category: MessageCategory;
  title: string;
  body: string;
  link: string | null;
  read: boolean;
  createdAt: string;
}

declare module '../user-events' {
  interface UserEvents {
    /** A new inbox message, rendered in the recipient's language (messaging pushes it). */
    'message:new': MessageDto;
  }
}

export interface UnreadCountDto {
  total: number;
  byCategory: Record<MessageCategory, number>;
}
