/**
 * Issue #35, the upgrade dialog in the browser. The app serves a copy of the built H5 app
 * (`H5_DIR`), so the test can deploy under a running page: a new service worker (sw.js changed)
 * and then a new build (version.json's id changed) each bring up "A new version is ready", whose
 * Reload loads the page again; `/common/init` naming a newer published app (APP_LATEST_VERSION)
 * makes Settings → Version offer the download page.
 */
import { appendFileSync, cpSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { paths } from '@client/config/paths';
import shellZhCN from '@client/locales/zh-CN.json';
import { registerUser } from '@test/setup/factories';
import { e2eTest, loginThroughUi, startE2e, waitForRoute, waitForText, waitUntil, type E2eApp } from './support';

const DIST = resolve(__dirname, '..', 'dist');

/** Waits until the app's worker controls the page. */
async function controlled(page: Page): Promise<void> {
  await waitUntil(() => page.evaluate(() => !!navigator.serviceWorker.controller), 'the service worker to control the page', 20_000);
}

/**
 * The page looks for a newer version when it comes back to the foreground: tell it so (again,
 * until the dialog shows: the watcher starts after the page's load), and wait for the dialog.
 */
async function comeBackUntilDialog(page: Page, kind: string): Promise<void> {
  await waitUntil(
    async () => {
      const dialog = page.getByTestId('upgrade-dialog');
      if ((await dialog.count()) > 0) return (await dialog.getAttribute('data-kind')) === kind;
      await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
      return false;
    },
    `the upgrade dialog (${kind})`,
    30_000,
  );
}

/** Replaces a served file (and drops its precompressed copies, which the server would prefer). */
function deploy(dir: string, file: string, change: (path: string) => void): void {
  const path = join(dir, file);
  change(path);
  for (const ext of ['.br', '.gz']) if (existsSync(`${path}${ext}`)) rmSync(`${path}${ext}`);
}

describe('the upgrade dialog (issue #35)', () => {
  let e2e: E2eApp;
  let page: Page | undefined;
  let h5Dir = '';

  beforeAll(async () => {
    h5Dir = mkdtempSync(join(tmpdir(), 'reefline-h5-'));
    cpSync(DIST, h5Dir, { recursive: true });
    e2e = await startE2e({ H5_DIR: h5Dir, APP_LATEST_VERSION: '1.0.2', APP_LATEST_VERSION_CODE: '102' });
  }, 90_000);

  afterAll(async () => {
    await e2e?.close();
    if (h5Dir) rmSync(h5Dir, { recursive: true, force: true });
  });

  e2eTest(
    'Settings → Version offers a newer published app (1.0.2 > 101) on the download page',
    () => page,
    async () => {
      const member = await registerUser(e2e.app);
      page = await e2e.newPage();
      await page.goto(e2e.h5(paths.settings));
      await loginThroughUi(page, member.account, member.password);
      await page.getByTestId('settings-page').waitFor();
      await controlled(page);
      await page.getByTestId('settings-version').click();
      const dialog = page.getByTestId('upgrade-dialog');
      await dialog.waitFor();
      expect(await dialog.getAttribute('data-kind')).toBe('app');
      await waitForText(page.locator('.adm-dialog-title'), shellZhCN.upgrade.appTitle.replace('{{version}}', '1.0.2'));
      await page.locator('.adm-dialog').getByRole('button', { name: shellZhCN.upgrade.getIt }).click();
      await waitForRoute(page, paths.downloadXz);
    },
    60_000,
  );

  e2eTest(
    'a new service worker deployed under the running page: "A new version is ready"',
    () => page,
    async () => {
      const p = page!;
      const before = await p.evaluate(() => navigator.serviceWorker.controller?.scriptURL);
      deploy(h5Dir, 'sw.js', (path) => appendFileSync(path, `\n// deployed ${Date.now()}\n`));
      await comeBackUntilDialog(p, 'worker');
      await waitForText(p.locator('.adm-dialog-title'), shellZhCN.upgrade.readyTitle);
      expect(before).toBe(`${e2e.app.url}/h5/sw.js`);
      await p.locator('.adm-dialog').getByRole('button', { name: shellZhCN.upgrade.later }).click();
      await waitUntil(async () => (await p.getByTestId('upgrade-dialog').count()) === 0, 'the dialog to close');
    },
    60_000,
  );

  e2eTest(
    'a new build deployed under the running page: "A new version is ready", and Reload loads the page again',
    () => page,
    async () => {
      const p = page!;
      await p.reload();
      await p.getByTestId('download-page').waitFor();
      await controlled(p);
      deploy(h5Dir, 'version.json', (path) => writeFileSync(path, `${JSON.stringify({ build: `next-${Date.now()}` })}\n`));
      await p.evaluate(() => Object.defineProperty(window, '__beforeReload', { value: true }));
      await comeBackUntilDialog(p, 'build');
      await waitForText(p.locator('.adm-dialog-title'), shellZhCN.upgrade.readyTitle);
      await p.locator('.adm-dialog').getByRole('button', { name: shellZhCN.upgrade.reload }).click();
      await waitUntil(
        () => p.evaluate(() => !(window as unknown as { __beforeReload?: boolean }).__beforeReload).catch(() => false),
        'the page to load again',
        20_000,
      );
      await p.getByTestId('download-page').waitFor();
    },
    60_000,
  );
});
