/**
 * Makes the check-in screen open without a network after one visit: the app's service worker
 * (lib/pwa/start.ts, `/h5/sw.js`, which took over the former `checkin-sw.js`) registered at once
 * rather than after the page's load, and the check-in web app manifest in place of the app's while
 * the screen is open (a volunteer installs the gate, not the reader's app).
 */
import { appBase, registerAppWorker } from '@client/lib/pwa/start';

const MANIFEST_FILE = 'checkin.webmanifest';

/** Points the page's manifest link at the check-in manifest; the returned function puts the app's back. */
export function linkManifest(): () => void {
  const href = `${appBase()}${MANIFEST_FILE}`;
  const existing = document.head.querySelector<HTMLLinkElement>('link[rel="manifest"]');
  if (existing) {
    const previous = existing.getAttribute('href');
    existing.href = href;
    return () => {
      if (previous !== null) existing.setAttribute('href', previous);
    };
  }
  const link = document.createElement('link');
  link.rel = 'manifest';
  link.href = href;
  document.head.appendChild(link);
  return () => link.remove();
}

/** Registers the app's worker (it keeps the loaded files); resolves false where unsupported. */
export async function enableOfflineShell(): Promise<boolean> {
  return (await registerAppWorker()) !== undefined;
}
