/**
 * What the app's service worker (client/src/sw/sw.ts) keeps, and under which names (issue #35,
 * docs/decisions/0129-installable-offline-app.md). Shared by the worker and the page, no DOM and no
 * worker globals: the page clears the caches a session leaves behind by these same names.
 */

/** Every cache the app itself names starts with this (Workbox's precache has its own `workbox-precache-…`). */
export const CACHE_PREFIX = 'reefline-';
/** Pictures at phone widths (`/uploads/size/w400|w800|w1200/…`): public, shared by every session. */
export const PICTURES_CACHE = 'reefline-pictures';
/** Hashed build files loaded after install (pages the reader opened) and files of the app (icons). */
export const APP_FILES_CACHE = 'reefline-app-files';
/** A session's API answers live in `reefline-api-<digest of its token>`; nothing else reads them. */
export const SESSION_CACHE_PREFIX = 'reefline-api-';
/**
 * A session's saved articles (issue #35, docs/decisions/0133-offline-reading.md): the article
 * answers, their pictures, the saved list's index and the queue of likes made offline, in
 * `reefline-saved-<the same digest>`; deleted with the session's API cache.
 */
export const SAVED_CACHE_PREFIX = 'reefline-saved-';
/** The Background Sync tag the page registers for likes queued offline, and the worker's message asking the page to send them. */
export const SYNC_TAG = 'reefline-interactions';
export const FLUSH_MESSAGE = 'flush-interactions';
/** The volunteers' check-in worker's caches (`reefline-checkin-v1`), which this worker replaces. */
export const LEGACY_CACHE_PREFIX = 'reefline-checkin-';

/** How many pictures are kept, and for how long. */
export const PICTURES_MAX_ENTRIES = 300;
export const PICTURES_MAX_AGE_S = 30 * 24 * 3600;

/** Hex digits of the token's SHA-256 in a session cache's name (128 bits: no two sessions meet). */
const DIGEST_HEX = 32;

/** The session cache's name for a token's SHA-256 digest. */
export function sessionCacheName(digest: ArrayBuffer | Uint8Array): string {
  const bytes = digest instanceof Uint8Array ? digest : new Uint8Array(digest);
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${SESSION_CACHE_PREFIX}${hex.slice(0, DIGEST_HEX)}`;
}

/** The session cache's name for a token (SHA-256 by Web Crypto, in the page and in the worker). */
export async function sessionCacheFor(token: string, subtle: SubtleCrypto = globalThis.crypto.subtle): Promise<string> {
  return sessionCacheName(await subtle.digest('SHA-256', new TextEncoder().encode(token)));
}

/** The saved articles' cache of the session whose API cache is `apiCache` (same digest). */
export function savedCacheOf(apiCache: string): string {
  return `${SAVED_CACHE_PREFIX}${apiCache.slice(SESSION_CACHE_PREFIX.length)}`;
}

/** The saved articles' cache name for a token. */
export async function savedCacheFor(token: string, subtle: SubtleCrypto = globalThis.crypto.subtle): Promise<string> {
  return savedCacheOf(await sessionCacheFor(token, subtle));
}

/**
 * The session caches to delete (API answers and saved articles): all of them when logged out
 * (`keep` undefined), else every one but the current session's (`keep` = its API cache's name:
 * an account switch, answers a logged-out session's last request wrote after its cache was cleared).
 */
export function sessionCachesToDelete(names: readonly string[], keep?: string): string[] {
  const kept = keep ? [keep, savedCacheOf(keep)] : [];
  return names.filter((n) => (n.startsWith(SESSION_CACHE_PREFIX) || n.startsWith(SAVED_CACHE_PREFIX)) && !kept.includes(n));
}

/** The API's base path (client/src/lib/api-client.ts API_BASE). */
const API = '/api/v1';

/**
 * The API answers kept for offline use, all of them the caller's own and read with their token:
 * the ticket wallet's list and a ticket (its signed code is what the QR shows; the door verifies
 * it offline). Nothing answered without a token is kept, nor anything not listed here.
 */
const SESSION_API = [new RegExp(`^${API}/tickets$`), new RegExp(`^${API}/tickets/[\\w-]+$`)];

export function isSessionApiPath(pathname: string): boolean {
  return pathname !== `${API}/tickets/history` && SESSION_API.some((re) => re.test(pathname));
}

/** The article's id when `pathname` is an article's answer (`/api/v1/articles/:id`), else undefined. */
export function articleIdOfPath(pathname: string): string | undefined {
  const m = new RegExp(`^${API}/articles/([\\w-]+)$`).exec(pathname);
  return m && m[1] !== 'categories' ? m[1] : undefined;
}

/** An uploaded picture of this origin, at any width (`/uploads/…`): what a saved article's pictures are. */
export function isUploadPath(pathname: string): boolean {
  return pathname.startsWith('/uploads/') && !pathname.includes('..');
}

/** A picture at a phone width, as the server makes them (contracts/image-sizes.ts). */
export function isPhonePicturePath(pathname: string): boolean {
  return /^\/uploads\/size\/w\d+\/images\/[^?#]+\.(?:jpe?g|png|webp)$/i.test(pathname);
}

/** An answer of the API worth keeping: HTTP 200 with the envelope's code 1 (a refusal is not kept). */
export function isKeepableEnvelope(status: number, body: unknown): boolean {
  return status === 200 && !!body && typeof body === 'object' && (body as { code?: unknown }).code === 1;
}
