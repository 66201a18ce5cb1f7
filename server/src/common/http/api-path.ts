import type { FastifyRequest } from 'fastify';

const API_PREFIX = '/api/';

/**
 * Whether a request is an API request, decided on the path it was routed by, not the raw URL: the
 * router decodes `/%61pi/v1/me` to `/api/v1/me` and serves the API route, so a check of the raw
 * URL alone let such a request through without the API's answer headers (`Cache-Control:
 * no-store`, `__token__`, the API's policy). A request that matched no route is judged by its raw
 * URL (an encoded prefix that matched nothing is a 404 either way).
 */
export function isApiRequest(req: FastifyRequest): boolean {
  return (req.routeOptions.url ?? req.url).startsWith(API_PREFIX);
}

/** The path to choose a header policy by: the routed API path (decoded), else the raw URL. */
export function policyPath(req: FastifyRequest): string {
  const routed = req.routeOptions.url;
  return routed?.startsWith(API_PREFIX) ? req.url.replace(/^[^?]*/, routed) : req.url;
}
