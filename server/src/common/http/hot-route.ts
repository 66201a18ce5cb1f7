import { DiscoveryService } from '@nestjs/core';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { OpenAPIObject } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest, HTTPMethods } from 'fastify';
import type { z } from 'zod';
import { AppConfig } from '@server/config/app-config';
import { AUTHENTICATOR, type Authenticator } from '../auth/authenticator';
import { CsrfTokens } from '../security/csrf';
import { RateLimiterService } from '../security/rate-limiter.service';
import { jsonSchema, type RateLimitRule } from './decorators';
import { sendError } from './exception.filter';
import { IdempotencyService } from './idempotency';
import { authenticate, checkCsrf, enforceRateLimits, envelope, parseWith } from './policies';
import { defaultRateLimit } from './rate-limit.guard';
import type { AuthContext } from './request-context';

export interface HotRouteInput<P, B> {
  params: P;
  body: B;
  /** The caller (hot routes are for logged-in users). */
  auth: AuthContext;
  req: FastifyRequest;
}

/**
 * A route on the hottest paths (a vote, a ticket order), served by Fastify directly instead of
 * through Nest's router. Nest's per-request machinery (execution context, three guards, two
 * rxjs interceptors, param pipes) cost about 15 % of a vote's CPU in the profile; a hot route runs
 * the very same policies (policies.ts: session, roles, anti-forgery token, rate limits, zod
 * validation, Idempotency-Key, envelope, error filter) as plain function calls. Use it only where a
 * benchmark shows the need; everything else stays an ordinary controller method.
 */
export interface HotRoute<P = unknown, B = unknown> {
  method: Extract<HTTPMethods, 'POST' | 'PUT' | 'PATCH' | 'DELETE'>;
  /** Under /api/v1, with `:name` parameters, e.g. `/entries/:id/votes`. */
  path: string;
  /** OpenAPI tag and summary. */
  tag: string;
  summary: string;
  /** Path parameters (none when the path has none). */
  params?: z.ZodType<P>;
  body: z.ZodType<B>;
  /** Replaces the generic per-route limit, as @RateLimit() does; `[]` = no generic limit. */
  rateLimit?: RateLimitRule[];
  /** Honours `Idempotency-Key`, as @Idempotent() does. */
  idempotent?: boolean;
  handle(input: HotRouteInput<P, B>): Promise<unknown>;
}

/** Typed constructor (infers P and B from the schemas). */
export function hotRoute<P, B>(route: HotRoute<P, B>): HotRoute<P, B> {
  return route;
}

/** A provider whose `hotRoutes()` the app mounts at start (module code declares them, app.factory mounts them). */
export interface HotRouteSource {
  hotRoutes(): HotRoute[];
}
/** Marks a HotRouteSource provider (found with Nest's DiscoveryService). */
export const HotRoutes = DiscoveryService.createDecorator<Record<string, never>>();

const PREFIX = '/api/v1';

/** Mounts every hot route of every @HotRoutes() provider on Fastify and returns them (for the OpenAPI page). */
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

  for (const route of routes) {
    const serve = async (req: FastifyRequest, reply: FastifyReply) => {
      try {
        await authenticate(req, authenticator, false);
        checkCsrf(req, csrf);
        await enforceRateLimits(
          req,
          route.rateLimit ?? [defaultRateLimit(req, config.raw.RATE_LIMIT_DEFAULT_PER_MINUTE)],
          limiter,
          config.raw,
        );
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

/** Adds the hot routes to the OpenAPI document (they are not controller methods, so Swagger cannot see them). */
export function documentHotRoutes(doc: OpenAPIObject, routes: HotRoute[]): void {
  for (const route of routes) {
    const path = PREFIX + route.path.replace(/:(\w+)/g, '{$1}');
    const params = (route.params ? (jsonSchema(route.params).properties ?? {}) : {}) as Record<string, object>;
    doc.paths[path] = {
      ...doc.paths[path],
      [route.method.toLowerCase()]: {
        tags: [route.tag],
        summary: route.summary,
        security: [{ token: [] }],
        parameters: [
          ...Object.entries(params).map(([name, schema]) => ({ name, in: 'path' as const, required: true, schema })),
          ...(route.idempotent
            ? [{ name: 'Idempotency-Key', in: 'header' as const, required: false, schema: { type: 'string' as const } }]
            : []),
        ],
        requestBody: { required: false, content: { 'application/json': { schema: jsonSchema(route.body) } } },
        responses: { '200': { description: 'Envelope {code, msg, data} (docs/api.md)' } },
      },
    };
  }
}
