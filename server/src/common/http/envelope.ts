import type { Envelope } from '@contracts/api';
import type { Language } from '@contracts/language';
import { ZodError } from 'zod';
import { issuesToFieldErrors } from '@contracts/issues';
import { AppCode, AppException, httpStatusOf } from '../errors/app.exception';
import { t, tStored, type MessageKey } from '../i18n/i18n';

export interface ErrorReply {
  status: number;
  body: Envelope<unknown>;
  /** True when the error is unexpected and must be logged with the request id. */
  unexpected: boolean;
}

/** Errors thrown by Fastify/Nest plumbing that carry a status code (body parse errors, 404 routes...). */
interface StatusError {
  statusCode?: number;
  status?: number;
  code?: string;
}

function statusOf(err: unknown): number | undefined {
  if (typeof err !== 'object' || err === null) return undefined;
  const e = err as StatusError & { getStatus?: () => number };
  if (typeof e.getStatus === 'function') return e.getStatus();
  const status = e.statusCode ?? e.status;
  // 401 / 403 speak about the caller's session (a 401 logs the H5 app out). Only Nest's HTTP
  // exceptions and our own AppException may say that; a library's error carrying an upstream
  // service's 401 (a payment provider rejecting our key) is our fault, not the caller's.
  if (status === 401 || status === 403) return undefined;
  return status;
}

/**
 * A store the request needed was out of reach for a moment (its connection was cut, it is
 * restarting, or the pool could not connect): PostgreSQL's connection-exception class (08…),
 * admin/crash shutdown and "cannot connect now" (57P01–57P03), too many connections (53300), the
 * driver's own words for a cut connection, and Node's network errors. A retry will work, so the
 * answer is 503 with Retry-After rather than a plain 500.
 */
const UNAVAILABLE_CODES = new Set(['57P01', '57P02', '57P03', '53300', 'ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT']);
const UNAVAILABLE_TEXT =
  /^(Connection terminated|timeout exceeded when trying to connect|Connection is closed|Client has encountered a connection error)/;

export function isUnavailable(err: unknown): boolean {
  if (typeof err !== 'object' || err === null) return false;
  const e = err as { code?: unknown; message?: unknown };
  if (typeof e.code === 'string' && (e.code.startsWith('08') || UNAVAILABLE_CODES.has(e.code))) return true;
  return typeof e.message === 'string' && UNAVAILABLE_TEXT.test(e.message);
}

/**
 * Maps any thrown value to the API envelope. The one place where errors become responses:
 * the Nest exception filter and Fastify's error handler both call it.
 */
export function toErrorReply(err: unknown, lang: Language): ErrorReply {
  if (err instanceof AppException) {
    const data = err.data ? { ...err.data } : null;
    if (data?.errors) data.errors = data.errors.map((e) => ({ field: e.field, msg: tStored(lang, e.msg, err.params) }));
    return {
      status: httpStatusOf(err.code),
      body: { code: err.code, msg: t(lang, err.key, err.params), data },
      unexpected: false,
    };
  }
  if (err instanceof ZodError) {
    const errors = issuesToFieldErrors(err, lang);
    return {
      status: 200,
      body: { code: AppCode.Fail, msg: errors[0]?.msg ?? t(lang, 'e.bad_request'), data: { errors } },
      unexpected: false,
    };
  }
  const status = statusOf(err);
  if (status === 404) return plain(AppCode.NotFound, 404, 'e.not_found', lang);
  if (status === 401) return plain(AppCode.Unauthorized, 401, 'e.unauthorized', lang);
  if (status === 403) return plain(AppCode.Forbidden, 403, 'e.forbidden', lang);
  if (status === 429) return plain(AppCode.TooMany, 429, 'e.too_many', lang);
  if (status === 413) return plain(AppCode.Fail, 200, 'e.payload_too_large', lang);
  if (status !== undefined && status >= 400 && status < 500) return plain(AppCode.Fail, 200, 'e.bad_request', lang);
  if (isUnavailable(err)) return { ...plain(AppCode.ServerError, 503, 'e.unavailable', lang), unexpected: true };
  return { ...plain(AppCode.ServerError, 500, 'e.server', lang), unexpected: true };
}

function plain(code: AppCode, status: number, key: MessageKey, lang: Language): ErrorReply {
  return { status, body: { code, msg: t(lang, key), data: null }, unexpected: false };
}
