import type { z } from 'zod';
import type { FieldError } from './api';
import type { Language } from './language';
import { isMessageKey, translate, type MessageKey, type MessageParams } from './messages';

type Issue = z.core.$ZodIssue;
type Path = readonly PropertyKey[];

interface Mapped {
  path: Path;
  key: MessageKey;
  params?: MessageParams;
}

/**
 * Turns a zod error into localised field errors. A catalogue key in `issue.message` is
 * translated with parameters taken from the issue (`{max}`, `{min}`, `{length}`, custom
 * `params`); zod's own issues are mapped to catalogue keys, so zod's English never reaches
 * a user. Only the first error of each field is kept (forms show one message per field).
 *
 * `input`, the value that was parsed, is optional: with it a missing value is recognised
 * exactly (→ v.required); without it zod's default "received undefined" wording is used.
 */
export function issuesToFieldErrors(error: z.core.$ZodError, lang: Language, input?: unknown): FieldError[] {
  const seen = new Set<string>();
  const out: FieldError[] = [];
  for (const m of error.issues.flatMap((issue) => mapIssue(issue, [], input))) {
    const field = m.path.map(String).join('.');
    if (seen.has(field)) continue;
    seen.add(field);
    out.push({ field, msg: translate(m.key, lang, m.params) });
  }
  return out;
}

/** The first message, for the envelope's `msg`; `fallback` when there is none. */
export function firstMessage(errors: readonly FieldError[], fallback = ''): string {
  return errors[0]?.msg ?? fallback;
}

function mapIssue(issue: Issue, prefix: Path, input: unknown): Mapped[] {
  const path = [...prefix, ...issue.path];
  if (isMessageKey(issue.message)) return [{ path, key: issue.message, ...paramsOf(issue) }];

  switch (issue.code) {
    case 'invalid_type':
      return [{ path, key: invalidTypeKey(issue, path, input) }];
    case 'too_big':
    case 'too_small':
      return [sizeIssue(issue, path)];
    case 'invalid_format':
      return [{ path, key: formatKey(issue.format) }];
    case 'invalid_value':
      return [{ path, key: 'v.enum.invalid' }];
    case 'not_multiple_of':
      return [{ path, key: 'v.number.invalid' }];
    case 'unrecognized_keys':
      return issue.keys.map((k) => ({ path: [...path, k], key: 'v.field.unknown' as const }));
    case 'invalid_union': {
      if (issue.discriminator !== undefined || issue.errors.length === 0) {
        return [{ path, key: issue.discriminator !== undefined ? 'v.enum.invalid' : 'v.invalid' }];
      }
      // The branch that came closest (fewest issues) explains the failure best.
      const best = issue.errors.reduce((a, b) => (b.length < a.length ? b : a));
      return best.flatMap((inner) => mapIssue(inner, path, input));
    }
    default:
      return [{ path, key: 'v.invalid' }];
  }
}

/** Parameters a catalogue message may use: bounds of size issues and custom `params`. */
function paramsOf(issue: Issue): { params?: MessageParams } {
  const params: MessageParams = {};
  if (issue.code === 'too_big') params[issue.exact ? 'length' : 'max'] = Number(issue.maximum);
  if (issue.code === 'too_small') params[issue.exact ? 'length' : 'min'] = Number(issue.minimum);
  if (issue.code === 'custom' && issue.params) {
    for (const [k, v] of Object.entries(issue.params)) {
      if (typeof v === 'string' || typeof v === 'number') params[k] = v;
    }
  }
  return Object.keys(params).length > 0 ? { params } : {};
}

function invalidTypeKey(issue: z.core.$ZodIssueInvalidType, path: Path, input: unknown): MessageKey {
  if (issue.expected === 'nonoptional' || isMissing(issue, path, input)) return 'v.required';
  switch (issue.expected) {
    case 'int':
      return 'v.integer.invalid';
    case 'number':
    case 'bigint':
    case 'nan':
      return 'v.number.invalid';
    case 'array':
    case 'tuple':
      return 'v.array.invalid';
    case 'date':
      return 'v.date.invalid';
    default:
      return 'v.type.invalid';
  }
}

/** Whether the value at `path` was absent (undefined or null). */
function isMissing(issue: z.core.$ZodIssueInvalidType, path: Path, input: unknown): boolean {
  if ('input' in issue) return issue.input === undefined || issue.input === null;
  if (input !== undefined) {
    let value: unknown = input;
    for (const segment of path) {
      if (value === null || typeof value !== 'object') return true;
      value = (value as Record<PropertyKey, unknown>)[segment];
    }
    return value === undefined || value === null;
  }
  return /received (?:undefined|null)$/.test(issue.message);
}

function sizeIssue(issue: z.core.$ZodIssueTooBig | z.core.$ZodIssueTooSmall, path: Path): Mapped {
  const big = issue.code === 'too_big';
  const bound = Number(big ? issue.maximum : issue.minimum);
  const lengthLike = issue.origin === 'string' || issue.origin === 'array' || issue.origin === 'set';
  if (lengthLike && issue.exact) return { path, key: 'v.length_exact', params: { length: bound } };
  if (issue.origin === 'string') {
    if (big) return { path, key: 'v.too_long', params: { max: bound } };
    return bound <= 1 ? { path, key: 'v.required' } : { path, key: 'v.too_short', params: { min: bound } };
  }
  if (issue.origin === 'array' || issue.origin === 'set') {
    if (big) return { path, key: 'v.too_many', params: { max: bound } };
    return bound <= 1 ? { path, key: 'v.required' } : { path, key: 'v.too_few', params: { min: bound } };
  }
  if (issue.origin === 'number' || issue.origin === 'int' || issue.origin === 'bigint') {
    const inclusive = issue.inclusive !== false;
    if (big) return { path, key: inclusive ? 'v.max' : 'v.lt', params: { max: bound } };
    return { path, key: inclusive ? 'v.min' : 'v.gt', params: { min: bound } };
  }
  if (issue.origin === 'date') return { path, key: 'v.date.invalid' };
  return { path, key: 'v.invalid' };
}

function formatKey(format: string): MessageKey {
  switch (format) {
    case 'email':
      return 'v.email.invalid';
    case 'url':
      return 'v.url.invalid';
    case 'uuid':
    case 'uuidv4':
    case 'uuidv6':
    case 'uuidv7':
    case 'guid':
      return 'v.uuid.invalid';
    case 'date':
    case 'datetime':
    case 'time':
      return 'v.date.invalid';
    default:
      return 'v.format.invalid';
  }
}
