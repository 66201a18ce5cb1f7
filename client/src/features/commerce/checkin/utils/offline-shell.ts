/**
 * Makes the check-in screen open without a network after one visit: registers the service
 * worker `checkin-sw.js` (scope: the app's base path) and hands it the files this page has
 * loaded (the app shell and the screen's chunks), and links the check-in web app manifest.
 */
const SW_FILE = 'checkin-sw.js';
const MANIFEST_FILE = 'checkin.webmanifest';

function appBase(): string {
  // the app is served at <origin>/h5/ (Vite base); the document's path without the file name
  return new URL('./', window.location.href.split('#')[0]).pathname;
}

function loadedAppFiles(base: string): string[] {
  const urls = new Set<string>([base, `${base}index.html`, `${base}${MANIFEST_FILE}`, `${base}favicon.svg`]);
  for (const entry of performance.getEntriesByType('resource')) {
    const url = new URL(entry.name, window.location.href);
    if (url.origin === window.location.origin && url.pathname.startsWith(`${base}assets/`)) urls.add(url.pathname);
  }
  for (const el of document.querySelectorAll<HTMLScriptElement | HTMLLinkElement>(
    'script[src], link[rel="stylesheet"], link[rel="modulepreload"]',
  )) {
    const href = el instanceof HTMLScriptElement ? el.src : el.href;
    const url = new URL(href, window.location.href);
    if (url.origin === window.location.origin && url.pathname.startsWith(base)) urls.add(url.pathname);
  }
  return [...urls];
}

export function linkManifest(): () => void {
  const base = appBase();
  const link = document.createElement('link');
  link.rel = 'manifest';
  link.href = `${base}${MANIFEST_FILE}`;
  document.head.appendChild(link);
  return () => link.remove();
}

/** Registers the worker and asks it to keep the loaded files; resolves false where unsupported. */
export async function enableOfflineShell(): Promise<boolean> {
  if (!('serviceWorker' in navigator) || !window.isSecureContext) return false;
  const base = appBase();
  try {
    await navigator.serviceWorker.register(`${base}${SW_FILE}`, { scope: base });
    const registration = await navigator.serviceWorker.ready;
    registration.active?.postMessage({ type: 'precache', urls: loadedAppFiles(base) });
    return true;
  } catch {
    return false;
  }
}
