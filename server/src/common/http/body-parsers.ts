import { RouteConfig, type NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyRequest } from 'fastify';

export type RawBodyRequest = FastifyRequest & { rawBody?: Buffer };

/** Marks a route whose handler needs the exact bytes received as `req.rawBody` (e.g. a signed callback). */
export const KeepRawBody = () => RouteConfig({ rawBody: true });

/**
 * Request body parsers, registered instead of Nest's (`bodyParser: false` at creation).
 *
 * JSON: Fastify's own parser (prototype-poisoning checks on), made once. Nest's makes it anew for
 * every request inside a chain of wrappers and, with `rawBody`, keeps the bytes of every request.
 * Here the raw bytes are kept only for routes marked @KeepRawBody(). (A vote with
 * a JSON body costs the server ~6–8 µs of CPU more than one without; this saves part of it, inside
 * bench:vote's noise — docs/performance-log.md.)
 * Form bodies (`application/x-www-form-urlencoded`): Nest's parser, as before.
 */
export function registerBodyParsers(app: NestFastifyApplication): void {
  const fastify = app.getHttpAdapter().getInstance();
  const { bodyLimit } = fastify.initialConfig;
  const parseJson = fastify.getDefaultJsonParser('error', 'error');
  fastify.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit }, (req, body, done) => {
    const bytes = body as Buffer;
    if ((req.routeOptions.config as { rawBody?: boolean }).rawBody) (req as RawBodyRequest).rawBody = bytes;
    void parseJson(req, bytes.toString('utf8'), done);
  });
  app.useBodyParser('application/x-www-form-urlencoded', { bodyLimit });
}
