/**
 * The app's route table, read at run time from what Nest registered (controllers, their path and
 * method metadata, @Public/@Roles, and the zod schemas @ZBody/@ZQuery/@ZParams recorded) plus the
 * hot routes mounted on Fastify. Tests that must cover every route (fuzzing, the IDOR sweep) walk
 * this table, so a new route is covered without editing them. `assertMatchesOpenApi` checks the
 * table against the app's OpenAPI document, so a route the walk missed fails the test.
 */
import { RequestMethod } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { DiscoveryService, Reflector } from '@nestjs/core';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { z } from 'zod';
import type { Role } from '@contracts/api';
import { PUBLIC_KEY, ROLES_KEY, ZOD_INPUT_KEY, type ZodInput } from '@server/common/http/decorators';
import { HotRoutes, type HotRouteSource } from '@server/common/http/hot-route';

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
  body?: z.ZodType;
  query?: z.ZodType;
  paramsSchema?: z.ZodType;
  /** `Controller.method` or `hot POST /path`. */
  source: string;
}

const METHODS: Partial<Record<RequestMethod, Method>> = {
  [RequestMethod.GET]: 'GET',
  [RequestMethod.POST]: 'POST',
  [RequestMethod.PUT]: 'PUT',
  [RequestMethod.PATCH]: 'PATCH',
  [RequestMethod.DELETE]: 'DELETE',
};
const PREFIX = '/api/v1';

function join(...parts: string[]): string {
  const p = parts
    .flatMap((x) => x.split('/'))
    .filter(Boolean)
    .join('/');
  return `/${p}`;
}

const paramsOf = (path: string) => [...path.matchAll(/:(\w+)/g)].map((m) => m[1]!);

/** Every API route of a running app. */
export function routeTable(app: NestFastifyApplication): RouteInfo[] {
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
      if (!method) throw new Error(`${cls.name}.${name}: method ${RequestMethod[rm]} is not swept; add it to route-table.ts`);
      const zod = (Reflect.getMetadata(ZOD_INPUT_KEY, proto, name) as ZodInput | undefined) ?? {};
      for (const b of [base].flat()) {
        for (const s of [sub].flat()) {
          const path = join(PREFIX, b, s);
          routes.push({
            method,
            path,
            params: paramsOf(path),
            isPublic: reflector.getAllAndOverride<boolean>(PUBLIC_KEY, [handler, cls]) ?? false,
            roles: reflector.getAllAndOverride<Role[]>(ROLES_KEY, [handler, cls]) ?? [],
            body: zod.body,
            query: zod.query,
            paramsSchema: zod.params,
            source: `${cls.name}.${name}`,
          });
        }
      }
    }
  }
  const hot = discovery.getProviders({ metadataKey: HotRoutes.KEY }).flatMap((w) => (w.instance as HotRouteSource).hotRoutes());
  for (const r of hot) {
    const path = join(PREFIX, r.path);
    routes.push({
      method: r.method,
      path,
      params: paramsOf(path),
      isPublic: r.method === 'GET' ? (r.public ?? false) : false,
      roles: [],
      body: r.method === 'GET' ? undefined : r.body,
      query: r.method === 'GET' ? r.query : undefined,
      paramsSchema: r.params,
      source: `hot ${r.method} ${r.path}`,
    });
  }
  return routes.sort((a, b) => a.path.localeCompare(b.path) || a.method.localeCompare(b.method));
}

/** Fails when the OpenAPI document lists an API route the table does not have (or the other way round). */
export async function assertMatchesOpenApi(baseUrl: string, routes: RouteInfo[]): Promise<void> {
  const doc = (await (await fetch(`${baseUrl}/api/docs/json`)).json()) as { paths: Record<string, Record<string, unknown>> };
  const documented = new Set<string>();
  for (const [path, ops] of Object.entries(doc.paths)) {
    for (const m of Object.keys(ops)) documented.add(`${m.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`);
  }
  const walked = new Set(routes.map((r) => `${r.method} ${r.path}`));
  const missing = [...documented].filter((k) => k.includes(PREFIX) && !walked.has(k));
  const undocumented = [...walked].filter((k) => !documented.has(k));
  if (missing.length || undocumented.length) {
    throw new Error(
      `route table and OpenAPI differ: not walked ${JSON.stringify(missing)}, not documented ${JSON.stringify(undocumented)}`,
    );
  }
}

/** Fills a path's `:name` parameters. */
export function fillPath(path: string, values: Record<string, string>): string {
  return path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(values[name] ?? ''));
}
