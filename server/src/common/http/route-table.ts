/**
 * The app's route table, read at run time from what Nest registered (controllers, their path and
 * method metadata, @Public/@Roles/@SkipCsrf, the zod schemas @ZBody/@ZQuery/@ZParams/@ZResponse
 * recorded, the module each controller belongs to) plus the hot routes mounted on Fastify. The
 * OpenAPI document is finished from it (openapi.ts), and tests that must cover every route
 * (fuzzing, the IDOR sweep, the contract check) walk it, so a new route is covered without
 * editing them.
 */
import { RequestMethod } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { DiscoveryService, Reflector } from '@nestjs/core';
import type { INestApplicationContext } from '@nestjs/common';
import type { z } from 'zod';
import type { Role } from '@contracts/api';
import {
  API_AREA_KEY,
  IDEMPOTENT_KEY,
  PUBLIC_KEY,
  ROLES_KEY,
  SKIP_CSRF_KEY,
  ZOD_INPUT_KEY,
  ZOD_OUTPUT_KEY,
  type ZodInput,
  type ZodOutput,
} from './decorators';
import { HotRoutes, type HotRouteSource } from './hot-route';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RouteInfo {
  method: Method;
  /** Full path with `:name` parameters, e.g. `/api/v1/orders/:id/cancel`. */
  path: string;
  /** `:name` parameters in the path. */
  params: string[];
  isPublic: boolean;
  /** Roles the route is narrowed to (empty: any logged-in user, or anyone when public). */
  roles: Role[];
  /** Signed calls from other systems (webhooks, beacons): no anti-forgery token. */
  skipsCsrf: boolean;
  /** Honours `Idempotency-Key`. */
  idempotent: boolean;
  body?: z.ZodType;
  multipart?: z.ZodType;
  query?: z.ZodType;
  paramsSchema?: z.ZodType;
  /** The success answer's `data` and the one-line summary (@ZResponse / a hot route's `response`). */
  response?: ZodOutput;
  /** The Nest module that declares the route, e.g. `ContentModule` (the OpenAPI tag comes from it). */
  module: string;
  /** What the module's @ApiArea says (the tag's description). */
  area?: string;
  /** `Controller.method` or `hot POST /path`. */
  source: string;
  /** `Controller.method` with the controller's `Controller` suffix dropped and a lower-case start, e.g. `adminFeedback.list`. */
  operationId: string;
}

const METHODS: Partial<Record<RequestMethod, Method>> = {
  [RequestMethod.GET]: 'GET',
  [RequestMethod.POST]: 'POST',
  [RequestMethod.PUT]: 'PUT',
  [RequestMethod.PATCH]: 'PATCH',
  [RequestMethod.DELETE]: 'DELETE',
};
export const API_PREFIX = '/api/v1';

function join(...parts: string[]): string {
  const p = parts
    .flatMap((x) => x.split('/'))
    .filter(Boolean)
    .join('/');
  return `/${p}`;
}

const paramsOf = (path: string) => [...path.matchAll(/:(\w+)/g)].map((m) => m[1]!);
const lowerFirst = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);
type Host = { host?: { metatype?: { name?: string } } };
const moduleOf = (wrapper: Host) => wrapper.host?.metatype?.name ?? 'AppModule';
const areaOf = (wrapper: Host) => {
  const cls = wrapper.host?.metatype;
  return cls ? (Reflect.getMetadata(API_AREA_KEY, cls) as string | undefined) : undefined;
};

/** Every API route of a running app, sorted by path then method. */
export function routeTable(app: INestApplicationContext): RouteInfo[] {
  const discovery = app.get(DiscoveryService);
  const reflector = app.get(Reflector);
  const routes: RouteInfo[] = [];
  for (const wrapper of discovery.getControllers()) {
    const cls = wrapper.metatype as (new (...args: unknown[]) => unknown) | undefined;
    if (!cls) continue;
    const base = (Reflect.getMetadata(PATH_METADATA, cls) as string | string[] | undefined) ?? '';
    const proto = cls.prototype as Record<string, unknown>;
    for (const name of Object.getOwnPropertyNames(proto)) {
      const handler = proto[name];
      if (name === 'constructor' || typeof handler !== 'function') continue;
      const rm = Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod | undefined;
      const sub = Reflect.getMetadata(PATH_METADATA, handler) as string | string[] | undefined;
      if (rm === undefined || sub === undefined) continue;
      const method = METHODS[rm];
      if (!method) throw new Error(`${cls.name}.${name}: method ${RequestMethod[rm]} is not supported by the route table`);
      const zod = (Reflect.getMetadata(ZOD_INPUT_KEY, proto, name) as ZodInput | undefined) ?? {};
      const paths = [base].flat().flatMap((b) => [sub].flat().map((s) => join(API_PREFIX, b, s)));
      paths.forEach((path, i) => {
        const id = `${lowerFirst(cls.name.replace(/Controller$/, ''))}.${name}`;
        routes.push({
          method,
          path,
          params: paramsOf(path),
          isPublic: reflector.getAllAndOverride<boolean>(PUBLIC_KEY, [handler, cls]) ?? false,
          roles: reflector.getAllAndOverride<Role[]>(ROLES_KEY, [handler, cls]) ?? [],
          skipsCsrf: reflector.getAllAndOverride<boolean>(SKIP_CSRF_KEY, [handler, cls]) ?? false,
          idempotent: reflector.getAllAndOverride<boolean>(IDEMPOTENT_KEY, [handler, cls]) ?? false,
          body: zod.body,
          multipart: zod.multipart,
          query: zod.query,
          paramsSchema: zod.params,
          response: Reflect.getMetadata(ZOD_OUTPUT_KEY, proto, name) as ZodOutput | undefined,
          module: moduleOf(wrapper as Host),
          area: areaOf(wrapper as Host),
          source: `${cls.name}.${name}`,
          operationId: i === 0 ? id : `${id}${i + 1}`,
        });
      });
    }
  }
  for (const wrapper of discovery.getProviders({ metadataKey: HotRoutes.KEY })) {
    for (const r of (wrapper.instance as HotRouteSource).hotRoutes()) {
      const path = join(API_PREFIX, r.path);
      routes.push({
        method: r.method,
        path,
        params: paramsOf(path),
        isPublic: r.method === 'GET' ? (r.public ?? false) : false,
        roles: [],
        skipsCsrf: false,
        idempotent: r.method !== 'GET' && (r.idempotent ?? false),
        body: r.method === 'GET' ? undefined : r.body,
        query: r.method === 'GET' ? r.query : undefined,
        paramsSchema: r.params,
        response: r.response,
        module: moduleOf(wrapper as Host),
        area: areaOf(wrapper as Host),
        source: `hot ${r.method} ${r.path}`,
        operationId: r.operationId,
      });
    }
  }
  return routes.sort((a, b) => a.path.localeCompare(b.path) || a.method.localeCompare(b.method));
}

/** Fills a path's `:name` parameters. */
export function fillPath(path: string, values: Record<string, string>): string {
  return path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(values[name] ?? ''));
}
