/**
 * Web delivery (issue #25): how the built H5 app and the API's answers travel.
 * - `registerH5App`: `client/dist` at /h5/ with the brotli/gzip files written at build time
 *   (client/build/precompress.ts) sent as they are (`Vary: Accept-Encoding`), hashed assets cached
 *   for a year (`immutable`), everything else (index.html, the service worker `sw.js`, the web app
 *   manifests, the icons) revalidated every time (`no-cache`, ETag kept: a deploy's new worker is
 *   seen at the next visit, never pinned by a cache; issue #35); a missing file is a 404, never index.html.
 * - `compressApiAnswer`: an API answer of `API_COMPRESS_MIN_BYTES` or more is compressed on the fly
 *   (gzip level 6, else brotli quality 4) for clients that accept it. Gzip first: on these JSON
 *   answers it came within 3 % of brotli's size for about half its CPU (docs/performance-log.md).
 */
import fastifyStatic from '@fastify/static';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import { AppException } from '../errors/app.exception';
import { sendError } from './exception.filter';
import { h5PageFor } from './h5-pages';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

/** Vite writes every hashed file (JS, CSS, images, language chunks) under `assets/`. */
const HASHED_DIR = `${sep}assets${sep}`;

/** The Cache-Control of a file of the built app, by its path on disk. */
export function h5CacheControl(filePath: string): string {
  return filePath.includes(HASHED_DIR) ? IMMUTABLE : REVALIDATE;
}

/**
 * The H5 app under /h5/ (when built). The app routes in the URL's fragment (/h5/#/pages/…, as
 * uni-app's H5 build does); a page link that lost its `#` (typed by hand, rewritten by a chat app)
 * opens the page it names, or the app's own "page not found" in the reader's language. Missing
 * files stay a 404.
 */
export async function registerH5App(app: NestFastifyApplication, clientDist: string | undefined): Promise<void> {
  await app.register(
    async (h5: FastifyInstance) => {
      if (clientDist) {
        await h5.register(fastifyStatic, {
          root: clientDist,
          decorateReply: false,
          index: ['index.html'],
          preCompressed: true,
          cacheControl: false, // set per file below
          etag: true,
          lastModified: true,
          allowedPath: (pathName) => !pathName.includes('/.'), // .vite/manifest.json is for tools
          setHeaders: (reply, filePath) => void reply.header('cache-control', h5CacheControl(filePath)),
        });
      }
      h5.setNotFoundHandler((req, reply) => {
        const target = h5PageFor(req.method, req.url);
        return target ? reply.redirect(target, 302) : sendError(AppException.notFound(), req, reply);
      });
    },
    { prefix: '/h5' },
  );
}

/** Below this an answer fits in a packet or two: compressing it saves no round trip (docs/performance-log.md). */
export const API_COMPRESS_MIN_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const BROTLI_OPTIONS = { params: { [zlib.BROTLI_PARAM_QUALITY]: 4, [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT } };
const GZIP_OPTIONS = { level: 6 };

/** The encoding to use for an `Accept-Encoding` header: gzip, else brotli, else none (q=0 refuses). */
export function pickEncoding(accept: string | undefined): 'br' | 'gzip' | undefined {
  if (!accept) return undefined;
  const offered = new Map<string, number>();
  for (const part of accept.toLowerCase().split(',')) {
    const [name = '', ...params] = part.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    offered.set(name.trim(), q ? Number(q.slice(2)) || 0 : 1);
  }
  const accepts = (name: string) => (offered.get(name) ?? offered.get('*') ?? 0) > 0;
  if (accepts('gzip')) return 'gzip';
  if (accepts('br')) return 'br';
  return undefined;
}

function addVary(reply: FastifyReply): void {
  const vary = reply.getHeader('vary');
  const list = Array.isArray(vary) ? vary.join(', ') : vary === undefined ? '' : String(vary);
  if (list.split(',').some((v) => ['accept-encoding', '*'].includes(v.trim().toLowerCase()))) return;
  void reply.header('vary', list ? `${list}, accept-encoding` : 'accept-encoding');
}

/**
 * The onSend step for API answers: returns the payload to send, compressed when it is a text
 * answer of API_COMPRESS_MIN_BYTES or more and the client accepts brotli or gzip.
 */
export async function compressApiAnswer(req: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<unknown> {
  let size: number;
  if (typeof payload === 'string') {
    if (payload.length * 3 < API_COMPRESS_MIN_BYTES) return payload; // at most 3 UTF-8 bytes a UTF-16 unit
    size = Buffer.byteLength(payload);
  } else if (Buffer.isBuffer(payload)) {
    size = payload.length;
  } else {
    return payload; // streams (files) are left alone
  }
  if (size < API_COMPRESS_MIN_BYTES || req.method === 'HEAD' || reply.getHeader('content-encoding')) return payload;
  const type = String(reply.getHeader('content-type') ?? '');
  if (!/^(application\/(json|problem\+json)|text\/)/.test(type)) return payload;
  addVary(reply);
  const encoding = pickEncoding(req.headers['accept-encoding']);
  if (!encoding) return payload;
  const body = encoding === 'br' ? await brotli(payload, BROTLI_OPTIONS) : await gzipAsync(payload, GZIP_OPTIONS);
  void reply.header('content-encoding', encoding);
  reply.removeHeader('content-length');
  return body;
}
