import { z } from 'zod';
import { LANGUAGES, type Language } from '../language';
import { fieldError, maxChars, pagingSchema, requiredText } from './common';

export const ANNOUNCEMENT_TITLE_MAX = 100;
export const ANNOUNCEMENT_BODY_MAX = 2000;

/** A text in every interface language (each required). */
const perLanguage = (max: number) =>
  z.object(
    Object.fromEntries(LANGUAGES.map((l) => [l, requiredText().refine(...maxChars(max))])) as Record<
      Language,
      ReturnType<typeof requiredText>
    >,
    { error: fieldError() },
  );

/** An ISO 8601 date-time (with offset or Z); `''`/null → none. */
const optionalInstant = z.preprocess(
  (v) => (v === '' || v === null ? undefined : v),
  z.iso.datetime({ offset: true, error: 'v.date.invalid' }).optional(),
);

/** `POST /admin/announcements`. */
export const announcementCreateSchema = z
  .object({
    title: perLanguage(ANNOUNCEMENT_TITLE_MAX),
    body: perLanguage(ANNOUNCEMENT_BODY_MAX),
    startsAt: optionalInstant,
    endsAt: optionalInstant,
  })
  .refine((a) => !a.startsAt || !a.endsAt || Date.parse(a.endsAt) > Date.parse(a.startsAt), {
    message: 'v.announcement.ends_before_start',
    path: ['endsAt'],
  });
export type AnnouncementCreateInput = z.infer<typeof announcementCreateSchema>;

export const announcementAdminListSchema = pagingSchema;

export type AnnouncementState = 'scheduled' | 'active' | 'ended' | 'withdrawn';

/** An announcement as admins list it (every language). */
export interface AnnouncementAdminDto {
  id: string;
  title: Record<Language, string>;
  body: Record<Language, string>;
  startsAt: string | null;
  endsAt: string | null;
  state: AnnouncementState;
  /** How many users have read it. */
  readCount: number;
  withdrawnAt: string | null;
  createdAt: string;
}
