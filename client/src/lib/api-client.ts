import { ResponseCode, type Envelope, type FieldError } from '@contracts/api';
import type { Language } from '@contracts/language';
import { currentDevice, type DeviceInfo } from '@client/lib/device';
import { getCurrentLocale, LOCALE_INFO } from '@client/lib/language';
import { session as defaultSession, type Session } from '@client/lib/session';

/**
 * The request layer of SPEC §7–9 and API.md: one envelope `{code, msg, data}`, the anti-forgery
 * `__token__` rotation, the code and HTTP-status catalogue, a delayed spinner and a time-out.
 * UI side effects (toasts, spinner, navigation) are injected so the logic runs in unit tests.
 */

export const API_BASE = '/api/v1';
/** SPEC §9: network time-out. */
export const REQUEST_TIMEOUT_MS = 60_000;
/** SPEC §9: the spinner appears only when a request takes longer than this. */
export const LOADING_DELAY_MS = 800;
/** SPEC §9: default toast duration. */
export const TOAST_MS = 1500;
export const CSRF_HEADER = '__token__';
export const NETWORK_ERROR_EVENT = 'network-error';

const SESSION_END_CODES: ReadonlySet<number> = new Set([
  ResponseCode.SESSION_EXPIRED,
  ResponseCode.SESSION_REVOKED,
  ResponseCode.ACCOUNT_DISABLED,
]);

export type { Envelope, FieldError };

/** A message for the user: an i18n key, or text the server already localised. */
export type UiMessage = { key: string; params?: Record<string, string | number> } | { text: string };

export type NetworkErrorDetail = { status: number; message: UiMessage };

export type ApiUi = {
  toast(message: UiMessage, durationMs: number): void;
  showLoading(message: UiMessage): void;
  hideLoading(): void;
  /** raises the `network-error` window event */
  networkError(detail: NetworkErrorDetail): void;
  /** session ended: go to the login page (carrying the current page as redirect) */
  goLogin(): void;
};

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type QueryValue = string | number | boolean | null | undefined;

export type RequestOptions = {
  method?: HttpMethod;
  query?: Record<string, QueryValue>;
  body?: unknown;
  headers?: Record<string, string>;
  /** sent as `Idempotency-Key` (order creation, payment) */
  idempotencyKey?: string;
  /** show the delayed 'requesting' spinner; default true */
  loading?: boolean;
  /** no generic toasts for HTTP/transport errors (the caller reports); session handling stays */
  quiet?: boolean;
  signal?: AbortSignal;
  timeoutMs?: number;
};

export type ApiErrorKind = 'auth' | 'forbidden' | 'rate' | 'http' | 'network' | 'timeout' | 'aborted';

/** A failed request the client has already reported to the user (unless `quiet`). */
export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly status: number;
  readonly code: number | null;
  constructor(kind: ApiErrorKind, status: number, code: number | null, message: string) {
    super(message);
    this.name = 'ApiError';
    this.kind = kind;
    this.status = status;
    this.code = code;
  }
}

/** A business refusal (code 0, or any code other than 1) that a page shows itself. */
export class BusinessError extends Error {
  readonly code: number;
  readonly fieldErrors: FieldError[];
  readonly data: unknown;
  constructor(envelope: Envelope<unknown>) {
    super(envelope.msg);
    this.name = 'BusinessError';
    this.code = envelope.code;
    this.data = envelope.data;
    this.fieldErrors = readFieldErrors(envelope.data);
  }
}

/** A 404 answer: the thing does not exist or is someone else's (API.md) — say so, no retry. */
export function isNotFound(error: unknown): boolean {
  if (error instanceof ApiError) return error.status === 404;
  // A link whose id is not even well-formed (cut short when pasted) names nothing either.
  return error instanceof BusinessError && error.fieldErrors.some((e) => e.field === 'id');
}

export function readFieldErrors(data: unknown): FieldError[] {
  if (!data || typeof data !== 'object') return [];
  const errors = (data as { errors?: unknown }).errors;
  if (!Array.isArray(errors)) return [];
  return errors.filter(
    (e): e is FieldError =>
      !!e && typeof e === 'object' && typeof (e as FieldError).field === 'string' && typeof (e as FieldError).msg === 'string',
  );
}

/** Returns `data` of a successful envelope; throws BusinessError otherwise. */
export function unwrap<T>(envelope: Envelope<T>): T {
  if (envelope.code !== ResponseCode.OK) throw new BusinessError(envelope);
  return envelope.data;
}

function isEnvelope(value: unknown): value is Envelope<unknown> {
  return !!value && typeof value === 'object' && typeof (value as { code?: unknown }).code === 'number';
}

/** SPEC §8 HTTP status toasts: the i18n key for a status. */
export function statusMessageKey(status: number): string {
  switch (status) {
    case 400:
    case 401:
    case 403:
    case 404:
    case 408:
    case 500:
    case 501:
    case 502:
    case 503:
    case 504:
    case 505:
      return `errors.http.${status}`;
    default:
      return 'errors.http.other';
  }
}

function isCsrfRefusal(envelope: Envelope<unknown>): boolean {
  return envelope.code === ResponseCode.FAIL && readFieldErrors(envelope.data)[0]?.field === CSRF_HEADER;
}

export type ApiClientDeps = {
  fetch: (input: string, init: RequestInit) => Promise<Response>;
  baseUrl?: string;
  session: Pick<Session, 'getToken' | 'getUser' | 'getSid' | 'logout'>;
  language: () => { code: Language; id: number };
  device: () => DeviceInfo;
  ui: ApiUi;
  timeoutMs?: number;
  loadingDelayMs?: number;
};

export type ApiClient = ReturnType<typeof createApiClient>;

export function createApiClient(deps: ApiClientDeps) {
  const baseUrl = deps.baseUrl ?? API_BASE;
  let csrfToken: string | null = null;

  // the delayed spinner, shared by all requests in flight
  let spinnerUsers = 0;
  let spinnerShown = false;

  const rememberCsrf = (response: Response, path: string, body: unknown) => {
    const fromHeader = response.headers.get(CSRF_HEADER);
    if (fromHeader) csrfToken = fromHeader;
    if (path.startsWith('/common/init') && isEnvelope(body)) {
      const data = body.data as { __token__?: unknown } | null;
      if (data && typeof data.__token__ === 'string' && data.__token__) csrfToken = data.__token__;
    }
  };

  const buildUrl = (path: string, query?: Record<string, QueryValue>) => {
    const url = /^https?:\/\//.test(path) ? path : `${baseUrl}${path.startsWith('/') ? path : `/${path}`}`;
    if (!query) return url;
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(query)) {
      if (value === undefined || value === null) continue;
      params.append(key, String(value));
    }
    const qs = params.toString();
    if (!qs) return url;
    return `${url}${url.includes('?') ? '&' : '?'}${qs}`;
  };

  const buildHeaders = (method: HttpMethod, opts: RequestOptions, isForm: boolean): Record<string, string> => {
    const token = deps.session.getToken() ?? '';
    const user = deps.session.getUser();
    const lang = deps.language();
    const device = deps.device();
    const headers: Record<string, string> = {
      Accept: 'application/json',
      'X-Requested-With': 'XMLHttpRequest',
      token,
      'user-token': token,
      language: lang.code,
      'language-id': String(lang.id),
      platform: 'h5',
      model: device.model,
      brand: device.brand,
      sid: deps.session.getSid(),
    };
    if (user?.id !== undefined && user.id !== null) headers.uid = String(user.id);
    if (!token) {
      delete headers.token;
      headers['user-token'] = '';
    }
    if (method !== 'GET' && !isForm && opts.body !== undefined) headers['Content-Type'] = 'application/json';
    if (method !== 'GET' && csrfToken) headers[CSRF_HEADER] = csrfToken;
    if (opts.idempotencyKey) headers['Idempotency-Key'] = opts.idempotencyKey;
    return { ...headers, ...opts.headers };
  };

  const report = (opts: RequestOptions, status: number, message: UiMessage) => {
    if (!opts.quiet) deps.ui.toast(message, TOAST_MS);
    if (status !== 401) deps.ui.networkError({ status, message: { key: 'errors.serverBusy' } });
  };

  const endSession = (message: UiMessage) => {
    deps.session.logout();
    deps.ui.toast(message, TOAST_MS);
    deps.ui.goLogin();
  };

  async function send(path: string, opts: RequestOptions): Promise<{ response: Response; body: unknown }> {
    const method = opts.method ?? 'GET';
    const isForm = typeof FormData !== 'undefined' && opts.body instanceof FormData;
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(
      () => {
        timedOut = true;
        controller.abort();
      },
      opts.timeoutMs ?? deps.timeoutMs ?? REQUEST_TIMEOUT_MS,
    );
    const onCallerAbort = () => controller.abort();
    if (opts.signal) {
      if (opts.signal.aborted) controller.abort();
      else opts.signal.addEventListener('abort', onCallerAbort, { once: true });
    }
    try {
      let payload: BodyInit | undefined;
      if (opts.body !== undefined && method !== 'GET') {
        payload = isForm ? (opts.body as FormData) : JSON.stringify(opts.body);
      }
      const response = await deps.fetch(buildUrl(path, opts.query), {
        method,
        headers: buildHeaders(method, opts, isForm),
        body: payload,
        signal: controller.signal,
        credentials: 'same-origin',
      });
      let body: unknown = null;
      const text = await response.text();
      if (text) {
        try {
          body = JSON.parse(text);
        } catch {
          body = null;
        }
      }
      rememberCsrf(response, path, body);
      return { response, body };
    } catch (error) {
      if (timedOut) {
        report(opts, 408, { key: 'errors.http.408' });
        throw new ApiError('timeout', 408, null, 'request timed out');
      }
      if (opts.signal?.aborted) throw new ApiError('aborted', 0, null, 'aborted');
      // offline (issue #35): the offline banner says what needs a connection, not the "server busy" bar
      if (typeof navigator !== 'undefined' && navigator.onLine === false) {
        if (!opts.quiet) deps.ui.toast({ key: 'errors.networkRequest' }, TOAST_MS);
      } else report(opts, 0, { key: 'errors.networkRequest' });
      throw new ApiError('network', 0, null, error instanceof Error ? error.message : 'network error');
    } finally {
      clearTimeout(timer);
      opts.signal?.removeEventListener('abort', onCallerAbort);
    }
  }

  function interpret<T>(response: Response, body: unknown, opts: RequestOptions): Envelope<T> {
    const status = response.status;
    if (isEnvelope(body)) {
      const code = body.code;
      const serverMsg = typeof body.msg === 'string' ? body.msg : '';
      if (code === ResponseCode.OK || code === ResponseCode.FAIL) return body as Envelope<T>;
      if (code === ResponseCode.UNAUTHORIZED) {
        endSession({ key: 'errors.http.401' });
        throw new ApiError('auth', status, code, serverMsg);
      }
      if (SESSION_END_CODES.has(code)) {
        endSession({ key: 'errors.loginExpired' });
        throw new ApiError('auth', status, code, serverMsg);
      }
      if (code === ResponseCode.FORBIDDEN) {
        report(opts, status, serverMsg ? { text: serverMsg } : { key: 'errors.http.403' });
        throw new ApiError('forbidden', status, code, serverMsg);
      }
      if (code === ResponseCode.TOO_MANY) {
        report(opts, status, serverMsg ? { text: serverMsg } : { key: 'errors.tooFast' });
        throw new ApiError('rate', status, code, serverMsg);
      }
      if (status === 200) return body as Envelope<T>;
      report(opts, status, { key: statusMessageKey(status) });
      throw new ApiError('http', status, code, serverMsg);
    }
    if (status === 401) {
      endSession({ key: 'errors.http.401' });
      throw new ApiError('auth', status, null, '');
    }
    if (status === 429) {
      report(opts, status, { key: 'errors.tooFast' });
      throw new ApiError('rate', status, null, '');
    }
    if (!response.ok) {
      report(opts, status, { key: statusMessageKey(status) });
      throw new ApiError('http', status, null, '');
    }
    // a 2xx answer that is not an envelope
    report(opts, status, { key: 'errors.networkRequest' });
    throw new ApiError('http', status, null, 'malformed response');
  }

  function startSpinner(opts: RequestOptions): () => void {
    if (opts.loading === false) return () => undefined;
    spinnerUsers += 1;
    const timer = setTimeout(() => {
      if (!spinnerShown && spinnerUsers > 0) {
        spinnerShown = true;
        deps.ui.showLoading({ key: 'common.requesting' });
      }
    }, deps.loadingDelayMs ?? LOADING_DELAY_MS);
    return () => {
      clearTimeout(timer);
      spinnerUsers -= 1;
      if (spinnerUsers === 0 && spinnerShown) {
        spinnerShown = false;
        deps.ui.hideLoading();
      }
    };
  }

  async function request<T>(path: string, opts: RequestOptions = {}): Promise<Envelope<T>> {
    const stop = startSpinner(opts);
    try {
      let { response, body } = await send(path, opts);
      const method = opts.method ?? 'GET';
      if (method !== 'GET' && isEnvelope(body) && isCsrfRefusal(body)) {
        // the refusal carried a fresh token: one retry with it
        ({ response, body } = await send(path, opts));
      }
      return interpret<T>(response, body, opts);
    } finally {
      stop();
    }
  }

  return {
    request,
    get: <T>(path: string, opts: Omit<RequestOptions, 'method' | 'body'> = {}) => request<T>(path, { ...opts, method: 'GET' }),
    post: <T>(path: string, body?: unknown, opts: Omit<RequestOptions, 'method' | 'body'> = {}) =>
      request<T>(path, { ...opts, method: 'POST', body: body ?? {} }),
    put: <T>(path: string, body?: unknown, opts: Omit<RequestOptions, 'method' | 'body'> = {}) =>
      request<T>(path, { ...opts, method: 'PUT', body: body ?? {} }),
    patch: <T>(path: string, body?: unknown, opts: Omit<RequestOptions, 'method' | 'body'> = {}) =>
      request<T>(path, { ...opts, method: 'PATCH', body: body ?? {} }),
    delete: <T>(path: string, body?: unknown, opts: Omit<RequestOptions, 'method' | 'body'> = {}) =>
      request<T>(path, { ...opts, method: 'DELETE', body }),
    /** the latest anti-forgery token (for diagnostics and tests) */
    getCsrfToken: () => csrfToken,
    setCsrfToken: (token: string | null) => {
      csrfToken = token;
    },
  };
}

/* ---------------------------------------------------------------------------------------------- */
/* The app-wide instance. Its UI handlers are no-ops until the app installs real ones at start-up. */

const noopUi: ApiUi = {
  toast: () => undefined,
  showLoading: () => undefined,
  hideLoading: () => undefined,
  networkError: () => undefined,
  goLogin: () => undefined,
};

let installedUi: ApiUi = noopUi;

/** Called once by the app shell with antd-mobile toasts and router navigation. */
export function installApiUi(ui: ApiUi): void {
  installedUi = ui;
}

/** The UI handlers the app installed (no-ops before start-up). */
export function installedApiUi(): ApiUi {
  return delegatingUi;
}

const delegatingUi: ApiUi = {
  toast: (message, ms) => installedUi.toast(message, ms),
  showLoading: (message) => installedUi.showLoading(message),
  hideLoading: () => installedUi.hideLoading(),
  networkError: (detail) => installedUi.networkError(detail),
  goLogin: () => installedUi.goLogin(),
};

export const api = createApiClient({
  fetch: (input, init) => globalThis.fetch(input, init),
  session: defaultSession,
  language: () => {
    const info = LOCALE_INFO[getCurrentLocale()];
    return { code: info.server, id: info.id };
  },
  device: currentDevice,
  ui: delegatingUi,
});
