/**
 * The needs-login guard (SPEC §2: pages on the list send a guest to the login page after 200 ms,
 * and the login returns there) and the third-party login launch rewrite.
 */
import type { Page } from 'playwright-core';
import { paths } from '@client/config/paths';
import zhCN from '@client/features/auth/locales/zh-CN.json'; // the account texts (auth, settings…)
import { registerUser } from '@test/setup/factories';
import {
  currentRoute,
  e2eTest,
  loginThroughUi,
  navigations,
  recordNavigations,
  sessionToken,
  startE2e,
  waitForRoute,
  waitForText,
  waitUntil,
  type E2eApp,
} from './support';

const routeOf = (url: string): string => {
  const { hash } = new URL(url);
  return hash.startsWith('#') ? hash.slice(1) : '';
};

/** SPEC §9: login redirect delay (not read from the client, so a change there is caught). */
const LOGIN_REDIRECT_DELAY_MS = 200;

describe('needs-login guard and launch rewrite in the browser', () => {
  let e2e: E2eApp;
  let page: Page | undefined;

  beforeAll(async () => {
    e2e = await startE2e();
  }, 60_000);

  afterAll(async () => {
    await e2e?.close();
  });

  const freshPage = async (): Promise<Page> => {
    page = await e2e.newPage();
    await recordNavigations(page);
    return page;
  };

  e2eTest(
    'a guest opening the settings page lands on login, and logging in returns to settings',
    () => page,
    async () => {
      const member = await registerUser(e2e.app);
      const page = await freshPage();
      await page.goto(e2e.h5(paths.settings));
      const route = await waitForRoute(page, paths.login);
      expect(route).toBe(`${paths.login}?redirect=${encodeURIComponent(paths.settings)}`);
      // the settings page was never shown to the guest
      expect(await page.getByTestId('settings-page').count()).toBe(0);
      // the guard replaced the address (no way "back" into the guarded page)
      const toLogin = (await navigations(page)).filter((n) => routeOf(n.url).startsWith(paths.login));
      expect(toLogin.map((n) => n.kind)).toEqual(['replaceState']);

      await loginThroughUi(page, member.account, member.password);
      await waitForRoute(page, paths.settings);
      await page.getByTestId('settings-page').waitFor();
      await waitForText(page.locator('.reef-nav__title'), zhCN.settings.title);
      expect(await sessionToken(page)).toBeTruthy();
    },
  );

  e2eTest(
    'the home banners and shortcuts open their sections',
    () => page,
    async () => {
      const page = await freshPage();
      await page.goto(e2e.h5(paths.tabIndex));
      // the visible slide of the carousel (autoplay moves it; any of them must lead somewhere)
      // each banner names its target (the app's own three, or the admins' from GET /banners)
      const banner = page.locator('.adm-swiper-slide-active [data-testid^="home-banner-"]');
      await banner.waitFor();
      const target = ((await banner.getAttribute('data-to')) ?? '?').split('?')[0] ?? '?';
      await banner.click();
      await waitForRoute(page, target);
      await page.goto(e2e.h5(paths.tabIndex));
      await page.getByTestId('home-shortcut-exhibitions').click();
      await waitForRoute(page, paths.tabShows);
    },
  );

  e2eTest(
    'a guest tapping the profile tab goes to login after the 200 ms delay',
    () => page,
    async () => {
      const page = await freshPage();
      await page.goto(e2e.h5(paths.tabIndex));
      await page.getByTestId('tab-profile').waitFor();
      await page.getByTestId('tab-profile').click();
      const route = await waitForRoute(page, paths.login);
      expect(route).toBe(`${paths.login}?redirect=${encodeURIComponent(paths.tabProfile)}`);
      await page.getByTestId('login-page').waitFor();

      const log = await navigations(page);
      const tab = log.find((n) => n.kind === 'pushState' && routeOf(n.url) === paths.tabProfile);
      const login = log.find((n) => routeOf(n.url).startsWith(paths.login));
      expect(tab).toBeDefined();
      expect(login).toBeDefined();
      // measured by the page's own clock between the tab switch and the redirect
      const delay = (login?.t ?? 0) - (tab?.t ?? 0);
      expect(delay).toBeGreaterThanOrEqual(LOGIN_REDIRECT_DELAY_MS - 5);
      expect(delay).toBeLessThan(5_000);
      expect(await sessionToken(page)).toBeNull();
    },
  );

  e2eTest(
    'a member taps the profile tab and stays there',
    () => page,
    async () => {
      const member = await registerUser(e2e.app);
      const page = await freshPage();
      await page.goto(e2e.h5(paths.login));
      await loginThroughUi(page, member.account, member.password);
      await page.getByTestId('tab-profile').click();
      await waitForRoute(page, paths.tabProfile);
      await waitForText(page.getByTestId('profile-nickname'), member.user.nickname);
      expect(currentRoute(page)).toBe(paths.tabProfile);
    },
  );

  e2eTest(
    'the launch rewrite turns ?hashpath=…&code=…&state=… into the hash route, which shows a clear failure',
    () => page,
    async () => {
      const page = await freshPage();
      await page.goto(`${e2e.app.url}/h5/?hashpath=/pages/login/auth&code=x&state=y#/`);
      const expected = `${e2e.app.url}/h5/#/pages/login/auth?code=x&state=y`;
      await waitUntil(() => page.url() === expected, `the address ${expected} (at ${page.url()})`);

      // the fake code cannot sign in: an alert says so, with a way back to the login page
      const callback = page.getByTestId('oauth-callback-page');
      await callback.waitFor();
      const alert = callback.getByRole('alert');
      await waitForText(alert, new RegExp(zhCN.auth.oauth.failed));
      // the reason: this tab never started a login with that state (a crafted link), so nothing is sent
      await waitForText(alert, new RegExp(zhCN.auth.oauth.otherBrowser));
      expect(await sessionToken(page)).toBeNull();
      await page.getByTestId('oauth-back-login').click();
      await waitForRoute(page, paths.login);
      await page.getByTestId('login-page').waitFor();
    },
  );

  e2eTest(
    'a provider that fails the issuer check comes back with error=invalid_issuer, and the page says why',
    () => page,
    async () => {
      const page = await freshPage();
      await page.goto(`${e2e.app.url}/h5/?hashpath=/pages/login/auth&provider=demo&state=y&error=invalid_issuer#/pages/login/auth`);
      const alert = page.getByTestId('oauth-callback-page').getByRole('alert');
      await waitForText(alert, new RegExp(zhCN.auth.oauth.invalidIssuer));
      expect(await sessionToken(page)).toBeNull();
    },
  );
});
