/**
 * Issue #35, first slice: the app is installable and opens offline. The web app manifest is valid
 * (its fields, every icon loads at its size, the shortcuts open the app's routes); the one service
 * worker (/h5/sw.js) installs and controls the page; with the browser context offline, a reload
 * shows the app's shell from the cache with the offline banner, and the ticket wallet shows the
 * member's tickets with their QR codes; the API answers it kept are the session's own, and logout
 * and an account switch delete them (caches.keys()).
 */
import type { Page } from 'playwright-core';
import { paths } from '@client/config/paths';
import authZhCN from '@client/features/auth/locales/zh-CN.json';
import commerceZhCN from '@client/features/commerce/locales/zh-CN.json';
import shellZhCN from '@client/locales/zh-CN.json';
import { buyTickets, createExhibition } from '@test/commerce/fixtures';
import { registerUser } from '@test/setup/factories';
import { e2eTest, loginThroughUi, sessionToken, startE2e, waitForRoute, waitForText, waitUntil, type E2eApp } from './support';

type Manifest = {
  name: string;
  short_name: string;
  start_url: string;
  scope: string;
  display: string;
  theme_color: string;
  icons: { src: string; sizes: string; type: string; purpose?: string }[];
  shortcuts: { name: string; url: string }[];
};

/** The names of the caches the page's origin holds. */
const cacheNames = (page: Page) => page.evaluate(() => caches.keys());
const sessionCaches = async (page: Page) => (await cacheNames(page)).filter((n) => n.startsWith('reefline-api-'));

/** Waits until the app's worker is active and controls the page; returns its script's URL. */
async function controlledBy(page: Page): Promise<string> {
  await waitUntil(() => page.evaluate(() => !!navigator.serviceWorker.controller), 'the service worker to control the page', 20_000);
  return page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? '');
}

/** The ids of the wallet's ticket cards. */
async function walletCards(page: Page): Promise<string[]> {
  const ids = await page.locator('[data-testid^="ticket-card-"]').evaluateAll((els) => els.map((e) => e.getAttribute('data-testid') ?? ''));
  return ids.map((id) => id.slice('ticket-card-'.length)).sort();
}

describe('the installable app, offline (issue #35)', () => {
  let e2e: E2eApp;
  let page: Page | undefined;
  let alice: Awaited<ReturnType<typeof registerUser>>;
  let bob: Awaited<ReturnType<typeof registerUser>>;
  let aliceTickets: string[] = [];

  beforeAll(async () => {
    e2e = await startE2e();
    const exhibition = await createExhibition(e2e.app, { startsIn: -3600, duration: 2 * 86_400, types: [{ price: 5000, quota: 10, perOrderLimit: 4 }] });
    alice = await registerUser(e2e.app);
    bob = await registerUser(e2e.app);
    const bought = await buyTickets(e2e.app, alice.client, exhibition.ticketTypes[0]!.id, 2);
    aliceTickets = bought.tickets.map((t) => t.id).sort();
  }, 90_000);

  afterAll(async () => {
    await e2e?.close();
  });

  e2eTest(
    'the manifest is valid: its fields, every icon at its size, the shortcuts to Articles, Tickets and Contest',
    () => page,
    async () => {
      page = await e2e.newPage();
      await page.goto(e2e.h5(paths.tabIndex));
      const href = await page.locator('link[rel="manifest"]').getAttribute('href');
      expect(href).toBe('/h5/manifest.webmanifest');
      const manifest = await page.evaluate(async (url) => (await fetch(url)).json() as Promise<Manifest>, href!);
      expect(manifest).toMatchObject({ name: 'Reefline', short_name: 'Reefline', display: 'standalone', theme_color: '#FF3E05' });
      const base = new URL('/h5/manifest.webmanifest', e2e.app.url);
      expect(new URL(manifest.start_url, base).href).toBe(`${e2e.app.url}/h5/`);
      expect(new URL(manifest.scope, base).href).toBe(`${e2e.app.url}/h5/`);

      // every PNG icon loads at the size it declares; 192 and 512 px exist, and maskable ones too
      const pngs = manifest.icons.filter((i) => i.type === 'image/png');
      for (const icon of pngs) {
        const size = await page.evaluate(async (src) => {
          const img = new Image();
          img.src = src;
          await img.decode();
          return `${img.naturalWidth}x${img.naturalHeight}`;
        }, new URL(icon.src, base).href);
        expect([icon.src, size]).toEqual([icon.src, icon.sizes]);
      }
      const sizes = (purpose: string) => pngs.filter((i) => (i.purpose ?? 'any') === purpose).map((i) => i.sizes);
      expect(sizes('any')).toEqual(expect.arrayContaining(['192x192', '512x512']));
      expect(sizes('maskable')).toEqual(expect.arrayContaining(['192x192', '512x512']));

      const routes = manifest.shortcuts.map((s) => new URL(s.url, base).hash.slice(1));
      expect(routes).toEqual([paths.tabArticles, paths.tickets, paths.vote]);
      // a shortcut opens its page (Tickets asks for a login first)
      await page.goto(new URL(manifest.shortcuts[0]!.url, base).href);
      await waitForRoute(page, paths.tabArticles);
    },
  );

  e2eTest(
    'the worker installs and controls the page; offline, a reload shows the shell and the ticket wallet with QR codes',
    () => page,
    async () => {
      const p = page!;
      await p.goto(e2e.h5(paths.tickets));
      await loginThroughUi(p, alice.account, alice.password);
      await waitForRoute(p, paths.tickets);
      expect(await controlledBy(p)).toBe(`${e2e.app.url}/h5/sw.js`);
      // the former check-in worker's file is not the one in charge, and there is one registration
      expect(await p.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(1);

      // online, under the worker: the wallet's answer is kept in this session's cache
      await p.reload();
      await p.getByTestId('ticket-wallet-page').waitFor();
      await waitUntil(async () => (await walletCards(p)).length === 2, 'the two tickets online');
      await waitUntil(async () => (await sessionCaches(p)).length === 1, "the session's API cache");

      await p.context().setOffline(true);
      try {
        await p.reload();
        await p.getByTestId('ticket-wallet-page').waitFor();
        await waitForText(p.getByTestId('offline-banner'), shellZhCN.offline.banner);
        await waitUntil(async () => (await walletCards(p)).join() === aliceTickets.join(), "the member's tickets offline");
        const qr = p.getByTestId('ticket-qr').first();
        await qr.waitFor();
        expect(await qr.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
        // the shell is what the cache had: the same document, no network reached
        expect(await p.evaluate(() => navigator.onLine)).toBe(false);
      } finally {
        await p.context().setOffline(false);
      }
      await waitUntil(async () => (await p.getByTestId('offline-banner').count()) === 0, 'the banner to go when back online');
    },
    90_000,
  );

  e2eTest(
    "logout deletes the session's cached answers; another account never reads them",
    () => page,
    async () => {
      const p = page!;
      const before = await sessionCaches(p);
      expect(before).toHaveLength(1);
      await p.goto(e2e.h5(paths.settings));
      await p.getByTestId('logout').click();
      await p.locator('.adm-dialog').getByRole('button', { name: authZhCN.settings.logout, exact: true }).click();
      await waitUntil(async () => (await sessionToken(p)) === null, 'the token to be cleared');
      await waitUntil(async () => (await sessionCaches(p)).length === 0, 'the session caches to be deleted at logout');
      // the shell, the pictures and the app's files stay
      expect((await cacheNames(p)).some((n) => n.startsWith('workbox-precache'))).toBe(true);

      // Bob on the same phone: his wallet is empty, online and offline, and Alice's answers are gone
      await p.goto(e2e.h5(paths.tickets));
      await loginThroughUi(p, bob.account, bob.password);
      await waitForRoute(p, paths.tickets);
      await p.reload();
      await p.getByTestId('ticket-wallet-page').waitFor();
      await waitUntil(async () => (await sessionCaches(p)).length === 1, "Bob's session cache");
      const bobs = (await sessionCaches(p))[0]!;
      expect(before).not.toContain(bobs);
      await p.context().setOffline(true);
      try {
        await p.reload();
        await p.getByTestId('ticket-wallet-page').waitFor();
        await waitForText(p.getByTestId('offline-banner'), shellZhCN.offline.banner);
        // his own (empty) wallet from his cache, not a failure and never Alice's tickets
        await waitForText(p.getByTestId('ticket-wallet-page'), new RegExp(commerceZhCN.tickets.empty));
        expect(await walletCards(p)).toEqual([]);
      } finally {
        await p.context().setOffline(false);
      }

      // an account switch without a logout (a login over another session) keeps only the new session's cache
      await p.evaluate(async () => {
        const stale = await caches.open('reefline-api-00000000000000000000000000000000');
        await stale.put('/api/v1/tickets', new Response('{"code":1}'));
      });
      await p.reload();
      await waitUntil(async () => (await sessionCaches(p)).join() === bobs, 'a stale session cache to be deleted at start');
    },
    90_000,
  );
});
