/**
 * Accessibility (axe-core, WCAG 2 A and AA) of the sign-in screens and of the logged-in settings
 * and edit-profile screens: no `critical` or `serious` violations.
 */
import type { Page } from 'playwright-core';
import { paths } from '@client/config/paths';
import { registerUser } from '@test/setup/factories';
import { e2eTest, loginThroughUi, startE2e, waitForRoute, type E2eApp } from './support';
import { seriousViolations } from './axe';

describe('accessibility (axe, WCAG 2 A/AA)', () => {
  let e2e: E2eApp;
  let page: Page | undefined;

  const p = (): Page => {
    if (!page) throw new Error('no page');
    return page;
  };

  beforeAll(async () => {
    e2e = await startE2e();
    page = await e2e.newPage();
  }, 60_000);

  afterAll(async () => {
    await e2e?.close();
  });

  e2eTest(
    'the login page',
    () => page,
    async () => {
      const page = p();
      await page.goto(e2e.h5(paths.login));
      await page.getByTestId('login-submit').waitFor();
      expect(await seriousViolations(page, 'login')).toEqual([]);
    },
  );

  e2eTest(
    'the register page',
    () => page,
    async () => {
      const page = p();
      await page.goto(e2e.h5(paths.register));
      await page.getByTestId('register-submit').waitFor();
      expect(await seriousViolations(page, 'register')).toEqual([]);
    },
  );

  e2eTest(
    'the settings page (logged in)',
    () => page,
    async () => {
      const page = p();
      const member = await registerUser(e2e.app);
      await page.goto(e2e.h5(paths.login));
      await loginThroughUi(page, member.account, member.password);
      await page.goto(e2e.h5(paths.settings));
      await waitForRoute(page, paths.settings);
      await page.getByTestId('logout').waitFor();
      expect(await seriousViolations(page, 'settings')).toEqual([]);
    },
  );

  e2eTest(
    'the edit-profile page (logged in)',
    () => page,
    async () => {
      const page = p();
      await page.goto(e2e.h5(paths.editProfile));
      await waitForRoute(page, paths.editProfile);
      await page.getByTestId('nickname-input').waitFor();
      await page.getByTestId('profile-save').waitFor();
      expect(await seriousViolations(page, 'edit-profile')).toEqual([]);
    },
  );
});
