import type { Language } from './language';

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

export interface UserDto {
  id: string;
  nickname: string;
  avatar: string | null;
  background: string | null;
  gender: Gender;
  /** Masked, e.g. 138****8000. */
  phone: string | null;
  /** Masked, e.g. a***@x.com. */
  email: string | null;
  /** YYYY-MM-DD. */
  birthday: string | null;
  bio: string | null;
  region: string | null;
  city: string | null;
  roles: Role[];
  hasPassword: boolean;
  /** ISO 8601. */
  createdAt: string;
}

export const DELETION_STATUSES = ['submitted', 'under_review', 'deleted', 'rejected', 'cancelled'] as const;
export type DeletionStatus = (typeof DELETION_STATUSES)[number];

export interface DeletionRequestDto {
  id: string;
  status: DeletionStatus;
  reason: string;
  rejectReason: string | null;
  createdAt: string;
  decidedAt: string | null;
}

/** Province → city → district tree (`GET /common/areas`). */
export interface AreaNode {
  code: string;
  name: string;
  children?: AreaNode[];
}

/** `GET /common/init`. */
export interface InitDto {
  version: '1.0.1';
  versionCode: 101;
  languages: { code: Language; id: 1 | 2 | 3; name: string }[];
  /** Shelf status. */
  app_type: number;
  theme: string;
  currency: { code: string; symbol: string };
  oauthProviders: { name: string; label: string }[];
  __token__: string;
}

/** Uploaded image info. */
export interface UploadDto {
  url: string;
  fullurl: string;
}

export interface AuthResultDto {
  token: string;
  user: UserDto;
}

/** `POST /auth/codes`: seconds until a resend is allowed. */
export interface CodeSentDto {
  cooldown: number;
}

/** `GET /dev/outbox` item (newest last). */
export interface OutboxItem {
  to: string;
  channel: 'sms' | 'email';
  body: string;
  createdAt: string;
}

/** The app's version (`GET /common/init`, the API document). */
export const APP_VERSION = '1.0.1';
