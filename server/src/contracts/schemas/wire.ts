import { z } from 'zod';

/**
 * The shapes every answer shares (API.md "Envelope and codes", "Paging"), and the building blocks
 * of the answer schemas in the other contract files: the API document (openapi.ts) and the tests'
 * contract check read these, and the TypeScript types are inferred from them.
 */

/** An instant as the API writes it: ISO 8601 with its offset (`toISOString()` gives `Z`). */
export const isoTime = () => z.iso.datetime({ offset: true });
/** A calendar day, `YYYY-MM-DD`. */
export const isoDay = () => z.iso.date();
/** A row id. */
export const id = () => z.uuid();
/** Money in the smallest unit of the currency (fen / cents), as stored and charged. */
export const cents = () => z.int().min(0);
/** A count or a position. */
export const count = () => z.int().min(0);

/** One entry of `data.errors` on a code-0 refusal; `field` is a dotted path, '' for the whole body. */
export const fieldErrorSchema = z.object({ field: z.string(), msg: z.string() }).meta({ id: 'FieldError' });

/** One page of a list route: `page` from 1, `limit` default 20 and at most 100. */
export function pagedOf<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), page: z.int().min(1), limit: z.int().min(1).max(100), total: count(), hasMore: z.boolean() });
}

/** The success envelope around a route's `data`. */
export function envelopeOf<T extends z.ZodType>(data: T) {
  return z.object({ code: z.literal(1), msg: z.string(), data });
}

/**
 * What a refusal or an error carries in `data`: nothing, field errors, a request id (5xx) or a
 * fact the client acts on (a resend cooldown, the remaining stock, an order's status).
 */
const failureData = z.union([
  z.null(),
  z.looseObject({ errors: z.array(fieldErrorSchema).optional(), requestId: z.string().optional() }),
]);

function failureOf<C extends readonly [number, ...number[]]>(id: string, description: string, codes: C) {
  const code = codes.length === 1 ? z.literal(codes[0]) : z.union(codes.map((c) => z.literal(c)));
  return z.object({ code, msg: z.string().meta({ description: 'Localised, shown to the user as it is.' }), data: failureData }).meta({ id, description });
}

/** The error envelopes, by HTTP status (API.md's code table). */
export const failureSchemas = {
  200: failureOf('Refusal', 'A business rule refused the request (code 0): `msg` says why, `data.errors` lists field errors.', [0]),
  401: failureOf('Unauthorized', 'No or unknown token (401), session expired (-201), revoked (-202), account disabled or deleted (-203).', [
    401, -201, -202, -203,
  ]),
  403: failureOf('Forbidden', 'Logged in but not allowed.', [403]),
  404: failureOf('NotFound', 'No such resource (also someone else’s: its existence is never revealed).', [404]),
  429: failureOf('TooManyRequests', 'Too many requests; `msg` says when to retry.', [429]),
  500: failureOf('ServerError', 'Unexpected; `data.requestId` names the request in the logs.', [500]),
  503: failureOf('Unavailable', 'The database or Redis is out of reach for a moment; retry after `Retry-After` seconds.', [500]),
} as const;
export type FailureStatus = keyof typeof failureSchemas;
