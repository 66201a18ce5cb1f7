import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyRequest } from 'fastify';

/** Where the exact bytes received are kept as `req.rawBody`: payment provider callbacks, verified by signature. */
const RAW_BODY_URL = /^\/api\/v1\/payments\/[^/]+\/callback(?:\?|$)/;

export type RawBodyRequest = FastifyRequest & { rawBody?: Buffer };

/**
 * Request body parsers, registered instead of Nest's (`bodyParser: false` at creation).
 *
 * JSON: Fastify's own parser (prototype-poisoning checks on), made once. Nest's makes it anew for
 * every request inside a chain of wrappers and, with `rawBody`, keeps the bytes of every request.
 * Here the raw bytes are kept only for the routes that verify a signature over them. (A vote with
 * a JSON body costs the server ~6–8 µs of CPU more than one without; this saves part of it, inside
 * bench:vote's noise — docs/performance.md.)
 * Form bodies (`application/x-www-form-urlencoded`): Nest's parser, as before.
 */
export function registerBodyParsers(app: NestFastifyApplication, bodyLimit: number): void {
  const fastify = app.getHttpAdapter().getInstance();
  const parseJson = fastify.getDefaultJsonParser('error', 'error');
  fastify.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit }, (req, body, done) => {
    const bytes = body as Buffer;
    if (RAW_BODY_URL.test(req.url)) (req as RawBodyRequest).rawBody = bytes;
    void parseJson(req, bytes.toString('utf8'), done);
  });
  app.useBodyParser('application/x-www-form-urlencoded', { bodyLimit });
}
