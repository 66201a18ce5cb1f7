/**
 * The page's side of the app's service worker (issue #35, docs/decisions/0129-installable-offline-app.md):
 * registers `/h5/sw.js` once the page has loaded and its first screen is up (the worker adds no
 * request before the first paint, and its precache waits for the page's own), hands it the
 * hashed files the page loaded before the worker controlled it, and deletes the API answers a
 * session leaves behind: at logout every session cache, at an account switch every one but the
 * new session's (lib/pwa/cache-policy.ts), saved articles included (docs/decisions/0133-offline-reading.md). Loaded by a dynamic import: none of it is in the first chunk.
 */
import { session as appSession, type Session } from '@client/lib/session';
import { sessionCacheFor, sessionCachesToDelete } from '@client/lib/pwa/cache-policy';
import { watchInteractionQueue } from '@client/lib/pwa/interaction-queue';
import { listenForInstallPrompt } from '@client/lib/pwa/install-prompt';

const WORKER_FILE = 'sw.js';

/** The app's base path (`/h5/`): the document's path without its file name. */
export function appBase(): string {
  return new URL('./', window.location.href.split('#')[0]).pathname;
}

function workerSupported(): boolean {
  return 'serviceWorker' in navigator && window.isSecureContext;
}

/** The hashed build files this page has loaded (scripts, stylesheets, preloads, texts chunks). */
function loadedAppFiles(base: string): string[] {
  const urls = new Set<string>();
  const add = (href: string) => {
    const url = new URL(href, window.location.href);
    if (url.origin === window.location.origin && url.pathname.startsWith(`${base}assets/`)) urls.add(url.pathname);
  };
  for (const entry of performance.getEntriesByType('resource')) add(entry.name);
  for (const el of document.querySelectorAll<HTMLScriptElement | HTMLLinkElement>('script[src], link[rel="stylesheet"], link[rel="modulepreload"]')) {
    add(el instanceof HTMLScriptElement ? el.src : el.href);
  }
  return [...urls];
}

let registering: Promise<ServiceWorkerRegistration | undefined> | undefined;

/** Registers the app's worker (once) and resolves with its registration when active; undefined where unsupported. */
export function registerAppWorker(): Promise<ServiceWorkerRegistration | undefined> {
  registering ??= (async () => {
    if (!workerSupported()) return undefined;
    const base = appBase();
    try {
      await navigator.serviceWorker.register(`${base}${WORKER_FILE}`, { scope: base, updateViaCache: 'none' });
      const registration = await navigator.serviceWorker.ready;
      registration.active?.postMessage({ type: 'keep-files', urls: loadedAppFiles(base) });
      return registration;
    } catch {
      return undefined;
    }
  })();
  return registering;
}

/** Deletes the session caches not the current token's (all of them when logged out). */
export async function clearSessionCaches(token: string | null): Promise<void> {
  if (typeof caches === 'undefined') return;
  const keep = token ? await sessionCacheFor(token) : undefined;
  const names = await caches.keys();
  await Promise.all(sessionCachesToDelete(names, keep).map((n) => caches.delete(n)));
}

/**
 * Deletes the session caches now and at every change of session (logout, login as someone else,
 * another tab's logout); returns the unsubscribe function.
 */
export function watchSessionCaches(session: Pick<Session, 'subscribe' | 'getToken'> = appSession): () => void {
  let token = session.getToken();
  void clearSessionCaches(token);
  return session.subscribe(() => {
    const next = session.getToken();
    if (next === token) return;
    token = next;
    void clearSessionCaches(next);
  });
}

function onLoad(fn: () => void): void {
  if (document.readyState === 'complete') fn();
  else window.addEventListener('load', fn, { once: true });
}

/**
 * The app's start-up (main.tsx, after the first screen): the worker after `load`, the session
 * caches now, and the likes made offline sent (now, and whenever back online).
 */
export function startPwa(): void {
  watchSessionCaches();
  watchInteractionQueue();
  listenForInstallPrompt();
  // the development server has no worker to register (vite-plugin-pwa builds it with the app)
  if (import.meta.env.PROD) {
    onLoad(() => void registerAppWorker());
    // the upgrade dialog: a newer worker or build under this open page (lib/pwa/upgrade.ts)
    onLoad(() => void import('@client/lib/pwa/upgrade').then((m) => m.watchUpgrades()));
  }
}
