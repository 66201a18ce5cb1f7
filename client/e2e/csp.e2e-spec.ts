/**
 * The H5 app keeps its Content-Security-Policy (#37): no page reports a violation — no eval, no
 * inline script, nothing from elsewhere. Chromium reports a blocked eval only through the
 * `securitypolicyviolation` event (support.ts records every one, for every browser test); here the
 * main screens are walked as a guest and as a member, forms are submitted (the shared schemas run
 * in the browser: zod probed `new Function` on first use), and the list must stay empty after each.
 */
import type { Page } from 'playwright-core';
import { paths } from '@client/config/paths';
import { insertArticle } from '@test/content/factories';
import { registerUser } from '@test/setup/factories';
import { e2eTest, loginThroughUi, startE2e, waitForRoute, type E2eApp } from './support';

describe('no Content-Security-Policy violation on the main screens', () => {
  let e2e: E2eApp;
  let page: Page | undefined;

  beforeAll(async () => {
    e2e = await startE2e();
  }, 60_000);
  afterAll(async () => {
    await e2e?.close();
  });

  /** Opens a route and waits for the page to settle (its requests done), then the violations since `from`. */
  async function visit(on: Page, route: string, from: number): Promise<readonly string[]> {
    await on.goto(e2e.h5(route));
    await waitForRoute(on, route.split('?')[0] ?? route);
    await on.waitForLoadState('networkidle').catch(() => undefined); // a socket may keep the page busy: the route is there
    return e2e.cspViolations.slice(from);
  }

  e2eTest(
    'a guest reads, searches, shops and tries to sign in',
    () => page,
    async () => {
      const from = e2e.cspViolations.length;
      page = await e2e.newPage();
      const { user } = await registerUser(e2e.app);
      const article = await insertArticle(e2e.app, { authorId: user.id, title: 'CSP reef walk' });
      for (const route of [
        paths.tabHome,
        paths.tabArticles,
        `${paths.article}?id=${article.id}`,
        `${paths.search}?keyword=reef`,
        paths.goodsList,
        paths.tabShows,
        paths.memberCentre,
        paths.register,
        paths.login,
      ]) {
        expect({ route, violations: await visit(page, route, from) }).toEqual({ route, violations: [] });
      }
      // The login form checks itself with the shared schema in the browser before sending.
      await page.getByTestId('login-submit').click();
      await page.locator('.adm-form-item-feedback-error').first().waitFor();
      expect(e2e.cspViolations.slice(from)).toEqual([]);
    },
  );

  e2eTest(
    'a member signs in and opens the profile, settings, about, orders and inbox',
    () => page,
    async () => {
      const from = e2e.cspViolations.length;
      page = await e2e.newPage();
      const { account, password } = await registerUser(e2e.app);
      await page.goto(e2e.h5(paths.login));
      await loginThroughUi(page, account, password);
      for (const route of [paths.tabProfile, paths.settings, paths.about, paths.orders, paths.messages, paths.changePassword]) {
        expect({ route, violations: await visit(page, route, from) }).toEqual({ route, violations: [] });
      }
      // The change-password form runs its schema in the browser too.
      await page.getByTestId('change-password-submit').click();
      await page.locator('.adm-form-item-feedback-error').first().waitFor();
      expect(e2e.cspViolations.slice(from)).toEqual([]);
    },
  );
});
