import fastifyHelmet from '@fastify/helmet';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { createHash } from 'node:crypto';
import type { AppConfig } from '@server/config/app-config';

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
  const images = [...new Set([pub, s3].filter((o): o is string => Boolean(o)))];
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

/**
 * Security headers on every HTTP answer (issue #24) through @fastify/helmet: CSP, HSTS, nosniff,
 * Referrer-Policy, X-Frame-Options DENY, COOP/CORP. Routes under `/api/docs` get the relaxed policy.
 * Registered before any route so that its hooks and the per-route override apply to all of them.
 */
export async function registerSecurityHeaders(app: NestFastifyApplication, config: AppConfig): Promise<void> {
  const fastify = app.getHttpAdapter().getInstance();
  const docs = { contentSecurityPolicy: { useDefaults: false, directives: docsDirectives(config) } };
  fastify.addHook('onRoute', (route) => {
    if (route.url === '/api/docs' || route.url.startsWith('/api/docs/')) {
      route.config = Object.assign(route.config ?? {}, { helmet: docs });
    }
  });
  await app.register(fastifyHelmet, {
    global: true,
    contentSecurityPolicy: { useDefaults: false, directives: appDirectives(config) },
    strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'deny' },
    // Uploaded images may be shown by other sites' previews; the API itself is same-origin.
    crossOriginResourcePolicy: { policy: 'same-site' },
    crossOriginEmbedderPolicy: false,
  });
}
