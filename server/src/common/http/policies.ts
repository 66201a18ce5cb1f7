import type { FastifyRequest } from 'fastify';
import type { Envelope, Role } from '@contracts/api';
import type { Language } from '@contracts/language';
import type { z } from 'zod';
import type { Authenticator } from '../auth/authenticator';
import { AppCode, AppException } from '../errors/app.exception';
import { t } from '../i18n/i18n';
import type { CsrfTokens } from '../security/csrf';
import type { RateLimiterService } from '../security/rate-limiter.service';
import type { RateLimitRule } from './decorators';
import { Ok } from './ok';
import { clientIp } from './request-context';

/*
 * The request policies of API.md as plain functions. Nest's guards and interceptors call them for
 * ordinary routes; hot routes (hot-route.ts) call the same functions without Nest's per-request
 * machinery. One implementation of each rule, two ways in.
 */

/** Reads the session token from `token` (or its alias `user-token`). */
export function tokenOf(req: FastifyRequest): string | undefined {
  const raw = req.headers['token'] ?? req.headers['user-token'];
  const value = Array.isArray(raw) ? raw[0] : raw;
  return value ? value.trim() || undefined : undefined;
}

/**
 * Closed by default: a valid session is needed unless `isPublic`. Session problems answer -201
 * (expired), -202 (revoked), -203 (account disabled or deleted), 401 (no/unknown token). On public
 * routes a valid token still identifies the caller; a bad one is ignored. Sets `req.auth`.
 */
export async function authenticate(req: FastifyRequest, authenticator: Authenticator, isPublic: boolean, roles?: Role[]): Promise<void> {
  const token = tokenOf(req);
  if (token) {
    const result = await authenticator.authenticate(token);
    if (result.ok) {
      req.auth = result.auth;
      req.csrfBinding = result.auth.sessionId;
    } else if (!isPublic) {
      throw new AppException(result.code, result.key);
    }
  }
  if (isPublic) return;
  if (!req.auth) throw AppException.unauthorized();
  if (roles?.length && !roles.some((r) => req.auth?.roles.includes(r))) throw AppException.forbidden();
}

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

/** State-changing requests of a logged-in session must carry a valid `__token__` (header or body field). */
export function checkCsrf(req: FastifyRequest, tokens: CsrfTokens): void {
  if (SAFE.has(req.method) || !req.auth) return;
  const header = req.headers['__token__'];
  const body = req.body as Record<string, unknown> | undefined;
  const token = (Array.isArray(header) ? header[0] : header) ?? (body && typeof body === 'object' ? body['__token__'] : undefined);
  if (!tokens.verify(req.auth.sessionId, token)) throw AppException.field('__token__', 'e.csrf');
}

function rateSubject(req: FastifyRequest, rule: RateLimitRule): string | undefined {
  if (rule.by === 'ip') return `ip:${clientIp(req)}`;
  if (rule.by === 'user') return req.auth ? `u:${req.auth.userId}` : `ip:${clientIp(req)}`;
  const body = req.body as Record<string, unknown> | undefined;
  const value = body?.[rule.by.body];
  return typeof value === 'string' && value ? `${rule.by.body}:${value.trim().toLowerCase()}` : undefined;
}

/**
 * Counts the request against every rule (in Redis, shared by all instances; hits taken in leases,
 * RateLimiterService.take); 429 when one is exceeded.
 */
export async function enforceRateLimits(
  req: FastifyRequest,
  rules: RateLimitRule[],
  limiter: RateLimiterService,
  raw: Record<string, unknown>,
): Promise<void> {
  for (const rule of rules) {
    const who = rateSubject(req, rule);
    if (who === undefined) continue;
    const limit = typeof rule.limit === 'function' ? rule.limit(raw) : rule.limit;
    if (!(await limiter.take(`${rule.name}:${who}`, limit, rule.windowSeconds * 1000))) throw AppException.tooMany();
  }
}

/** `{code: 1, msg, data}` for a handler's result (an `Ok` carries its own message). */
export function envelope(lang: Language, value: unknown): Envelope<unknown> {
  if (value instanceof Ok) {
    const ok = value as Ok<unknown>;
    return { code: AppCode.Ok, msg: t(lang, ok.key, ok.params), data: ok.data ?? null };
  }
  return { code: AppCode.Ok, msg: t(lang, 'ok'), data: value ?? null };
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const storable = (s: string) => !s.includes('\u0000') && !LONE_SURROGATE.test(s);

/**
 * The path of the first string (value or key) that cannot be stored as sent: a NUL character
 * (PostgreSQL refuses it in text: a 500) or a lone UTF-16 surrogate (the driver would store U+FFFD
 * instead). Walked without recursion, so deep nesting cannot overflow the stack.
 */
export function unstorablePath(value: unknown): string | undefined {
  type Step = { v: unknown; key: string; up?: Step };
  const pathOf = (step: Step, last?: string) => {
    const keys = last === undefined ? [] : [last];
    for (let s: Step | undefined = step; s?.up; s = s.up) keys.push(s.key);
    return keys.reverse().join('.') || '_';
  };
  const stack: Step[] = [{ v: value, key: '' }];
  while (stack.length) {
    const step = stack.pop()!;
    const v = step.v;
    if (typeof v === 'string') {
      if (!storable(v)) return pathOf(step);
    } else if (v && typeof v === 'object') {
      for (const [k, x] of Object.entries(v)) {
        if (!storable(k)) return pathOf(step, k);
        stack.push({ v: x, key: k, up: step });
      }
    }
  }
  return undefined;
}

/** Validates a part of the request with a shared zod schema (a failure answers code 0 with field errors). */
export function parseWith<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const bad = unstorablePath(value);
  if (bad) throw AppException.field(bad, 'e.bad_char');
  const result = schema.safeParse(value ?? {});
  if (!result.success) throw result.error;
  return result.data;
}
