import type { FieldError } from '@contracts/api';
import type { MessageKey, MessageParams } from '../i18n/i18n';

/** The codes of API.md. A domain error carries one of these, never an HTTP status. */
export enum AppCode {
  Ok = 1,
  Fail = 0,
  Unauthorized = 401,
  Forbidden = 403,
  NotFound = 404,
  TooMany = 429,
  SessionExpired = -201,
  SessionRevoked = -202,
  AccountDisabled = -203,
  ServerError = 500,
}

/** The HTTP status that goes with each code (exhaustive: adding a code without a status fails to compile). */
export function httpStatusOf(code: AppCode): number {
  switch (code) {
    case AppCode.Ok:
    case AppCode.Fail:
      return 200;
    case AppCode.Unauthorized:
    case AppCode.SessionExpired:
    case AppCode.SessionRevoked:
    case AppCode.AccountDisabled:
      return 401;
    case AppCode.Forbidden:
      return 403;
    case AppCode.NotFound:
      return 404;
    case AppCode.TooMany:
      return 429;
    case AppCode.ServerError:
      return 500;
  }
}

/**
 * An error the user is meant to see: a code, a message key (rendered in the request's language)
 * and optional data (e.g. field errors, a cooldown).
 */
export class AppException extends Error {
  constructor(
    readonly code: AppCode,
    readonly key: MessageKey,
    readonly params?: MessageParams,
    readonly data?: Record<string, unknown> & { errors?: FieldError[] },
  ) {
    super(key);
  }

  /** A business refusal (code 0). */
  static fail(key: MessageKey, params?: MessageParams, data?: AppException['data']) {
    return new AppException(AppCode.Fail, key, params, data);
  }
  /** A refusal tied to one field of the form. */
  static field(field: string, key: MessageKey, params?: MessageParams) {
    return new AppException(AppCode.Fail, key, params, { errors: [{ field, msg: key }] });
  }
  static notFound() {
    return new AppException(AppCode.NotFound, 'e.not_found');
  }
  static forbidden(key: MessageKey = 'e.forbidden') {
    return new AppException(AppCode.Forbidden, key);
  }
  static unauthorized() {
    return new AppException(AppCode.Unauthorized, 'e.unauthorized');
  }
  static tooMany() {
    return new AppException(AppCode.TooMany, 'e.too_many');
  }
}
