import { z } from 'zod';
import { isCode } from '../validators';

/** `''` counts as "not given" (forms send empty fields). */
const optional = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === '' ? undefined : v), schema.optional());

/**
 * Re-authentication for changes a stolen session must not make alone (issue #24): changing the
 * phone, requesting the account's deletion. Either the current password, or a code sent to the
 * account's current phone or e-mail (purpose `reauth` for a phone change, `delete` for deletion).
 * The server says which is missing (`auth.reauth.required`); an account with neither a password nor
 * a bound phone/e-mail proves itself by a session started within the last 10 minutes.
 */
export const reauthShape = {
  currentPassword: optional(z.string({ error: 'v.type.invalid' }).max(128, { message: 'v.too_long' })),
  currentCode: optional(
    z
      .string({ error: 'v.type.invalid' })
      .trim()
      .refine((s) => isCode(s), { message: 'v.code.invalid' }),
  ),
};

export type ReauthInput = { currentPassword?: string; currentCode?: string };
