import type { z } from 'zod';
import { issuesToFieldErrors } from '../issues';
import { translate, type MessageKey, type MessageParams } from '../messages';

/*
 * Helpers for the schemas' own tests (*.spec.ts beside them): what a schema answers, in English,
 * and the field error a test expects.
 */

/** A message in English. */
export const enText = (key: MessageKey, params?: MessageParams) => translate(key, 'en-us', params);

/** The field errors a schema gives for an input (none when it passes). */
export function fieldErrors(schema: z.ZodType, input: unknown) {
  const r = schema.safeParse(input);
  return r.success ? [] : issuesToFieldErrors(r.error, 'en-us');
}

/** The field error a test expects: the field and the English message. */
export const fieldError = (field: string, key: MessageKey, params?: MessageParams) => ({ field, msg: enText(key, params) });
