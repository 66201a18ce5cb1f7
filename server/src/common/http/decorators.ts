import { createParamDecorator, SetMetadata, type ExecutionContext } from '@nestjs/common';
import type { Role } from '@contracts/api';
import type { FastifyRequest } from 'fastify';
import { ApiBody, ApiQuery } from '@nestjs/swagger';
/** OpenAPI's schema object (as @nestjs/swagger's ApiBody takes it). */
type SchemaObject = NonNullable<Extract<Parameters<typeof ApiBody>[0], { schema?: unknown }>['schema']> & {
  properties?: Record<string, unknown>;
};
import { toJSONSchema, type z } from 'zod';
import { AppException } from '../errors/app.exception';
import type { Ok } from './ok';
import { parseWith } from './policies';
import type { AuthContext } from './request-context';

export const PUBLIC_KEY = 'reefline:public';
export const ROLES_KEY = 'reefline:roles';
export const RATE_LIMIT_KEY = 'reefline:rate-limit';
export const SKIP_CSRF_KEY = 'reefline:skip-csrf';
export const IDEMPOTENT_KEY = 'reefline:idempotent';

/** Opens a route to guests (routes are closed by default). A valid token is still read when sent. */
export const Public = () => SetMetadata(PUBLIC_KEY, true);

/** Narrows a route to users holding any of these roles. */
export const Roles = (...roles: Role[]) => SetMetadata(ROLES_KEY, roles);

/** Routes called by other systems (signed webhooks) carry no anti-forgery token. */
export const SkipCsrf = () => SetMetadata(SKIP_CSRF_KEY, true);

/** A retried request with the same `Idempotency-Key` gets the first result instead of running again. */
export const Idempotent = () => SetMetadata(IDEMPOTENT_KEY, true);

export interface RateLimitRule {
  /** Name of the bucket (routes may share one). */
  name: string;
  /** Requests allowed per window; a function reads it from the configuration. */
  limit: number | ((raw: Record<string, unknown>) => number);
  windowSeconds: number;
  /** Count per caller IP, per logged-in user (falls back to IP), or per value of a body field (e.g. the target). */
  by: 'ip' | 'user' | { body: string };
}

/** Replaces the default per-route limit with these rules (all must pass). */
export const RateLimit = (...rules: RateLimitRule[]) => SetMetadata(RATE_LIMIT_KEY, rules);

const request = (ctx: ExecutionContext) => ctx.switchToHttp().getRequest<FastifyRequest>();

/** The logged-in caller (routes that are not @Public always have one). */
export const Auth = createParamDecorator((_: unknown, ctx: ExecutionContext): AuthContext => {
  const auth = request(ctx).auth;
  if (!auth) throw AppException.unauthorized();
  return auth;
});

/** The caller, or undefined for a guest on a @Public route. */
export const OptionalAuth = createParamDecorator((_: unknown, ctx: ExecutionContext) => request(ctx).auth);

/** The request's language. */
export const Lang = createParamDecorator((_: unknown, ctx: ExecutionContext) => request(ctx).lang);

// Param decorators treat an argument with a `transform` method as a pipe, and zod schemas have
// one (and a `{schema}` object is read as Nest options), so the schema travels as `{zod}`.
type Wrapped = { zod: z.ZodType };
const body = createParamDecorator((w: Wrapped, ctx: ExecutionContext) => parseWith(w.zod, request(ctx).body));
const query = createParamDecorator((w: Wrapped, ctx: ExecutionContext) => parseWith(w.zod, request(ctx).query));
const params = createParamDecorator((w: Wrapped, ctx: ExecutionContext) => parseWith(w.zod, request(ctx).params));

/**
 * The schema as JSON Schema (2020-12, as OpenAPI 3.1 takes it) for the OpenAPI document: what a
 * client sends (`input`, before transforms) or receives (`output`). Schemas with an `id` in zod's
 * registry come out under `$defs`; openapi.ts moves them to `components.schemas`.
 */
export function jsonSchema(schema: z.ZodType, io: 'input' | 'output' = 'input'): SchemaObject {
  const out = toJSONSchema(schema, { io, unrepresentable: 'any', target: 'draft-2020-12' }) as SchemaObject & { $schema?: string };
  delete out.$schema;
  return out;
}

/** Applies a method decorator from inside a parameter decorator (to document the parameter). */
function onMethod(decorator: MethodDecorator): ParameterDecorator {
  return (target, key) => {
    if (key === undefined) return;
    const descriptor = Object.getOwnPropertyDescriptor(target, key);
    if (descriptor) decorator(target, key, descriptor);
  };
}

/** Where a route's input schemas are recorded on its method (read by the route table of the tests: fuzzing, IDOR sweep). */
export const ZOD_INPUT_KEY = 'reefline:zod-input';
export interface ZodInput {
  body?: z.ZodType;
  /** A multipart form (uploads): documented, validated by the handler as it streams. */
  multipart?: z.ZodType;
  query?: z.ZodType;
  params?: z.ZodType;
}

/** Records which schema validates which part of the request (metadata only; validation is the param decorator). */
function record(part: keyof ZodInput, schema: z.ZodType): ParameterDecorator {
  return (target, key) => {
    if (key === undefined) return;
    const had = (Reflect.getMetadata(ZOD_INPUT_KEY, target, key) as ZodInput | undefined) ?? {};
    Reflect.defineMetadata(ZOD_INPUT_KEY, { ...had, [part]: schema }, target, key);
  };
}

/** The body, validated by a shared zod schema (a failure answers code 0 with field errors) and documented in OpenAPI. */
export const ZBody = (schema: z.ZodType): ParameterDecorator => {
  const validate = body({ zod: schema });
  const document = onMethod(ApiBody({ schema: jsonSchema(schema) }));
  const note = record('body', schema);
  return (target, key, index) => {
    validate(target, key, index);
    document(target, key, index);
    note(target, key, index);
  };
};

/** The query string, validated and documented. */
export const ZQuery = (schema: z.ZodType): ParameterDecorator => {
  const validate = query({ zod: schema });
  const props = (jsonSchema(schema).properties ?? {}) as Record<string, SchemaObject>;
  const docs = Object.entries(props).map(([name, s]) => onMethod(ApiQuery({ name, required: false, schema: s })));
  const note = record('query', schema);
  return (target, key, index) => {
    validate(target, key, index);
    for (const d of docs) d(target, key, index);
    note(target, key, index);
  };
};

/** The path parameters, validated (openapi.ts documents them from the route table). */
export const ZParams = (schema: z.ZodType): ParameterDecorator => {
  const validate = params({ zod: schema });
  const note = record('params', schema);
  return (target, key, index) => {
    validate(target, key, index);
    note(target, key, index);
  };
};

/** Documents a multipart body (the handler reads and checks the stream itself, common/http/multipart.ts). */
export const ZMultipart =
  (schema: z.ZodType): MethodDecorator =>
  (target, key) => {
    const had = (Reflect.getMetadata(ZOD_INPUT_KEY, target, key) as ZodInput | undefined) ?? {};
    Reflect.defineMetadata(ZOD_INPUT_KEY, { ...had, multipart: schema }, target, key);
  };

export const API_AREA_KEY = 'reefline:api-area';
/** On a module class: the API document's tag for the module's routes says this. */
export const ApiArea = (description: string): ClassDecorator => SetMetadata(API_AREA_KEY, description);

/** Where a route's answer schema is recorded on its method (read by the route table: OpenAPI, the tests' contract check). */
export const ZOD_OUTPUT_KEY = 'reefline:zod-output';
export interface ZodOutput {
  /** The success answer's `data` (the envelope around it is the same for every route). */
  schema?: z.ZodType;
  /** An answer that is not the JSON envelope (a redirect, a page): its status, type and meaning. */
  /** `contentType`: one type, or the list of those it may answer (a picture in one of several formats); `schema`: a JSON answer that is not the envelope (a provider's expected acknowledgement). */
  raw?: { status: number; contentType?: string | string[]; description: string; schema?: z.ZodType };
  /** One line for the API document, e.g. 'Send feedback'. */
  summary: string;
  /** An answer's `data` as the demo data gives it, shown in the document (Redocly checks it against the schema). */
  example?: unknown;
  /**
   * Error statuses beyond those the route's shape implies (openapi.ts: closed → 401, roles → 403,
   * path ids → 404): e.g. 404 for an id in the body or query that is unknown or someone else's.
   */
  errors?: readonly (401 | 403 | 404)[];
  /**
   * The success answer also comes with HTTP 503 (code 1), e.g. `GET /health` when a dependency is
   * down, so that load balancers read the status line: what that answer means.
   */
  degraded?: string;
}

/** What a handler may return for `data` of shape T (an `Ok` carries its own message). */
type Answer<T> = T | Ok<T> | Promise<T | Ok<T>>;

/**
 * Declares the success answer's `data` and the route's summary. The handler's return type is
 * checked against the schema at compile time; the document (openapi.ts) and the tests' contract
 * check read the same schema, so code, document and tests cannot drift apart.
 */
export function ZResponse<S extends z.ZodType>(
  schema: S,
  summary: string,
  opts: { example?: z.input<S>; errors?: ZodOutput['errors']; degraded?: string } = {},
) {
  return <F extends (...args: never[]) => Answer<z.input<S>>>(
    target: object,
    key: string | symbol,
    _d: TypedPropertyDescriptor<F>,
  ): void => {
    Reflect.defineMetadata(ZOD_OUTPUT_KEY, { schema, summary, ...opts } satisfies ZodOutput, target, key);
  };
}

/**
 * Declares an answer that is not the JSON envelope (a redirect, an HTML page, a third party's own
 * JSON — then `schema` describes it) and the route's summary.
 */
export const RawResponse =
  (raw: NonNullable<ZodOutput['raw']>, summary: string): MethodDecorator =>
  (target, key) =>
    Reflect.defineMetadata(ZOD_OUTPUT_KEY, { raw, summary } satisfies ZodOutput, target, key);
