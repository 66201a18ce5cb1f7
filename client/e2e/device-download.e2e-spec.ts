/**
 * Issue #35, the download pages in the browser: the platform decides what the page offers
 * (desktop: a QR code of the page; WeChat: "open in the browser"; Android and iOS: their configured
 * stores), and the web app's download walks SPEC §4's states — preparing → downloading n % →
 * downloaded → installing → complete — with a file held back by the network (the percentage stops
 * short of 100), a file refused (failed, naming it; retry), a cancel mid-way (cancelled; retry),
 * the browser's install prompt accepted (complete: installed) and iOS's Add to Home Screen steps.
 * The store-link page shows the configured stores' badges. The service worker is blocked in these
 * pages so that the test's network routes see the files the page fetches.
 */
import type { Page, Route } from 'playwright-core';
import { paths } from '@client/config/paths';
import deviceZhCN from '@client/features/device/locales/zh-CN.json';
import { e2eTest, startE2e, waitForText, waitUntil, type E2eApp } from './support';
import { seriousViolations } from './axe';

const GOOGLE_PLAY = 'https://play.google.com/store/apps/details?id=com.reefline.app';
const MARKET = 'https://sj.qq.com/appdetail/com.reefline.app';
const UA = {
  android: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36',
  iphone: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
  wechat:
    'Mozilla/5.0 (Linux; Android 13; V2219A) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/107.0 Mobile Safari/537.36 MicroMessenger/8.0.47.2560 WeChat/arm64',
};
const texts = deviceZhCN.device.download;

/** The page's navigator says it is `ua` (the app reads navigator.userAgent). */
async function pretend(page: Page, ua: string): Promise<void> {
  await page.addInitScript((agent) => {
    Object.defineProperty(Navigator.prototype, 'userAgent', { get: () => agent });
  }, ua);
}

/** Records every value the download state's `data-status` takes (its changes, in order). */
async function recordStates(page: Page): Promise<void> {
  await page.evaluate(() => {
    const seen: string[] = [];
    Object.defineProperty(window, '__downloadStates', { value: seen, configurable: true });
    const el = document.querySelector('[data-testid="download-state"]');
    if (!el) throw new Error('no download state on the page');
    seen.push(el.getAttribute('data-status') ?? '');
    new MutationObserver((records) => {
      for (const r of records) {
        if (r.oldValue !== null && seen[seen.length - 1] !== r.oldValue) seen.push(r.oldValue);
      }
      const now = el.getAttribute('data-status') ?? '';
      if (seen[seen.length - 1] !== now) seen.push(now);
    }).observe(el, { attributes: true, attributeFilter: ['data-status'], attributeOldValue: true });
  });
}

const recordedStates = (page: Page) => page.evaluate(() => (window as unknown as { __downloadStates: string[] }).__downloadStates);
const status = (page: Page) => page.getByTestId('download-state').getAttribute('data-status');
const waitForStatus = (page: Page, s: string) => waitUntil(async () => (await status(page)) === s, `download state ${s}`, 30_000);

/** The files the web download walks (the build's list). */
async function appFiles(page: Page): Promise<string[]> {
  return page.evaluate(async () => ((await (await fetch('/h5/app-files.json')).json()) as { files: string[] }).files);
}

/** Holds the page's request for `/h5/<file>` until `release()`; `seen` says it was asked for. */
async function hold(page: Page, file: string) {
  let release!: () => void;
  const released = new Promise<void>((r) => (release = r));
  let seen = false;
  const handler = async (route: Route) => {
    seen = true;
    await released;
    await route.continue().catch(() => undefined); // a cancelled download dropped it already
  };
  await page.route(`**/h5/${file}`, handler);
  return {
    seen: () => seen,
    release: async () => {
      release();
      await page.unroute(`**/h5/${file}`, handler);
    },
  };
}

async function openDownload(e2e: E2eApp, page: Page, route: string = paths.downloadXz): Promise<void> {
  await page.goto(e2e.h5(route));
  await page.getByTestId('download-page').waitFor();
}

describe('the download pages (issue #35)', () => {
  let e2e: E2eApp;
  let page: Page | undefined;

  beforeAll(async () => {
    e2e = await startE2e({ STORE_GOOGLE_PLAY_URL: GOOGLE_PLAY, STORE_MARKET_URL: MARKET });
  }, 90_000);

  afterAll(async () => {
    await e2e?.close();
  });

  e2eTest(
    'a desktop gets the QR code of the page and every configured store',
    () => page,
    async () => {
      page = await e2e.newPage({ serviceWorkers: 'block' });
      await pretend(page, 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36');
      await openDownload(e2e, page);
      expect(await page.getByTestId('download-hero').getAttribute('data-platform')).toBe('desktop');
      const qr = page.getByTestId('page-qr');
      await qr.waitFor();
      expect(await qr.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
      expect(await qr.getAttribute('data-href')).toBe(e2e.h5(paths.downloadXz));
      expect(await page.getByTestId('store-googlePlay').getAttribute('href')).toBe(GOOGLE_PLAY);
      expect(await page.getByTestId('store-market').getAttribute('href')).toBe(MARKET);
      expect(await page.getByTestId('store-appStore').count()).toBe(0);
      expect(await page.getByTestId('wechat-hint').count()).toBe(0);
      expect(await seriousViolations(page, 'download')).toEqual([]);
    },
  );

  e2eTest(
    "WeChat's browser is told to open the page in the browser, with no download offered",
    () => page,
    async () => {
      page = await e2e.newPage({ serviceWorkers: 'block' });
      await pretend(page, UA.wechat);
      await openDownload(e2e, page, paths.downloadH5);
      await waitForText(page.getByTestId('wechat-hint').locator('h2'), texts.wechatTitle);
      expect(await page.getByTestId('web-install').count()).toBe(0);
      expect(await page.getByTestId('download-stores').count()).toBe(0);
    },
  );

  e2eTest(
    'Android gets its stores (not the App Store) and the web download walks every state',
    () => page,
    async () => {
      page = await e2e.newPage({ serviceWorkers: 'block' });
      await pretend(page, UA.android);
      await openDownload(e2e, page);
      expect(await page.getByTestId('download-hero').getAttribute('data-platform')).toBe('android');
      await page.getByTestId('store-googlePlay').waitFor();
      expect(await page.getByTestId('store-appStore').count()).toBe(0);
      expect(await page.getByTestId('desktop-qr').count()).toBe(0);

      const files = await appFiles(page);
      expect(files.length).toBeGreaterThan(10);
      const last = files[files.length - 1]!;
      const held = await hold(page, last);
      await recordStates(page);
      await waitForText(page.getByTestId('download-state').locator('p'), texts.state.idle);
      await page.getByTestId('download-start').click();
      await waitForStatus(page, 'downloading');
      await waitUntil(held.seen, 'the last file to be asked for', 30_000);
      // every file but the held one is in: the percentage stops short of 100
      const expected = Math.floor(((files.length - 1) / files.length) * 100);
      await waitForText(page.getByTestId('download-state').locator('p'), `下载中 ${expected} %`);
      expect(await page.getByTestId('download-cancel').isVisible()).toBe(true);
      await held.release();
      await waitForStatus(page, 'downloaded');
      // the files are in the app's cache now
      const cached = await page.evaluate(async () => (await (await caches.open('reefline-app-files')).keys()).length);
      expect(cached).toBeGreaterThanOrEqual(files.length);

      // the browser's install prompt (headless Chromium offers none: the test stands in for it)
      await page.evaluate(() => {
        const event = new Event('beforeinstallprompt', { cancelable: true }) as Event & Record<string, unknown>;
        let accept!: () => void;
        const chosen = new Promise<{ outcome: 'accepted' }>((r) => (accept = () => r({ outcome: 'accepted' })));
        event['prompt'] = () => Promise.resolve();
        event['userChoice'] = chosen;
        Object.defineProperty(window, '__acceptInstall', { value: accept });
        window.dispatchEvent(event);
      });
      await waitUntil(async () => (await page!.getByTestId('download-install').getAttribute('data-prompt')) === 'browser', 'the kept prompt');
      await page.getByTestId('download-install').click();
      await waitForStatus(page, 'installing');
      await page.evaluate(() => (window as unknown as { __acceptInstall: () => void }).__acceptInstall());
      await waitForStatus(page, 'complete');
      await waitForText(page.getByTestId('download-state').locator('p'), texts.state.complete);
      expect(await recordedStates(page)).toEqual(['idle', 'preparing', 'downloading', 'downloaded', 'installing', 'complete']);
      expect(await seriousViolations(page, 'download')).toEqual([]);
    },
    90_000,
  );

  e2eTest(
    'a refused file fails the download naming it, and a retry completes it',
    () => page,
    async () => {
      page = await e2e.newPage({ serviceWorkers: 'block' });
      await openDownload(e2e, page);
      const files = await appFiles(page);
      const refused = files.find((f) => f.startsWith('assets/') && f.endsWith('.js'))!;
      const refuse = (route: Route) => route.fulfill({ status: 503, body: 'down' });
      await page.route(`**/h5/${refused}`, refuse);
      await page.getByTestId('download-start').click();
      await waitForStatus(page, 'failed');
      await waitForText(page.getByTestId('download-state').locator('p'), `下载失败：${refused}: HTTP 503`);
      expect(await page.getByTestId('download-cancel').count()).toBe(0);
      await page.unroute(`**/h5/${refused}`, refuse);
      await page.getByTestId('download-retry').click();
      await waitForStatus(page, 'downloaded');
      // no browser prompt here: complete, saved on the device, with the browser menu's hint
      await page.getByTestId('download-install').click();
      await waitForStatus(page, 'complete');
      await waitForText(page.getByTestId('download-state').locator('p'), texts.state.completeOffline);
      await waitForText(page.getByTestId('install-hint'), texts.noPrompt);
    },
    60_000,
  );

  e2eTest(
    'a cancel mid-way stops the download (cancelled), and a retry starts it again',
    () => page,
    async () => {
      page = await e2e.newPage({ serviceWorkers: 'block' });
      await openDownload(e2e, page);
      const files = await appFiles(page);
      const held = await hold(page, files[files.length - 1]!);
      await page.getByTestId('download-start').click();
      await waitUntil(held.seen, 'the last file to be asked for', 30_000);
      await waitForStatus(page, 'downloading');
      await page.getByTestId('download-cancel').click();
      await waitForStatus(page, 'cancelled');
      await waitForText(page.getByTestId('download-state').locator('p'), texts.state.cancelled);
      await held.release();
      // the dropped request's late answer does not move a cancelled download
      expect(await status(page)).toBe('cancelled');
      await page.getByTestId('download-retry').click();
      await waitForStatus(page, 'downloaded');
    },
    60_000,
  );

  e2eTest(
    "an iPhone gets Add to Home Screen's steps while installing",
    () => page,
    async () => {
      page = await e2e.newPage({ serviceWorkers: 'block' });
      await pretend(page, UA.iphone);
      await openDownload(e2e, page);
      expect(await page.getByTestId('store-googlePlay').count()).toBe(0);
      await page.getByTestId('no-stores').waitFor(); // no App Store page is configured
      await page.getByTestId('download-start').click();
      await waitForStatus(page, 'downloaded');
      await page.getByTestId('download-install').click();
      await waitForStatus(page, 'installing');
      await waitForText(page.getByTestId('ios-steps').locator('li').nth(1), texts.iosStep2);
      await page.getByTestId('download-done').click();
      await waitForStatus(page, 'complete');
    },
    60_000,
  );

  e2eTest(
    'the store-link page shows the configured stores with their badges',
    () => page,
    async () => {
      page = await e2e.newPage({ serviceWorkers: 'block' });
      await page.goto(e2e.h5(paths.storeLinks));
      await page.getByTestId('store-links-page').waitFor();
      expect(await page.getByTestId('store-googlePlay').getAttribute('href')).toBe(GOOGLE_PLAY);
      await waitForText(page.getByTestId('store-market').locator('strong'), texts.market);
      expect(await page.getByTestId('stores-not-available').count()).toBe(0);
      expect(await seriousViolations(page, 'download')).toEqual([]);
    },
  );

  e2eTest(
    'at 320 px the download, store-link and location pages have no serious accessibility problem',
    () => page,
    async () => {
      page = await e2e.newPage({ serviceWorkers: 'block' });
      await page.setViewportSize({ width: 320, height: 640 });
      for (const [route, testId] of [
        [paths.downloadXz, 'download-page'],
        [paths.storeLinks, 'store-links-page'],
        [`${paths.openLocation}?lat=22.54&lng=114.06&name=Hall%201&address=1%20Sea%20Road`, 'open-location-page'],
        [paths.chooseLocation, 'choose-location-page'],
      ] as const) {
        await page.goto(e2e.h5(route));
        await page.getByTestId(testId).waitFor();
        await page.locator('.state-block-placeholder').waitFor({ state: 'detached' }).catch(() => undefined);
        expect(await seriousViolations(page, `${testId} at 320 px`)).toEqual([]);
      }
    },
    60_000,
  );
});
