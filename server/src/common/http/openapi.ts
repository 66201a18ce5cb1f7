/**
 * The API document (OpenAPI 3.1), built from the route table: every operation's parameters and
 * body from its @ZQuery/@ZParams/@ZBody schemas, its success answer from @ZResponse, its error
 * answers from what the route is (guests allowed, roles, path ids), its tag from its module's
 * @ApiArea. Served at /api/docs/json and written to docs/openapi.json (`npm run openapi`); the
 * tests check every answer they receive against it (test/setup/contract.ts).
 */
import type { INestApplicationContext } from '@nestjs/common';
import type { z } from 'zod';
import { envelopeOf, failureSchemas, fieldErrorSchema, type FailureStatus } from '@contracts/schemas/wire';
import { jsonSchema } from './decorators';
import { routeTable, type RouteInfo } from './route-table';

type Json = Record<string, unknown>;
export interface OpenApiDocument {
  openapi: string;
  info: Json;
  servers: Json[];
  tags: { name: string; description: string }[];
  security: Json[];
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Json>; responses: Record<string, Json>; securitySchemes: Json; headers: Json };
}
export interface Operation {
  operationId: string;
  summary: string;
  tags: string[];
  security: Record<string, string[]>[];
  parameters?: Json[];
  requestBody?: Json;
  responses: Record<string, Json>;
}

const FAILURE_RESPONSE: Record<Exclude<FailureStatus, 200>, string> = {
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'NotFound',
  429: 'TooManyRequests',
  500: 'ServerError',
  503: 'Unavailable',
};

/** The tag of a module's routes: `ContentModule` → `content`. */
export const tagOf = (module: string) => module.replace(/Module$/, '').replace(/^./, (c) => c.toLowerCase());

/** Moves every `$defs` into the shared schemas and points the references there. */
export function hoist(node: unknown, shared: Record<string, Json>): unknown {
  if (Array.isArray(node)) return node.map((n) => hoist(n, shared));
  if (!node || typeof node !== 'object') return node;
  const out: Json = {};
  for (const [k, v] of Object.entries(node as Json)) {
    if (k === '$defs') {
      for (const [name, def] of Object.entries(v as Record<string, unknown>)) {
        const moved = hoist(def, shared) as Json;
        const had = shared[name];
        if (had && JSON.stringify(had) !== JSON.stringify(moved)) throw new Error(`two different schemas are both named ${name}`);
        shared[name] = moved;
      }
    } else if (k === '$ref' && typeof v === 'string') out[k] = v.replace('#/$defs/', '#/components/schemas/');
    else out[k] = hoist(v, shared);
  }
  return out;
}

function parameters(route: RouteInfo, schema: (s: z.ZodType) => Json): Json[] {
  const params = route.paramsSchema ? ((schema(route.paramsSchema)['properties'] ?? {}) as Record<string, Json>) : {};
  const path = route.params.map((name) => ({ name, in: 'path', required: true, schema: params[name] ?? { type: 'string' } }));
  const q = route.query ? schema(route.query) : {};
  const required = new Set((q['required'] as string[] | undefined) ?? []);
  const query = Object.entries((q['properties'] ?? {}) as Record<string, Json>).map(([name, s]) => ({
    name,
    in: 'query',
    required: required.has(name),
    schema: s,
  }));
  const idempotency = route.idempotent
    ? [
        {
          name: 'Idempotency-Key',
          in: 'header',
          required: false,
          description: 'A retried request with the same key gets the first answer.',
          schema: { type: 'string', maxLength: 255 },
        },
      ]
    : [];
  return [...path, ...query, ...idempotency];
}

function security(route: RouteInfo): Record<string, string[]>[] {
  if (route.skipsCsrf && route.isPublic) return [];
  const caller: Record<string, string[]> = route.method === 'GET' || route.skipsCsrf ? { token: [] } : { token: [], csrf: [] };
  return route.isPublic ? [{}, caller] : [caller];
}

function operation(route: RouteInfo, schema: (s: z.ZodType, io?: 'input' | 'output') => Json): Operation {
  // A route without @ZResponse is listed as undescribed (test/contract counts them: none may be left).
  const { summary, raw } = route.response ?? { summary: `${route.source} (answer not described)` };
  const responses: Record<string, Json> = {};
  const token = { __token__: { $ref: '#/components/headers/AntiForgeryToken' } };
  if (raw) {
    // Refused input (code 0) answers the JSON envelope here too, with HTTP 200.
    const refusal = { 'application/json': { schema: { $ref: '#/components/schemas/Refusal' } } };
    responses[String(raw.status)] = {
      description: raw.description,
      ...(raw.schema
        ? // a third party's own JSON (e.g. a tracker's acknowledgement), or the refusal envelope
          {
            content: {
              'application/json': { schema: { oneOf: [schema(raw.schema, 'output'), { $ref: '#/components/schemas/Refusal' }] } },
            },
          }
        : raw.contentType
          ? {
              content: {
                ...Object.fromEntries([raw.contentType].flat().map((type) => [type, { schema: { type: 'string' } }])),
                ...(raw.status === 200 ? refusal : {}),
              },
            }
          : {}),
      ...(raw.status >= 300 && raw.status < 400
        ? { headers: { Location: { description: 'Where to go.', schema: { type: 'string' } } } }
        : {}),
    };
    if (raw.status !== 200) responses['200'] = { description: 'Refused by a business rule or invalid input (`code` 0).', content: refusal };
  }
  if (!route.response?.schema && !raw) responses['200'] = { description: 'Not described yet.' };
  if (route.response?.schema) {
    responses['200'] = {
      description: 'Success (`code` 1), or a refusal by a business rule (`code` 0).',
      headers: token,
      content: {
        'application/json': {
          schema: { oneOf: [schema(envelopeOf(route.response.schema), 'output'), { $ref: '#/components/schemas/Refusal' }] },
          ...(route.response.example === undefined ? {} : { example: { code: 1, msg: 'Success', data: route.response.example } }),
        },
      },
    };
  }
  const failures = new Set<Exclude<FailureStatus, 200>>(route.response?.errors);
  if (!route.isPublic) failures.add(401);
  if (route.roles.length) failures.add(403);
  if (route.params.length) failures.add(404);
  for (const s of [429, 500, 503] as const) failures.add(s);
  for (const status of [...failures].sort()) responses[String(status)] = { $ref: `#/components/responses/${FAILURE_RESPONSE[status]}` };
  if (route.response?.schema && route.response.degraded) {
    responses['503'] = {
      description: `${route.response.degraded} Or the Unavailable error.`,
      content: {
        'application/json': {
          schema: { oneOf: [schema(envelopeOf(route.response.schema), 'output'), schema(failureSchemas[503], 'output')] },
        },
      },
    };
  }

  const body = route.body ? schema(route.body) : undefined;
  const requestBody = route.multipart
    ? { required: true, content: { 'multipart/form-data': { schema: schema(route.multipart) } } }
    : body && route.method !== 'GET'
      ? { required: ((body['required'] as unknown[] | undefined) ?? []).length > 0, content: { 'application/json': { schema: body } } }
      : undefined;
  const params = parameters(route, schema);
  return {
    operationId: route.operationId,
    summary,
    tags: [tagOf(route.module)],
    security: security(route),
    ...(params.length ? { parameters: params } : {}),
    ...(requestBody ? { requestBody } : {}),
    responses,
  };
}

/** The whole document for the running app. */
export function buildOpenApi(app: INestApplicationContext, version: string): OpenApiDocument {
  const shared: Record<string, Json> = {};
  const schema = (s: z.ZodType, io: 'input' | 'output' = 'input') => hoist(jsonSchema(s, io), shared) as Json;
  const paths: OpenApiDocument['paths'] = {};
  const tags = new Map<string, string>();
  for (const route of routeTable(app)) {
    const path = route.path.replace(/:(\w+)/g, '{$1}');
    (paths[path] ??= {})[route.method.toLowerCase()] = operation(route, schema);
    const tag = tagOf(route.module);
    if (!route.area) throw new Error(`${route.module} declares no @ApiArea(description): the API document's tag ${tag} needs one`);
    tags.set(tag, route.area);
  }
  const responses: Record<string, Json> = {};
  for (const [status, name] of Object.entries(FAILURE_RESPONSE)) {
    const s = failureSchemas[Number(status) as FailureStatus];
    responses[name] = {
      description: s.meta()?.description ?? name,
      content: { 'application/json': { schema: schema(s, 'output') } },
    };
  }
  schema(failureSchemas[200], 'output');
  schema(fieldErrorSchema, 'output');
  return {
    openapi: '3.1.0',
    info: {
      title: 'Reefline API',
      version,
      description:
        'The diving community’s API: accounts, articles and membership, the Ocean Stars contest, exhibitions and e-tickets, ' +
        'orders, advertisers and messages. Every JSON answer is the envelope `{code, msg, data}`; docs/api.md, “Using the API”, ' +
        'explains the headers, the anti-forgery token, languages, error codes and paging.',
      license: { name: 'Proprietary', identifier: 'LicenseRef-Reefline' },
    },
    servers: [{ url: '/', description: 'The server that serves this document' }],
    tags: [...tags].sort(([a], [b]) => a.localeCompare(b)).map(([name, description]) => ({ name, description })),
    security: [{ token: [] }],
    paths,
    components: {
      schemas: Object.fromEntries(Object.entries(shared).sort(([a], [b]) => a.localeCompare(b))),
      responses,
      securitySchemes: {
        token: { type: 'apiKey', in: 'header', name: 'token', description: 'The session token from login (`user-token` is accepted too).' },
        csrf: {
          type: 'apiKey',
          in: 'header',
          name: '__token__',
          description:
            'Anti-forgery token: the latest `__token__` response header (or `data.__token__` of GET /common/init), sent on every ' +
            'state-changing request of a logged-in session, as this header or the body field `__token__`.',
        },
      },
      headers: {
        AntiForgeryToken: {
          description: 'A fresh anti-forgery token for the next state-changing request.',
          schema: { type: 'string' },
        },
      },
    },
  };
}
