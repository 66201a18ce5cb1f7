/**
 * The app's one service worker (issue #35, docs/decisions/0129-installable-offline-app.md), built by
 * vite-plugin-pwa (injectManifest) into `/h5/sw.js`, scope `/h5/`. It takes over the volunteers'
 * check-in worker (checkin-sw.js, same scope) and keeps its offline behaviour:
 * - navigations: the network first, the precached shell (index.html) when offline;
 * - the shell's files (the entry, the offline pages' chunks, the texts, the icons): precached by
 *   Workbox from the build's list; other hashed files under `assets/`: kept as they load (cache
 *   first: their names change with their content), and the files the page loaded before this worker
 *   controlled it, which the page sends as `{type: 'keep-files', urls}`;
 * - other files of the app (manifests, icons): network first, the cache when offline;
 * - pictures at phone widths (`/uploads/size/w…/`): cache first, 300 kept for 30 days;
 * - the API: only the caller's own answers listed in lib/pwa/cache-policy.ts (the ticket wallet),
 *   network first, in a cache named after the token's digest; the page deletes a session's cache
 *   at logout and account switch. Nothing else of the API is touched;
 * - saved articles (docs/decisions/0133-offline-reading.md): an article's answer (`GET
 *   /api/v1/articles/:id`) from the network, and from the session's saved cache when the network
 *   fails; an upload's picture from any cache of the app when the network fails (the page stored
 *   them, lib/pwa/saved-articles.ts); Background Sync wakes the page to send the likes made offline.
 */
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import {
  APP_FILES_CACHE,
  articleIdOfPath,
  FLUSH_MESSAGE,
  isKeepableEnvelope,
  isPhonePicturePath,
  isSessionApiPath,
  isUploadPath,
  LEGACY_CACHE_PREFIX,
  PICTURES_CACHE,
  PICTURES_MAX_AGE_S,
  PICTURES_MAX_ENTRIES,
  savedCacheFor,
  sessionCacheFor,
  SYNC_TAG,
} from '../lib/pwa/cache-policy';

/** What this file uses of ServiceWorkerGlobalScope (the client's TypeScript has the DOM's types, not the worker's). */
type WaitableEvent = Event & { waitUntil(p: Promise<unknown>): void };
type MessageLike = WaitableEvent & { data: unknown };
type SyncLike = WaitableEvent & { tag: string };
type WorkerScope = {
  __WB_MANIFEST: Array<PrecacheEntry | string>;
  registration: { scope: string };
  location: Location;
  skipWaiting(): Promise<void>;
  clients: {
    claim(): Promise<void>;
    matchAll(options: { type: 'window'; includeUncontrolled?: boolean }): Promise<Array<{ postMessage(message: unknown): void }>>;
  };
  addEventListener(type: 'install' | 'activate', listener: (event: WaitableEvent) => void): void;
  addEventListener(type: 'message', listener: (event: MessageLike) => void): void;
  addEventListener(type: 'sync', listener: (event: SyncLike) => void): void;
};
declare const self: WorkerScope;

const SCOPE = new URL(self.registration.scope).pathname; // '/h5/'
const ASSETS = `${SCOPE}assets/`;
const sameOrigin = (url: URL) => url.origin === self.location.origin;

// Navigations first: the network's page when there is one (a new deploy shows at once), else the
// precached shell. Registered before the precache's route, which would answer `/h5/` from its cache.
registerRoute(
  new NavigationRoute(async ({ request }) => {
    try {
      return await fetch(request);
    } catch (err) {
      const shell = await matchPrecache('index.html');
      if (shell) return shell;
      throw err;
    }
  }),
);

cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);

const okOnly = new CacheableResponsePlugin({ statuses: [200] });

registerRoute(({ url }) => sameOrigin(url) && url.pathname.startsWith(ASSETS), new CacheFirst({ cacheName: APP_FILES_CACHE, plugins: [okOnly] }));

const pictures = new CacheFirst({
  cacheName: PICTURES_CACHE,
  plugins: [okOnly, new ExpirationPlugin({ maxEntries: PICTURES_MAX_ENTRIES, maxAgeSeconds: PICTURES_MAX_AGE_S, purgeOnQuotaError: true })],
});

/** A saved article's picture when the network fails (the saved caches are the only other ones holding uploads). */
async function keptPicture(request: Request, err: unknown): Promise<Response> {
  const hit = await caches.match(request.url);
  if (hit) return hit;
  throw err;
}

registerRoute(
  ({ url }) => sameOrigin(url) && isPhonePicturePath(url.pathname),
  async (options) => {
    try {
      return await pictures.handle(options);
    } catch (err) {
      return keptPicture(options.request, err);
    }
  },
);

registerRoute(
  ({ url, request }) => sameOrigin(url) && request.method === 'GET' && isUploadPath(url.pathname),
  async ({ request }) => {
    try {
      return await fetch(request);
    } catch (err) {
      return keptPicture(request, err);
    }
  },
);

// A saved article's answer when the network fails; the network's otherwise (the page keeps the saved copy fresh).
registerRoute(
  ({ url, request }) => sameOrigin(url) && request.method === 'GET' && !!articleIdOfPath(url.pathname),
  async ({ request, url }) => {
    try {
      return await fetch(request);
    } catch (err) {
      const token = request.headers.get('token');
      if (!token) throw err;
      const saved = await caches.open(await savedCacheFor(token));
      const hit = await saved.match(url.pathname, { ignoreSearch: true });
      if (hit) return hit;
      throw err;
    }
  },
);

/** Keeps an API answer only when it is a success envelope (a refusal, an expired session: never). */
const successOnly = {
  cacheWillUpdate: async ({ response }: { response: Response }) => {
    if (response.status !== 200) return null;
    try {
      return isKeepableEnvelope(response.status, await response.clone().json()) ? response : null;
    } catch {
      return null;
    }
  },
};

registerRoute(
  ({ url, request }) => sameOrigin(url) && request.method === 'GET' && isSessionApiPath(url.pathname),
  async (options) => {
    const token = options.request.headers.get('token');
    if (!token) return fetch(options.request); // a guest's answer is never kept
    const cacheName = await sessionCacheFor(token);
    return new NetworkFirst({ cacheName, plugins: [successOnly] }).handle(options);
  },
);

registerRoute(
  ({ url, request }) => sameOrigin(url) && url.pathname.startsWith(SCOPE) && request.destination !== 'document',
  new NetworkFirst({ cacheName: APP_FILES_CACHE, plugins: [okOnly] }),
);

self.addEventListener('install', () => void self.skipWaiting());

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(names.filter((n) => n.startsWith(LEGACY_CACHE_PREFIX)).map((n) => caches.delete(n)));
      await self.clients.claim();
    })(),
  );
});

/** The page's own hashed files, loaded before this worker controlled it: kept like the ones it serves. */
self.addEventListener('message', (event) => {
  const data = event.data as { type?: unknown; urls?: unknown } | null;
  if (!data || data.type !== 'keep-files' || !Array.isArray(data.urls)) return;
  const urls = data.urls.filter((u): u is string => typeof u === 'string' && u.startsWith(ASSETS));
  event.waitUntil(
    (async () => {
      const cache = await caches.open(APP_FILES_CACHE);
      await Promise.all(
        urls.map(async (u) => {
          if ((await matchPrecache(u)) || (await cache.match(u))) return;
          await cache.add(u).catch(() => undefined);
        }),
      );
    })(),
  );
});

/** Background Sync (Chromium): back online, the open pages send the likes and favourites queued offline. */
self.addEventListener('sync', (event) => {
  if (event.tag !== SYNC_TAG) return;
  event.waitUntil(
    (async () => {
      const pages = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      // no page open: fail, so the browser tries again later (and the next start sends the queue anyway)
      if (pages.length === 0) throw new Error('no page to send the queue');
      for (const page of pages) page.postMessage({ type: FLUSH_MESSAGE });
    })(),
  );
});
