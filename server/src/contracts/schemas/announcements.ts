import { z } from 'zod';
import { LANGUAGES, type Language } from '../language';
import { fieldError, maxChars, pagingSchema, requiredText } from './common';
import { count, id, isoTime } from './wire';

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

export const ANNOUNCEMENT_STATES = ['scheduled', 'active', 'ended', 'withdrawn'] as const;
export type AnnouncementState = (typeof ANNOUNCEMENT_STATES)[number];

/** A text in every interface language, as stored. */
const textPerLanguage = z.object(Object.fromEntries(LANGUAGES.map((l) => [l, z.string()])) as Record<Language, z.ZodString>);

/** An announcement as admins list it (every language). */
export const announcementAdminDtoSchema = z
  .object({
    id: id(),
    title: textPerLanguage,
    body: textPerLanguage,
    startsAt: isoTime().nullable().meta({ description: 'When it starts to be shown; null: from publication.' }),
    endsAt: isoTime().nullable().meta({ description: 'When it stops being shown; null: until withdrawn.' }),
    state: z.enum(ANNOUNCEMENT_STATES),
    /** How many users have read it. */
    readCount: count().meta({ description: 'How many users have read it.' }),
    withdrawnAt: isoTime().nullable(),
    createdAt: isoTime(),
  })
  .meta({ id: 'Announcement' });
export type AnnouncementAdminDto = z.infer<typeof announcementAdminDtoSchema>;
