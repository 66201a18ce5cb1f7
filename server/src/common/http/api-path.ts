import type { FastifyRequest } from 'fastify';

const API_PREFIX = '/api/';

/**
 * The path a request was routed by, where it differs from the raw URL: the router decodes
 * `/%61pi/v1/me` to `/api/v1/me` and serves the API route, so a check of the raw URL alone let such
 * a request through without the API's answer headers (`Cache-Control: no-store`, `__token__`, the
 * API's policy). Only a URL with a percent sign can be routed somewhere its raw text does not say
 * (the router is case-sensitive and keeps duplicate slashes), so only then is the routed path read:
 * Fastify's `routeOptions` builds an object at each read, which the hot routes do not pay.
 */
function routedPath(req: FastifyRequest): string {
  const raw = req.url;
  return raw.includes('%') ? (req.routeOptions.url ?? raw) : raw;
}

/** Whether a request is an API request, decided on the path it was routed by (a request that matched no route: its raw URL). */
export function isApiRequest(req: FastifyRequest): boolean {
  return routedPath(req).startsWith(API_PREFIX);
}

/** The path to choose a header policy by: the routed API path, else the raw URL. */
export function policyPath(req: FastifyRequest): string {
  const raw = req.url;
  if (!raw.includes('%')) return raw;
  const routed = req.routeOptions.url;
  return routed?.startsWith(API_PREFIX) ? raw.replace(/^[^?]*/, routed) : raw;
}
