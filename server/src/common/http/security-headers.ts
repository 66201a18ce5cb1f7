import helmet, { type HelmetOptions } from 'helmet';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { createHash } from 'node:crypto';
import type { AppConfig } from '@server/config/app-config';
import { policyPath } from './api-path';

type Directives = Record<string, string[]>;

/** The origin of a configured URL (`https://cdn.example.com`), or nothing when unset or not a URL. */
function originOf(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}

/**
 * The H5 app's policy: its own scripts only (no inline script, no eval), images from the app itself,
 * its object storage, `data:` and `blob:` (local previews before upload), API and socket.io calls to
 * the app's own origin (and its public ws/wss address), never framed. Inline styles stay allowed:
 * antd-mobile and react-easy-crop set them at run time and a style cannot run code.
 */
export function appDirectives(config: AppConfig): Directives {
  // Uploaded files' absolute URLs start with the public URL (local storage) or the bucket's address.
  const pub = originOf(config.publicUrl);
  const s3 = config.raw.STORAGE_DRIVER === 's3' ? originOf(config.raw.S3_PUBLIC_URL ?? config.raw.S3_ENDPOINT) : undefined;
  // the location pages' map tiles (MAP_TILE_URL, issue #35)
  const tiles = originOf(config.raw.MAP_TILE_URL?.replace(/\{[a-z]\}/g, '0'));
  const images = [...new Set([pub, s3, tiles].filter((o): o is string => Boolean(o)))];
  const sockets = config.raw.PUBLIC_URL && pub ? [pub.replace(/^http/, 'ws')] : [];
  const directives: Directives = {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...images],
    'media-src': ["'self'", 'blob:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...sockets],
    'worker-src': ["'self'", 'blob:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  if (config.publicUrl.startsWith('https:')) directives['upgrade-insecure-requests'] = [];
  return directives;
}

/** `/api/docs` (Swagger UI): its inline `<style>` blocks and `data:` icons, still no inline script. */
export function docsDirectives(config: AppConfig): Directives {
  return {
    ...appDirectives(config),
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'https:'],
  };
}

export function cspHeader(directives: Directives): string {
  return Object.entries(directives)
    .map(([k, v]) => (v.length ? `${k} ${v.join(' ')}` : k))
    .join('; ');
}

/**
 * A server-rendered page's policy: the app's own, plus the sha256 of each inline `<script>` and
 * `<style>` block the page carries (nothing else inline runs). Used by the sandbox checkout page.
 */
export function inlinePageCsp(config: AppConfig, html: string): string {
  const hashes = (tag: string) =>
    [...html.matchAll(new RegExp(`<${tag}>([\\s\\S]*?)</${tag}>`, 'g'))].map(
      (m) =>
        `'sha256-${createHash('sha256')
          .update(m[1] ?? '')
          .digest('base64')}'`,
    );
  const d = appDirectives(config);
  return cspHeader({ ...d, 'script-src': ["'self'", ...hashes('script')], 'style-src': ["'self'", ...hashes('style')] });
}

/** helmet's options around a CSP: HSTS, nosniff, Referrer-Policy, X-Frame-Options DENY, COOP/CORP. */
function helmetOptions(directives: Directives): HelmetOptions {
  return {
    contentSecurityPolicy: { useDefaults: false, directives },
    strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'deny' },
    // Uploaded images may be shown by other sites' previews; the API itself is same-origin.
    crossOriginResourcePolicy: { policy: 'same-site' },
    crossOriginEmbedderPolicy: false,
  };
}

const DOCS = /^\/api\/docs(?:[/?]|$)/;

/** The H5 app's built scripts and stylesheets (hashed names, `immutable`). */
const BUILT_ASSETS = /^\/h5\/assets\/[^/?]+\.(?:js|css)(?:\?|$)/;

/**
 * Headers for the app's own built scripts and stylesheets: nosniff (a script must be served as
 * one), CORP and HSTS. The document headers (CSP, framing, referrer, COOP…) govern documents only;
 * a script or stylesheet is never one, and on the phone's link they were about 600 bytes on each of
 * the ~40 files of a first load (issue #25).
 */
const ASSET_OPTIONS: HelmetOptions = {
  contentSecurityPolicy: false,
  crossOriginOpenerPolicy: false,
  crossOriginEmbedderPolicy: false,
  crossOriginResourcePolicy: { policy: 'same-site' },
  originAgentCluster: false,
  referrerPolicy: false,
  strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xFrameOptions: false,
  xPermittedCrossDomainPolicies: false,
  xXssProtection: false,
};

/** The API's answers: JSON (and the sandbox checkout page, which sets its own policy). */
const API = /^\/api\//;

/**
 * Headers for the API's answers, as OWASP's REST Security Cheat Sheet lists them for APIs: a policy
 * that lets nothing load and nothing frame the answer (`default-src 'none'; frame-ancestors 'none'`),
 * nosniff, X-Frame-Options DENY, HSTS, CORP, and the referrer policy (a page under /api, the
 * sandbox checkout, links out). The app's document policy (~400 bytes), COOP, Origin-Agent-Cluster
 * and the legacy X-* headers govern documents: they were ~500 of the ~750 header bytes on every
 * API answer, formatted by the server and parsed by the phone (bench:unlock, docs/decisions/0106-security-headers.md).
 */
const API_OPTIONS: HelmetOptions = {
  ...ASSET_OPTIONS,
  contentSecurityPolicy: { useDefaults: false, directives: { 'default-src': ["'none'"], 'frame-ancestors': ["'none'"] } },
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  xFrameOptions: { action: 'deny' },
};

/**
 * Security headers on every HTTP answer (issue #24), by helmet: the strict policy everywhere, the
 * relaxed one under `/api/docs`, the API's own on its answers, the lean one on the built scripts
 * and stylesheets. Each policy's middleware is built once: the @fastify/helmet
 * plugin rebuilds helmet's middleware for every request (10 µs a request measured, against 0.35 µs
 * for a prebuilt one, docs/decisions/0106-security-headers.md), so it is not used. One onRequest hook, before any route.
 */
export function registerSecurityHeaders(app: NestFastifyApplication, config: AppConfig): void {
  const strict = helmet(helmetOptions(appDirectives(config)));
  const docs = helmet(helmetOptions(docsDirectives(config)));
  const assets = helmet(ASSET_OPTIONS);
  const api = helmet(API_OPTIONS);
  const policyOf = (url: string) => (BUILT_ASSETS.test(url) ? assets : DOCS.test(url) ? docs : API.test(url) ? api : strict);
  app
    .getHttpAdapter()
    .getInstance()
    .addHook('onRequest', (req, reply, done) => {
      policyOf(policyPath(req))(req.raw, reply.raw, (err) => done(err as Error | undefined));
    });
}
