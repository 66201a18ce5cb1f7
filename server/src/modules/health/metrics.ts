import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppConfig } from '@server/config/app-config';
import { AppException } from '@server/common/errors/app.exception';
import { sendError } from '@server/common/http/exception.filter';
import { safeEqual } from '@server/common/security/crypto';
import { MetricsService } from './metrics.service';

/** Who may read /metrics: with METRICS_TOKEN set, `Authorization: Bearer <token>`; without, everyone outside production and nobody in production. */
export function metricsAccess(
  token: string | undefined,
  isProduction: boolean,
  authorization: string | undefined,
): 'ok' | 'unauthorized' | 'disabled' {
  if (!token) return isProduction ? 'disabled' : 'ok';
  const given = /^Bearer\s+(.+)$/i.exec(authorization ?? '')?.[1]?.trim();
  return given && safeEqual(given, token) ? 'ok' : 'unauthorized';
}

/** Counts one answer (called from the app's one `onSend` hook, app.factory.ts). */
export function observeHttp(metrics: MetricsService, req: FastifyRequest, reply: FastifyReply): void {
  // The route pattern (not the URL) keeps the label set small; unmatched requests share one label.
  const route = req.routeOptions.url ?? 'unmatched';
  if (route === '/metrics') return;
  metrics.observe(req.method, route, reply.statusCode, reply.elapsedTime / 1000);
}

/** `GET /metrics` (Prometheus text format, outside /api/v1); every answer is counted by `observeHttp`. */
export function registerMetrics(app: NestFastifyApplication): void {
  const metrics = app.get(MetricsService);
  const config = app.get(AppConfig);
  const fastify = app.getHttpAdapter().getInstance();
  fastify.get('/metrics', async (req, reply) => {
    const access = metricsAccess(config.raw.METRICS_TOKEN, config.isProduction, req.headers.authorization);
    if (access === 'disabled') return sendError(AppException.notFound(), req, reply);
    if (access === 'unauthorized') {
      void reply.header('www-authenticate', 'Bearer');
      return sendError(AppException.unauthorized(), req, reply);
    }
    const body = await metrics.registry.metrics();
    return reply.header('content-type', metrics.registry.contentType).header('cache-control', 'no-store').send(body);
  });
}
