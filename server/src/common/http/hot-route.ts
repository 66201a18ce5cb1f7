import { DiscoveryService } from '@nestjs/core';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyReply, FastifyRequest, HTTPMethods } from 'fastify';
import type { z } from 'zod';
import { AppConfig } from '@server/config/app-config';
import { AUTHENTICATOR, type Authenticator } from '../auth/authenticator';
import { CsrfTokens } from '../security/csrf';
import { RateLimiterService } from '../security/rate-limiter.service';
import type { RateLimitRule, ZodOutput } from './decorators';
import { sendError } from './exception.filter';
import { IdempotencyService } from './idempotency';
import { authenticate, checkCsrf, enforceRateLimits, envelope, parseWith } from './policies';
import { defaultRateLimit } from './rate-limit.guard';
import type { AuthContext } from './request-context';

export interface HotRouteInput<P, B> {
  params: P;
  body: B;
  /** The caller (state-changing hot routes are for logged-in users). */
  auth: AuthContext;
  req: FastifyRequest;
}

export interface HotReadInput<P, Q> {
  params: P;
  query: Q;
  /** The caller; undefined for a guest on a public route. */
  auth: AuthContext | undefined;
  req: FastifyRequest;
}

/**
 * A handler's answer already serialised: the JSON text of the envelope's `data` (a hot read may
 * keep the unchanging parts of its answer as text and assemble them, instead of building objects
 * for JSON.stringify to walk on every request).
 */
export class JsonText {
  constructor(readonly json: string) {}
}

/**
 * A route on the hottest paths (a vote, a ticket order), served by Fastify directly instead of
 * through Nest's router. Nest's per-request machinery (execution context, three guards, two
 * rxjs interceptors, param pipes) cost about 15 % of a vote's CPU in the profile; a hot route runs
 * the very same policies (policies.ts: session, roles, anti-forgery token, rate limits, zod
 * validation, Idempotency-Key, envelope, error filter) as plain function calls. Use it only where a
 * benchmark shows the need; everything else stays an ordinary controller method.
 */
interface HotRouteBase<P> {
  /** Under /api/v1, with `:name` parameters, e.g. `/entries/:id/votes`. */
  path: string;
  /** The API document's operation id (a controller route's is `controller.method`). */
  operationId: string;
  /** The success answer's `data` and the summary, as @ZResponse declares them for a controller route. */
  response: ZodOutput;
  /** Path parameters (none when the path has none). */
  params?: z.ZodType<P>;
  /** Replaces the generic per-route limit, as @RateLimit() does; `[]` = no generic limit. */
  rateLimit?: RateLimitRule[];
}

/** A state-changing hot route: logged-in callers, anti-forgery token, a body. */
export interface HotWriteRoute<P = unknown, B = unknown> extends HotRouteBase<P> {
  method: Extract<HTTPMethods, 'POST' | 'PUT' | 'PATCH' | 'DELETE'>;
  body: z.ZodType<B>;
  /** Honours `Idempotency-Key`, as @Idempotent() does. */
  idempotent?: boolean;
  handle(input: HotRouteInput<P, B>): Promise<unknown>;
}

/** A read (GET; HEAD comes with it, as for controller routes): no body, a query string, guests allowed when `public`. */
export interface HotReadRoute<P = unknown, Q = unknown> extends HotRouteBase<P> {
  method: 'GET';
  /** The query string (none when the route takes none). */
  query?: z.ZodType<Q>;
  /** As @Public(): guests allowed, a valid token still identifies the caller, a bad one is ignored. */
  public?: boolean;
  handle(input: HotReadInput<P, Q>): Promise<unknown>;
}

export type HotRoute<P = unknown, B = unknown> = HotWriteRoute<P, B> | HotReadRoute<P, B>;

/** Typed constructor (infers P and B from the schemas). */
export function hotRoute<P, B>(route: HotWriteRoute<P, B>): HotWriteRoute<P, B> {
  return route;
}

/** Typed constructor of a read (infers P and Q from the schemas). */
export function hotGetRoute<P, Q>(route: HotReadRoute<P, Q>): HotReadRoute<P, Q> {
  return route;
}

/** The envelope as text: `JsonText` data is spliced in as it is, anything else goes through JSON.stringify. */
function envelopeText(lang: Parameters<typeof envelope>[0], value: unknown): string {
  if (!(value instanceof JsonText)) return JSON.stringify(envelope(lang, value));
  const { code, msg } = envelope(lang, null);
  return `{"code":${code},"msg":${JSON.stringify(msg)},"data":${value.json}}`;
}

/** A provider whose `hotRoutes()` the app mounts at start (module code declares them, app.factory mounts them). */
export interface HotRouteSource {
  hotRoutes(): HotRoute[];
}
/** Marks a HotRouteSource provider (found with Nest's DiscoveryService). */
export const HotRoutes = DiscoveryService.createDecorator<Record<string, never>>();

const PREFIX = '/api/v1';
const JSON_TYPE = 'application/json; charset=utf-8';

/** Mounts every hot route of every @HotRoutes() provider on Fastify (route-table.ts lists them for the API document). */
export function mountHotRoutes(app: NestFastifyApplication): HotRoute[] {
  const fastify = app.getHttpAdapter().getInstance();
  const authenticator = app.get<typeof AUTHENTICATOR, Authenticator>(AUTHENTICATOR);
  const csrf = app.get(CsrfTokens);
  const limiter = app.get(RateLimiterService);
  const idempotency = app.get(IdempotencyService);
  const config = app.get(AppConfig);
  const routes = app
    .get(DiscoveryService)
    .getProviders({ metadataKey: HotRoutes.KEY })
    .flatMap((w) => (w.instance as HotRouteSource).hotRoutes());

  const limits = (req: FastifyRequest, route: HotRoute) =>
    enforceRateLimits(req, route.rateLimit ?? [defaultRateLimit(req, config.raw.RATE_LIMIT_DEFAULT_PER_MINUTE)], limiter, config.raw);

  for (const route of routes) {
    const serve =
      route.method === 'GET'
        ? async (req: FastifyRequest, reply: FastifyReply) => {
            try {
              await authenticate(req, authenticator, route.public ?? false);
              await limits(req, route);
              const input = {
                params: route.params ? parseWith(route.params, req.params) : {},
                query: route.query ? parseWith(route.query, req.query) : {},
                auth: req.auth,
                req,
              };
              const text = envelopeText(req.lang, await route.handle(input));
              return reply.header('content-type', JSON_TYPE).send(text);
            } catch (err) {
              sendError(err, req, reply);
              return reply;
            }
          }
        : async (req: FastifyRequest, reply: FastifyReply) => {
            try {
              await authenticate(req, authenticator, false);
              checkCsrf(req, csrf);
              await limits(req, route);
              const input = {
                params: route.params ? parseWith(route.params, req.params) : {},
                body: parseWith(route.body, req.body),
                auth: req.auth!,
                req,
              };
              const run = () => route.handle(input);
              return envelope(req.lang, route.idempotent ? await idempotency.run(req, run) : await run());
            } catch (err) {
              sendError(err, req, reply);
              return reply;
            }
          };
    fastify.route({ method: route.method, url: PREFIX + route.path, handler: serve });
  }
  return routes;
}
