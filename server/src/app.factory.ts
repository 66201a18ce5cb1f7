import 'reflect-metadata';
import fastifyMultipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import { NestFactory } from '@nestjs/core';
import { UnhandledExceptionBus } from '@nestjs/cqrs';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';
import { buildOpenApi } from './common/http/openapi';
import { APP_VERSION } from '@contracts/api';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { existsSync, mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { DataSource } from 'typeorm';
import { APP_MODULES, AppModule, type AppModuleEntry } from './app.module';
import { assertNoDemoAccounts } from './modules/auth/seed/demo-auth';
import { AppConfig } from './config/app-config';
import { isApiRequest } from './common/http/api-path';
import { registerBodyParsers } from './common/http/body-parsers';
import { sendClientError, sendError } from './common/http/exception.filter';
import { registerSecurityHeaders } from './common/http/security-headers';
import { mountHotRoutes } from './common/http/hot-route';
import { compressApiAnswer, registerH5App } from './common/http/web-delivery';
import { requestLanguage } from './common/i18n/i18n';
import type { Language } from '@contracts/language';
import { CsrfTokens } from './common/security/csrf';
import { registerImageRenditions } from './infra/images/renditions';
import { createRootLogger, PinoNestLogger } from './infra/logging/logger';
import { assertEveryJobHandled } from './infra/queues/job-handlers';
import { RedisIoAdapter } from './infra/socket/redis-io.adapter';
import { observeHttp, registerMetrics } from './modules/health/metrics';
import { MetricsService } from './modules/health/metrics.service';
import { registerQueueDashboard } from './modules/messaging/ops/queue-dashboard';

const LANG = Symbol('lang');

/** The built H5 app: beside the compiled server (dist/server/src → root) or the sources (server/src → root). */
function findClientDist(): string | undefined {
  const roots = [resolve(__dirname, '..', '..', '..'), resolve(__dirname, '..', '..'), process.cwd()];
  return roots.map((r) => join(r, 'client', 'dist')).find((dir) => existsSync(join(dir, 'index.html')));
}

/**
 * TRUST_PROXY for Fastify: an address/CIDR list as such; a hop count as "the nearest N hops are
 * proxies" (Fastify 5.12 takes a bare number as "trust nobody", since it cannot check the peer: a
 * hop count is for an app reachable only through its proxies, see docs/operations.md); off = nobody.
 */
function trustProxyOption(tp: false | number | string[]) {
  return typeof tp === 'number' ? (_addr: string, hop: number) => hop < tp : tp;
}

/**
 * Builds the app for a configuration: Fastify, the envelope on every response (also for errors
 * Nest never sees), `__token__` on every response, static H5 app and uploads, OpenAPI, sockets.
 */
export async function createApp(config: AppConfig, modules: readonly AppModuleEntry[] = APP_MODULES): Promise<NestFastifyApplication> {
  if (config.runsWorkers) assertEveryJobHandled();
  const logger = createRootLogger(config.raw.LOG_LEVEL);
  const adapter = new FastifyAdapter({
    loggerInstance: logger,
    trustProxy: trustProxyOption(config.raw.TRUST_PROXY),
    bodyLimit: 1024 * 1024,
    // A URL the router cannot decode (bad percent-encoding such as %ED%A0%80) is a bad request in the envelope.
    frameworkErrors: (err: Error, req: FastifyRequest, reply: FastifyReply) => sendError(err, req, reply),
    clientErrorHandler: sendClientError,
    genReqId: (req: IncomingMessage) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{8,64}$/.test(given) ? given : randomUUID();
    },
  });
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.forRoot(config, modules), adapter, {
    logger: new PinoNestLogger(logger),
    bufferLogs: false,
    // Our own parsers (common/http/body-parsers.ts): raw bytes only where a signature needs them.
    bodyParser: false,
  });
  app.setGlobalPrefix('api/v1', { exclude: [] });
  registerSecurityHeaders(app, config); // before any route: CSP, HSTS, nosniff… (common/http/security-headers.ts)
  registerBodyParsers(app);
  app.enableShutdownHooks();

  const fastify = app.getHttpAdapter().getInstance();
  const csrf = app.get(CsrfTokens);
  // One hook frames every answer (each Fastify hook costs ~3 µs a request: docs/performance-log.md):
  // request id, the API's status and headers, and the HTTP metrics. The language is read from the
  // headers when first asked for.
  fastify.decorateRequest('lang', {
    getter(this: FastifyRequest & { [LANG]?: Language }) {
      return (this[LANG] ??= requestLanguage(this.headers));
    },
  });
  const metrics = app.get(MetricsService);
  fastify.addHook('onSend', async (req, reply, payload) => {
    void reply.header('x-request-id', req.id);
    const api = isApiRequest(req); // on the routed path: /%61pi/… is the API too (common/http/api-path.ts)
    if (api) {
      // Success is code 1 with HTTP 200 (API.md), also for POST where Nest would say 201.
      if (reply.statusCode === 201) void reply.code(200);
      void reply.header('__token__', csrf.issue(req.csrfBinding ?? 'guest'));
      void reply.header('cache-control', 'no-store');
    }
    observeHttp(metrics, req, reply);
    // Issue #25: a large API answer travels compressed (common/http/web-delivery.ts).
    return api ? compressApiAnswer(req, reply, payload) : payload;
  });
  // Errors raised before Nest's filter can see them (body parsing, limits) still get the envelope,
  // from the error handler of each route declared on this scope (plugins' scopes keep their own).
  // Not setErrorHandler: Nest sets this scope's handler in app.init(), too late for the routes
  // mounted below, and a second one in the same scope is an override (FSTWRN004).
  fastify.addHook('onRoute', function (route) {
    if (this === fastify) route.errorHandler ??= (err, req, reply) => sendError(err, req, reply);
  });

  await app.register(fastifyMultipart, { limits: { fileSize: config.raw.UPLOAD_MAX_BYTES } });
  if (config.raw.STORAGE_DRIVER === 'local') {
    mkdirSync(resolve(config.raw.UPLOAD_DIR), { recursive: true });
    await app.register(fastifyStatic, {
      root: resolve(config.raw.UPLOAD_DIR),
      prefix: '/uploads/',
      decorateReply: false,
      dotfiles: 'ignore', // never a dotfile (the narrower copies' folder .sizes/ among them)
      maxAge: '7d',
      immutable: true,
    });
    registerImageRenditions(app, config.raw.UPLOAD_DIR); // /uploads/size/w…/<key>: phone-width copies
  }
  await registerH5App(app, config.raw.H5_DIR ?? findClientDist()); // static app, caching and precompressed files (common/http/web-delivery.ts)
  for (const path of ['/', '/h5']) fastify.get(path, (_req, reply) => reply.redirect('/h5/', 302));
  mountHotRoutes(app); // the hottest routes, without Nest's per-request machinery (common/http/hot-route.ts)
  // The API document, built from the route table (common/http/openapi.ts); Swagger UI shows it.
  SwaggerModule.setup('api/docs', app, buildOpenApi(app, APP_VERSION) as unknown as OpenAPIObject, { jsonDocumentUrl: 'api/docs/json' });
  registerMetrics(app); // GET /metrics and HTTP request metrics (docs/operations.md)
  await registerQueueDashboard(app); // /admin/queues, admins only

  const io = new RedisIoAdapter(app);
  io.connect();
  app.useWebSocketAdapter(io);

  if (config.isProduction) {
    try {
      await assertNoDemoAccounts(app.get(DataSource));
    } catch (err) {
      await app.close();
      throw err;
    }
  }

  app.get(UnhandledExceptionBus).subscribe(({ exception, cause }) => {
    logger.error({ err: exception, event: cause?.constructor?.name }, 'event handler failed');
  });
  return app;
}
