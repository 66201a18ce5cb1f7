/* Reefline check-in service worker: the volunteers' check-in screen opens offline after one visit.
 * - navigations (the app shell): network first, the cached shell when offline;
 * - hashed build files under assets/: cache first (their names change with their content);
 * - other files of the app (manifest, icons): network first, cache as fallback;
 * - the API (/api/…) and anything outside the app's scope are never touched.
 * The page sends {type:'precache', urls} with the files it loaded before this worker took control. */
const VERSION = 'v1';
const CACHE = `reefline-checkin-${VERSION}`;
const SCOPE = new URL(self.registration.scope).pathname;
const SHELL = SCOPE;

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll([SHELL, `${SCOPE}checkin.webmanifest`]).catch(() => undefined))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(names.filter((n) => n.startsWith('reefline-checkin-') && n !== CACHE).map((n) => caches.delete(n)));
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('message', (event) => {
  const data = event.data;
  if (!data || data.type !== 'precache' || !Array.isArray(data.urls)) return;
  const urls = data.urls.filter((u) => typeof u === 'string' && u.startsWith(SCOPE));
  event.waitUntil(
    caches.open(CACHE).then((cache) =>
      Promise.all(
        urls.map(async (u) => {
          if (await cache.match(u)) return;
          await cache.add(u).catch(() => undefined);
        }),
      ),
    ),
  );
});

async function networkFirst(request, key) {
  const cache = await caches.open(CACHE);
  try {
    const response = await fetch(request);
    if (response.ok) await cache.put(key ?? request, response.clone());
    return response;
  } catch (err) {
    const cached = (await cache.match(key ?? request)) ?? (await cache.match(`${SCOPE}index.html`));
    if (cached) return cached;
    throw err;
  }
}

async function cacheFirst(request) {
  const cache = await caches.open(CACHE);
  const cached = await cache.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || !url.pathname.startsWith(SCOPE)) return;
  if (request.mode === 'navigate') {
    event.respondWith(networkFirst(request, SHELL));
  } else if (url.pathname.startsWith(`${SCOPE}assets/`)) {
    event.respondWith(cacheFirst(request));
  } else {
    event.respondWith(networkFirst(request));
  }
});
