import { z } from 'zod';
import type { MessageKey } from '../messages';
import { codePointLength, inRange, isUrl } from '../validators';

/**
 * Error function for a field's base type: a missing value (undefined or null) gets
 * `missingKey`, anything else of the wrong type `v.type.invalid`, a value outside an
 * enum or literal `v.enum.invalid`.
 */
export function fieldError(missingKey: MessageKey = 'v.required') {
  return (issue: { input?: unknown; code?: string }): MessageKey => {
    if (issue.input === undefined || issue.input === null) return missingKey;
    return issue.code === 'invalid_value' ? 'v.enum.invalid' : 'v.type.invalid';
  };
}

/**
 * A required, trimmed string: missing or blank → `requiredKey`. Later checks still run on a
 * blank value but report after it, and `issuesToFieldErrors` keeps only the first error of a
 * field. (No `abort: true` on purpose: an explicit abort anywhere in an object also stops
 * the object's cross-field refinements, e.g. "passwords do not match".)
 */
export function requiredText(requiredKey: MessageKey = 'v.required') {
  return z
    .string({ error: fieldError(requiredKey) })
    .trim()
    .min(1, { message: requiredKey });
}

/**
 * Refinement: at most `max` characters, counted in Unicode code points (an emoji or a
 * rare CJK character counts once), reported as `key` with `{max}`.
 */
export function maxChars(max: number, key: MessageKey = 'v.too_long') {
  return [(s: string) => codePointLength(s) <= max, { message: key, params: { max } }] as const;
}

/**
 * A required whole number in [min, max], from a JSON number or a form's numeric string. A blank
 * string, null or a missing value is `v.required` — never 0 (`z.coerce.number` read `''` as 0, so a
 * blank price made a free plan or package); booleans and other text are `v.number.invalid`.
 */
export function wholeNumber(min: number, max: number) {
  return z.preprocess(
    (v) => (typeof v === 'string' ? (v.trim() === '' ? undefined : Number(v.trim())) : v === null ? undefined : v),
    z
      .number({ error: (issue) => (issue.input === undefined ? 'v.required' : 'v.number.invalid') })
      .refine((n) => Number.isInteger(n), { message: 'v.integer.invalid' })
      .refine((n) => n >= min && n <= max, { message: 'v.range', params: { min, max } }),
  );
}

/** `''` → undefined, so that an empty query parameter takes the default. */
const emptyToUndefined = (v: unknown): unknown => (v === '' ? undefined : v);

/** `?page=&limit=` from query strings: page ≥ 1 (default 1), limit 1–100 (default 20). */
export const pagingSchema = z.object({
  page: z.preprocess(
    emptyToUndefined,
    z.coerce.number({ error: 'v.page.invalid' }).int({ error: 'v.page.invalid' }).min(1, { error: 'v.page.invalid' }).default(1),
  ),
  limit: z.preprocess(
    emptyToUndefined,
    z.coerce
      .number({ error: 'v.number.invalid' })
      .refine((n) => Number.isInteger(n) && inRange(n, 1, 100), { message: 'v.range', params: { min: 1, max: 100 } })
      .default(20),
  ),
});

export type PagingInput = z.infer<typeof pagingSchema>;

/**
 * `:id` route parameter. Any 8-4-4-4-12 hex id is accepted (what PostgreSQL's uuid type
 * accepts), not only RFC 4122 variants, so test fixtures like …-000000000001 pass.
 */
export const uuidParamSchema = z.object({
  id: z.guid({ error: 'v.uuid.invalid' }),
});

export type UuidParam = z.infer<typeof uuidParamSchema>;

/** Characters never allowed in a stored file path or URL. */
const UNSAFE_PATH = /[\s"'<>\\`]|(?:^|\/)\.\.(?:\/|$)/;

/**
 * A file reference from the upload API: an http(s) URL or a path without a scheme
 * (`/uploads/a.jpg`, `uploads/a.jpg`); no whitespace, quotes, backslashes or `..` segments.
 */
export function isAssetPath(v: unknown): boolean {
  if (typeof v !== 'string' || v.length === 0 || UNSAFE_PATH.test(v)) return false;
  if (/^[A-Za-z][A-Za-z0-9+.-]*:/.test(v) || v.startsWith('//')) return isUrl(v);
  return true;
}

export const ASSET_PATH_MAX = 500;

/** A trimmed file path (see {@link isAssetPath}) of at most 500 characters. */
export function assetPath() {
  return z
    .string({ error: fieldError() })
    .trim()
    .min(1, { message: 'v.required' })
    .max(ASSET_PATH_MAX, { message: 'v.too_long' })
    .refine(isAssetPath, { message: 'v.path.invalid' });
}
