/**
 * The app-upgrade check (issue #35, SPEC §2's app-upgrade dialog and §8's "no new version";
 * docs/decisions/0141-download-and-upgrade.md). A newer version is one of:
 * - `worker`: a newer service worker than the one controlling the page (it took over, or waits);
 * - `build`: the server serves a newer build than the page runs (`version.json`'s id differs from
 *   the one built into this page);
 * - `app`: `/common/init` names a newer published app version than this one (1.0.1 / 101).
 * The first two are fixed by a reload; the third by the download page. Loaded after the first
 * paint (lib/pwa/start.ts): nothing here is in the first chunk.
 */
import { env } from '@client/config/env';
import { getInit } from '@client/lib/init';
import { appBase } from '@client/lib/pwa/start';

export type Upgrade = { kind: 'worker' } | { kind: 'build'; build: string } | { kind: 'app'; version: string; versionCode: number };

/** The build this page runs ('dev' under the development server). */
export const RUNNING_BUILD = import.meta.env.VITE_BUILD_ID ?? 'dev';

/** How often a page left open looks for a newer build (besides coming back to the foreground). */
export const UPGRADE_CHECK_INTERVAL_MS = 30 * 60_000;

/** The build the server serves now; null when it cannot be told (offline, no file). */
export async function servedBuild(): Promise<string | null> {
  try {
    const res = await fetch(`${appBase()}version.json`, { cache: 'no-store' });
    if (!res.ok) return null;
    const body = (await res.json()) as { build?: unknown };
    return typeof body.build === 'string' ? body.build : null;
  } catch {
    return null;
  }
}

/** Asks the browser for the worker script again; true when a newer worker is installing or waiting. */
export async function newerWorker(): Promise<boolean> {
  if (!('serviceWorker' in navigator)) return false;
  const registration = await navigator.serviceWorker.getRegistration(appBase());
  if (!registration) return false;
  try {
    await registration.update();
  } catch {
    return false; // offline: nothing to compare with
  }
  return !!(registration.waiting ?? registration.installing);
}

/**
 * Looks for a newer version now. `withApp`: also ask `/common/init` for a newer published app
 * (Settings → Version), not only for a newer build of this web app.
 */
export async function checkForUpgrade({ withApp = false }: { withApp?: boolean } = {}): Promise<Upgrade | null> {
  if (await newerWorker()) return { kind: 'worker' };
  const build = await servedBuild();
  if (build && RUNNING_BUILD !== 'dev' && build !== RUNNING_BUILD) return { kind: 'build', build };
  if (withApp) {
    const init = await getInit();
    if (init.latest.versionCode > env.appVersionCode) return { kind: 'app', ...init.latest };
  }
  return null;
}

let offered = false;

/** Shows the upgrade dialog once per page (a dismissed one does not come back until the next load). */
async function offer(upgrade: Upgrade): Promise<void> {
  if (offered) return;
  offered = true;
  const { showUpgradeDialog } = await import('@client/lib/pwa/upgrade-dialog');
  await showUpgradeDialog(upgrade);
}

/**
 * Watches for a newer version while the page is open: a new worker taking over from the one that
 * controlled the page, and a newer build served — looked for when the page comes back to the
 * foreground, comes back online, and every half hour. Returns the unsubscribe function.
 */
export function watchUpgrades(): () => void {
  const look = () => {
    if (document.visibilityState !== 'visible') return;
    void checkForUpgrade().then((u) => (u ? offer(u) : undefined));
  };
  const hadController = 'serviceWorker' in navigator && !!navigator.serviceWorker.controller;
  const onControllerChange = () => {
    // the first worker taking control of a page is the install, not an upgrade
    if (hadController) void offer({ kind: 'worker' });
  };
  if ('serviceWorker' in navigator) navigator.serviceWorker.addEventListener('controllerchange', onControllerChange);
  document.addEventListener('visibilitychange', look);
  window.addEventListener('online', look);
  const timer = window.setInterval(look, UPGRADE_CHECK_INTERVAL_MS);
  return () => {
    if ('serviceWorker' in navigator) navigator.serviceWorker.removeEventListener('controllerchange', onControllerChange);
    document.removeEventListener('visibilitychange', look);
    window.removeEventListener('online', look);
    window.clearInterval(timer);
  };
}
