/**
 * Accessibility (axe-core, WCAG 2 A and AA) of the sign-in screens and of the logged-in settings
 * and edit-profile screens: no `critical` or `serious` violations.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { paths } from '@client/config/paths';
import { registerUser } from '@test/setup/factories';
import { e2eTest, loginThroughUi, startE2e, waitForRoute, waitUntil, type E2eApp } from './support';

/*
 * jest transforms node_modules (transformIgnorePatterns: []), which breaks axe-core's UMD wrapper
 * when @axe-core/playwright requires it in Node. Only its `source` text is needed there (it runs
 * in the page), so the module is replaced by that text, read as a plain file.
 */
jest.mock('axe-core', () => {
  const { readFileSync } = jest.requireActual<typeof import('node:fs')>('node:fs');
  return { source: readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8') };
});

type Violation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

/** Runs axe on the page as it is; returns the critical and serious violations, printed. */
async function seriousViolations(page: Page, label: string): Promise<string[]> {
  // a toast fading out (e.g. 'logged in') is half transparent and would fail the contrast check:
  // audit the page itself, once the toasts are gone
  await waitUntil(async () => (await page.locator('.adm-toast-main').count()) === 0, 'toasts to close');
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  const bad = results.violations.filter((v: Violation) => v.impact === 'critical' || v.impact === 'serious');
  const lines = bad.flatMap((v: Violation) =>
    v.nodes.map(
      (n) => `${label}: [${v.impact}] ${v.id} at ${JSON.stringify(n.target)} — ${n.failureSummary?.replace(/\s+/g, ' ') ?? v.help}`,
    ),
  );
  if (lines.length > 0) console.error(lines.join('\n'));
  // axe really looked at the page (a blank page would pass trivially)
  expect(results.passes.length).toBeGreaterThan(5);
  return lines;
}

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
