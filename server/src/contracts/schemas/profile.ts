import { z } from 'zod';
import { DELETION_STATUSES, GENDERS, ROLES } from '../api';
import { assetPath, maxChars, requiredText } from './common';
import { reauthShape } from './reauth';
import { id, isoDay, isoTime } from './wire';

export const NICKNAME_MAX = 20;
export const BIO_MAX = 200;
export const REGION_MAX = 64;
export const DELETION_REASON_MAX = 500;

/** Trimmed nickname of 1–20 characters; blank → v.nickname.required. */
export function nickname() {
  return requiredText('v.nickname.required').refine(...maxChars(NICKNAME_MAX, 'v.nickname.too_long'));
}

const DAY_MS = 86_400_000;
/** Hours ahead of UTC in the most advanced time zone (Line Islands, UTC+14). */
const MAX_UTC_OFFSET_MS = 14 * 3_600_000;

/**
 * A `YYYY-MM-DD` calendar date from 1900-01-01 up to today. "Today" is taken in UTC+14, the
 * earliest time zone, so that a user anywhere may pick their own local date.
 */
export function isBirthday(v: unknown, now: number = Date.now()): boolean {
  if (typeof v !== 'string') return false;
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(v);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const time = Date.UTC(y, mo - 1, d);
  const date = new Date(time);
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== mo - 1 || date.getUTCDate() !== d) return false;
  const latestToday = Math.floor((now + MAX_UTC_OFFSET_MS) / DAY_MS) * DAY_MS;
  return y >= 1900 && time <= latestToday;
}

const shortText = (max: number) =>
  z
    .string({ error: 'v.type.invalid' })
    .trim()
    .refine(...maxChars(max))
    .nullable();

/** `PATCH /me`: every field optional, at least one present; `null` clears a nullable field. */
export const updateProfileSchema = z
  .object({
    nickname: nickname().optional(),
    gender: z.enum(GENDERS, { error: 'v.gender.invalid' }).optional(),
    birthday: z
      .string({ error: 'v.birthday.invalid' })
      .refine((s) => isBirthday(s), { message: 'v.birthday.invalid' })
      .nullable()
      .optional(),
    bio: z
      .string({ error: 'v.type.invalid' })
      .trim()
      .refine(...maxChars(BIO_MAX, 'v.bio.too_long'))
      .nullable()
      .optional(),
    region: shortText(REGION_MAX).optional(),
    city: shortText(REGION_MAX).optional(),
    avatar: assetPath().nullable().optional(),
    background: assetPath().nullable().optional(),
  })
  .refine((v) => Object.values(v).some((x) => x !== undefined), { message: 'v.nothing_to_update' });

export type UpdateProfileInput = z.infer<typeof updateProfileSchema>;

/** `POST /me/deletion`: consent, a reason, and re-authentication (reauth.ts). */
export const deletionRequestSchema = z.object({
  agree: z.literal(true, { error: 'v.deletion.agree_required' }),
  reason: requiredText('v.deletion.reason_required').refine(...maxChars(DELETION_REASON_MAX)),
  ...reauthShape,
});

export type DeletionRequestInput = z.infer<typeof deletionRequestSchema>;

/** The user as the API shows it to its owner (`GET /me`, login, register, profile changes). */
export const userDtoSchema = z
  .object({
    id: id(),
    nickname: z.string(),
    avatar: z.string().nullable().meta({ description: 'URL of the avatar (a 300×300 JPEG); null: none.' }),
    background: z.string().nullable().meta({ description: 'URL of the profile background; null: none.' }),
    gender: z.enum(GENDERS),
    /** Masked, e.g. 138****8000. */
    phone: z.string().nullable().meta({ description: 'Masked, e.g. `138****8000`; null: no phone bound.' }),
    /** Masked, e.g. a***@x.com. */
    email: z.string().nullable().meta({ description: 'Masked, e.g. `a***@x.com`; null: no e-mail bound.' }),
    /** YYYY-MM-DD. */
    birthday: isoDay().nullable(),
    bio: z.string().nullable(),
    region: z.string().nullable(),
    city: z.string().nullable(),
    roles: z.array(z.enum(ROLES)),
    hasPassword: z.boolean().meta({ description: 'False for an account made by third-party login that never set a password.' }),
    /** ISO 8601. */
    createdAt: isoTime(),
  })
  .meta({ id: 'User' });

/** `POST /me/avatar`: the user with the new avatar, and the stored image's URLs. */
export const avatarResultDtoSchema = userDtoSchema
  .extend({
    url: z.string().meta({ description: 'The new avatar as the API serves it (the same value as `avatar`).' }),
    fullurl: z.string().meta({ description: 'The new avatar as an absolute URL.' }),
  })
  .meta({ id: 'AvatarResult' });
export type AvatarResultDto = z.infer<typeof avatarResultDtoSchema>;

/** An account-deletion application as its applicant sees it. */
export const deletionRequestDtoSchema = z
  .object({
    id: id(),
    status: z.enum(DELETION_STATUSES),
    reason: z.string(),
    rejectReason: z.string().nullable().meta({ description: 'The admin’s reason when `status` is `rejected`.' }),
    createdAt: isoTime(),
    decidedAt: isoTime().nullable().meta({ description: 'When it was deleted, rejected or cancelled; null while open.' }),
  })
  .meta({ id: 'DeletionRequest' });

/** Admins' list of open applications adds whose account it is. */
export const adminDeletionRequestDtoSchema = deletionRequestDtoSchema.extend({ userId: id() }).meta({ id: 'AdminDeletionRequest' });
export type AdminDeletionRequestDto = z.infer<typeof adminDeletionRequestDtoSchema>;
