/**
 * Issue #35 in the browser, with nothing configured (no stores, no map tiles, no newer version):
 * the store-link page says "not available yet"; /choose-location lists the exhibitions' venues
 * and returns the chosen one (or a typed point) to its caller, here /open-location, which shows
 * the venue card with its coordinates — no map tile requested — and the map-app chooser (Amap and
 * Baidu by URL scheme; "map app not installed" and the app's web map when nothing answers);
 * "Add to calendar" downloads an exhibition's and a ticket's `.ics` in UTC (and "calendar not
 * authorised" where the platform refuses); exhibitions, magazines, issues and authors share
 * through the share sheet, with "copy failure" when the clipboard is refused; Settings → Version
 * says "no new version"; a page chunk that fails to load shows the error naming the chunk and why,
 * with a retry and a reload.
 */
import type { Page } from 'playwright-core';
import { DataSource } from 'typeorm';
import { paths } from '@client/config/paths';
import authZhCN from '@client/features/auth/locales/zh-CN.json';
import commerceZhCN from '@client/features/commerce/locales/zh-CN.json';
import contentZhCN from '@client/features/content/locales/zh-CN.json';
import deviceZhCN from '@client/features/device/locales/zh-CN.json';
import { buyTickets, createExhibition, type ExhibitionFixture } from '@test/commerce/fixtures';
import { insertArticle } from '@test/content/factories';
import { registerUser, userWithRoles } from '@test/setup/factories';
import { insertIssue, insertMagazine } from './content';
import { e2eTest, goInApp, loginThroughUi, startE2e, waitForRoute, waitForText, waitForToast, waitUntil, type E2eApp } from './support';
import { seriousViolations } from './axe';

const loc = deviceZhCN.device.location;

/** The `.ics` text a click downloads. */
async function downloadedIcs(page: Page, click: () => Promise<void>): Promise<{ name: string; text: string }> {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  const path = await download.path();
  const { readFileSync } = await import('node:fs');
  return { name: download.suggestedFilename(), text: readFileSync(path, 'utf8') };
}

/** `20260704T013000Z` of an ISO instant. */
const utc = (iso: string) => new Date(iso).toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');

describe('location, calendar, share and the shell with nothing configured (issue #35)', () => {
  let e2e: E2eApp;
  let page: Page | undefined;
  let expo: ExhibitionFixture;
  let member: Awaited<ReturnType<typeof registerUser>>;
  let ticketId = '';
  let magazineId = '';
  let issueId = '';
  let author: Awaited<ReturnType<typeof userWithRoles>>;
  /** every request the pages made to another origin (map tiles, web maps): none may be made */
  const foreign: string[] = [];

  beforeAll(async () => {
    e2e = await startE2e();
    expo = await createExhibition(e2e.app, { startsIn: 86_400, duration: 2 * 86_400, types: [{ price: 5000, quota: 10, perOrderLimit: 2 }] });
    member = await registerUser(e2e.app);
    const bought = await buyTickets(e2e.app, member.client, expo.ticketTypes[0]!.id, 1);
    ticketId = bought.tickets[0]!.id;
    const ds = e2e.app.app.get(DataSource);
    magazineId = await insertMagazine(ds, 'Blue Water');
    issueId = await insertIssue(ds, magazineId, 'periodical', 12, 'Reef Nights');
    author = await userWithRoles(e2e.app, ['author']);
    await insertArticle(e2e.app, { authorId: author.user.id, title: 'Night dive at the wreck', issueId });
  }, 120_000);

  afterAll(async () => {
    await e2e?.close();
    expect(foreign).toEqual([]);
  });

  async function newPage(opts: { serviceWorkers?: 'allow' | 'block' } = {}): Promise<Page> {
    const p = await e2e.newPage(opts);
    p.on('request', (req) => {
      const url = new URL(req.url());
      if (/^https?:$/.test(url.protocol) && url.origin !== e2e.app.url) foreign.push(req.url());
    });
    return p;
  }

  e2eTest(
    'the store-link page says "not available yet" and offers the web app',
    () => page,
    async () => {
      page = await newPage();
      await page.goto(e2e.h5(paths.storeLinks));
      await page.getByTestId('stores-not-available').waitFor();
      await waitForText(page.getByTestId('stores-not-available').locator('.adm-error-block-description-title'), deviceZhCN.device.stores.notAvailable);
      // no store badge at all
      expect(await page.locator('.dv-badge').count()).toBe(0);
      expect(await seriousViolations(page, 'store links')).toEqual([]);
      await page.getByTestId('stores-open-web').click();
      await waitForRoute(page, paths.downloadH5);
    },
  );

  e2eTest(
    '/choose-location lists the venues and returns the chosen one to its caller (/open-location: card, coordinates, no map tiles)',
    () => page,
    async () => {
      page = await newPage();
      await page.goto(e2e.h5(`${paths.chooseLocation}?back=${encodeURIComponent(paths.openLocation)}`));
      await page.getByTestId('choose-location-page').waitFor();
      const venue = page.getByTestId('venue-choice').filter({ hasText: 'Hall 1（中）' });
      await venue.first().waitFor();
      expect(await seriousViolations(page, 'choose location')).toEqual([]);
      await venue.first().click();
      const route = await waitForRoute(page, paths.openLocation);
      const q = new URLSearchParams(route.split('?')[1]);
      expect([q.get('lat'), q.get('lng'), q.get('name'), q.get('address')]).toEqual(['22.540000', '114.060000', 'Hall 1（中）', '1 Sea Road（中）']);
      await waitForText(page.getByTestId('venue-name'), 'Hall 1（中）');
      await waitForText(page.getByTestId('venue-coordinates'), '22.540000° N, 114.060000° E');
      await waitForText(page.getByTestId('venue-map-none'), loc.noMap);
      expect(await page.getByTestId('venue-map').count()).toBe(0);
      expect(await page.locator('img.dv-map__tile').count()).toBe(0);
      expect(await seriousViolations(page, 'open location')).toEqual([]);
    },
    60_000,
  );

  e2eTest(
    'a typed point goes back too; a point off the Earth is refused',
    () => page,
    async () => {
      const p = page!;
      await goInApp(p, `${paths.chooseLocation}?back=${encodeURIComponent(`${paths.openLocation}?from=test`)}`);
      await p.getByTestId('point-lat').fill('95');
      await p.getByTestId('point-lng').fill('10');
      await p.getByTestId('point-use').click();
      await waitForToast(p, loc.badPoint);
      await p.getByTestId('point-lat').fill('-8.5');
      await p.getByTestId('point-lng').fill('115.26');
      await p.getByTestId('point-name').fill('Tulamben wreck');
      await p.getByTestId('point-use').click();
      const route = await waitForRoute(p, paths.openLocation);
      expect(Object.fromEntries(new URLSearchParams(route.split('?')[1]))).toEqual({
        from: 'test',
        lat: '-8.500000',
        lng: '115.260000',
        name: 'Tulamben wreck',
      });
      await waitForText(p.getByTestId('venue-coordinates'), '8.500000° S, 115.260000° E');
    },
  );

  e2eTest(
    'the map-app chooser opens Amap by its URL scheme; with no app answering: "map app not installed" and its web map',
    () => page,
    async () => {
      const p = page!;
      // what the page asks the browser to open (an app's scheme, or a new window for the web map)
      await p.evaluate(() => {
        const opened: string[] = [];
        Object.defineProperty(window, '__opened', { value: opened });
        window.open = ((url?: string | URL) => {
          opened.push(String(url));
          return null;
        }) as typeof window.open;
      });
      await p.getByTestId('open-location-navigate').click();
      await p.locator('.adm-action-sheet-button-item').filter({ hasText: loc.amap }).click();
      await waitForToast(p, loc.notInstalled, 15_000);
      const opened = await p.evaluate(() => (window as unknown as { __opened: string[] }).__opened);
      expect(opened).toHaveLength(1);
      expect(opened[0]).toMatch(/^https:\/\/uri\.amap\.com\/marker\?position=115\.260000,-8\.500000&/);
      // the page itself stayed (the app link led nowhere)
      await p.getByTestId('open-location-page').waitFor();
    },
    45_000,
  );

  e2eTest(
    "an exhibition's and a ticket's dates go to the calendar as .ics in UTC",
    () => page,
    async () => {
      page = await newPage();
      await page.goto(e2e.h5(`${paths.exhibition}?id=${expo.id}`));
      await page.getByTestId('exhibition-detail-page').waitFor();
      const starts = (await e2e.api.get<{ startsAt: string; endsAt: string }>(`/exhibitions/${expo.id}`)).data;
      const ics = await downloadedIcs(page, () => page!.getByTestId('add-to-calendar').click());
      expect(ics.name).toBe(`exhibition-${expo.id}.ics`);
      const lines = ics.text.split('\r\n');
      expect(lines).toEqual(
        expect.arrayContaining([
          'BEGIN:VEVENT',
          `UID:exhibition-${expo.id}@reefline`,
          `DTSTART:${utc(starts.startsAt)}`,
          `DTEND:${utc(starts.endsAt)}`,
          'SUMMARY:Reef Expo（中）',
          'LOCATION:Hall 1（中）\\, 1 Sea Road（中）',
        ]),
      );
      await waitForToast(page, commerceZhCN.exhibitions.calendar.added);

      // a ticket's validity, after logging in
      await page.goto(e2e.h5(`${paths.ticketDetail}?id=${ticketId}`));
      await loginThroughUi(page, member.account, member.password);
      await page.getByTestId('ticket-detail-page').waitFor();
      const ticket = (await member.client.get<{ validFrom: string; validTo: string }>(`/tickets/${ticketId}`)).data;
      const tix = await downloadedIcs(page, () => page!.getByTestId('ticket-add-to-calendar').click());
      expect(tix.text).toContain(`DTSTART:${utc(ticket.validFrom)}\r\n`);
      expect(tix.text).toContain(`DTEND:${utc(ticket.validTo)}\r\n`);
      expect(tix.text).toContain(`UID:ticket-${ticketId}@reefline\r\n`);
    },
    60_000,
  );

  e2eTest(
    'where the platform refuses the file, "calendar not authorised"',
    () => page,
    async () => {
      const p = page!;
      await p.goto(e2e.h5(`${paths.exhibition}?id=${expo.id}`));
      await p.getByTestId('exhibition-detail-page').waitFor();
      // the platform refuses: no file may be made
      await p.evaluate(() => {
        URL.createObjectURL = () => {
          throw new DOMException('blocked by policy', 'NotAllowedError');
        };
      });
      await p.getByTestId('add-to-calendar').click();
      await waitForToast(p, commerceZhCN.exhibitions.calendar.refused);
    },
  );

  e2eTest(
    'exhibitions, magazines, issues and authors open the share sheet with their link; a refused clipboard says "copy failure"',
    () => page,
    async () => {
      const p = page!;
      await p.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: e2e.app.url });
      const pages: [string, string, string][] = [
        [`${paths.exhibition}?id=${expo.id}`, 'exhibition-detail-page', commerceZhCN.exhibitions.share.title],
        [`${paths.magazine}?id=${magazineId}`, 'magazine-page', contentZhCN.content.share.magazineTitle],
        [`${paths.magazinePeriodical}?id=${issueId}`, 'issue-page', contentZhCN.content.share.issueTitle],
        [`${paths.author}?id=${author.user.id}`, 'author-page', contentZhCN.content.share.authorTitle],
      ];
      for (const [route, testId, title] of pages) {
        await p.goto(e2e.h5(route));
        await p.getByTestId(testId).waitFor();
        await p.getByTestId('page-share').click();
        const sheet = p.getByTestId('share-sheet');
        await waitForText(sheet.locator('h3'), title);
        await waitForText(p.getByTestId('share-link'), e2e.h5(route));
        await p.getByTestId('share-copy').click();
        await waitUntil(async () => (await p.evaluate(() => navigator.clipboard.readText())) === e2e.h5(route), `${route} on the clipboard`);
        await p.getByTestId('share-poster').click();
        await p.getByTestId('share-poster-image').waitFor();
      }
      expect(await seriousViolations(p, 'share sheet')).toEqual([]);

      // the clipboard refused, and the selection copy too: SPEC §8 "copy failure"
      await p.evaluate(() => {
        navigator.clipboard.writeText = () => Promise.reject(new DOMException('denied', 'NotAllowedError'));
        document.execCommand = () => false;
      });
      await p.getByTestId('share-copy').click();
      await waitForToast(p, contentZhCN.content.share.copyFailed);
    },
    90_000,
  );

  e2eTest(
    'Settings → Version says "no new version" when the build, the worker and the app are the newest',
    () => page,
    async () => {
      const p = page!;
      await p.goto(e2e.h5(paths.settings));
      await p.getByTestId('settings-page').waitFor();
      await p.getByTestId('settings-version').click();
      await waitForToast(p, authZhCN.settings.noNewVersion);
      expect(await p.getByTestId('upgrade-dialog').count()).toBe(0);
    },
  );

  e2eTest(
    'a page chunk that fails shows the error naming the chunk and the reason; retry loads it',
    () => page,
    async () => {
      page = await newPage({ serviceWorkers: 'block' });
      const p = page;
      await p.goto(e2e.h5(paths.tabIndex));
      await p.getByTestId('home-page').waitFor();
      const blocked = '**/h5/assets/open-location-page-*.js';
      await p.route(blocked, (route) => route.abort('connectionrefused'));
      await goInApp(p, `${paths.openLocation}?lat=1&lng=2`);
      const error = p.getByTestId('chunk-error');
      await error.waitFor();
      // SPEC §8: the chunk and the reason — the browser's, which names the file it could not fetch
      await waitForText(error.locator('.adm-error-block-description-subtitle'), /“open-location”.*（.*open-location-page-[\w-]+\.js.*）/);
      expect(await p.getByTestId('page-reload').isVisible()).toBe(true);
      await p.unroute(blocked);
      await p.getByTestId('page-retry').click();
      await p.getByTestId('open-location-page').waitFor();
    },
  );
});
