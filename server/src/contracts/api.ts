import type { z } from 'zod';
import type { authResultDtoSchema, codeSentDtoSchema } from './schemas/auth';
import type { deletionRequestDtoSchema, userDtoSchema } from './schemas/profile';
import type { areaNodeSchema, initDtoSchema, outboxItemSchema, uploadDtoSchema } from './schemas/reference';

/** Envelope codes (API.md "Envelope and codes"). */
export const ResponseCode = {
  OK: 1,
  FAIL: 0,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  TOO_MANY: 429,
  SESSION_EXPIRED: -201,
  SESSION_REVOKED: -202,
  ACCOUNT_DISABLED: -203,
  SERVER_ERROR: 500,
} as const;

export type ResponseCode = (typeof ResponseCode)[keyof typeof ResponseCode];

/** Every JSON response body. */
export interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

/** One entry of `data.errors` on a code-0 validation failure; `field` is a dotted path, '' for the whole body. */
export interface FieldError {
  field: string;
  msg: string;
}

/** List routes: `page` from 1, `limit` default 20, max 100. */
export interface Paged<T> {
  items: T[];
  page: number;
  limit: number;
  total: number;
  hasMore: boolean;
}

/** The paging envelope for one page of `items` out of `total` (every list route answers with it). */
export function paged<T>(items: T[], q: { page: number; limit: number }, total: number): Paged<T> {
  return { items, page: q.page, limit: q.limit, total, hasMore: q.page * q.limit < total };
}

export const GENDERS = ['male', 'female', 'secret'] as const;
export type Gender = (typeof GENDERS)[number];

export const ROLES = ['admin', 'volunteer', 'author', 'advertiser', 'customer_service'] as const;
export type Role = (typeof ROLES)[number];

/*
 * The answer types below are inferred from their zod schemas (schemas/profile.ts, schemas/auth.ts,
 * schemas/reference.ts), which the API document is built from. Only types are imported here: this
 * file is part of the H5 app's first load and must not pull zod in with it (issue #25).
 */

/** The user as the API shows it to its owner (masked phone and e-mail). */
export type UserDto = z.infer<typeof userDtoSchema>;

export const DELETION_STATUSES = ['submitted', 'under_review', 'deleted', 'rejected', 'cancelled'] as const;
export type DeletionStatus = (typeof DELETION_STATUSES)[number];

export type DeletionRequestDto = z.infer<typeof deletionRequestDtoSchema>;

/** Province → city → district tree (`GET /common/areas`). */
export type AreaNode = z.infer<typeof areaNodeSchema>;

/** `GET /common/init`. */
export type InitDto = z.infer<typeof initDtoSchema>;

/** Uploaded image info. */
export type UploadDto = z.infer<typeof uploadDtoSchema>;

export type AuthResultDto = z.infer<typeof authResultDtoSchema>;

/** `POST /auth/codes`: seconds until a resend is allowed. */
export type CodeSentDto = z.infer<typeof codeSentDtoSchema>;

/** `GET /dev/outbox` item (newest last). */
export type OutboxItem = z.infer<typeof outboxItemSchema>;

/** The app's version (`GET /common/init`, the API document). */
export const APP_VERSION = '1.0.1';
/** Its version code (SPEC §9). */
export const APP_VERSION_CODE = 101;
