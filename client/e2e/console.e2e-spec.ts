/**
 * The operators' console (issue #39, first slice) in the browser, in zh-CN: an admin logs in,
 * finds a user by phone in the console, grants them 'author', disables the account with a reason
 * (the user's session ends at once) and enables it again, then sees all three in the audit log.
 * The console's pages are axe-clean at 390 px and fit 320 px.
 */
import type { Page } from 'playwright-core';
import type { ConsoleUserDetailDto } from '@contracts/schemas/console';
import { paths } from '@client/config/paths';
import consoleZhCN from '@client/features/console/locales/zh-CN.json';
import { registerUser, userWithRoles } from '@test/setup/factories';
import type { ApiClient } from '@test/setup/api';
import { seriousViolations } from './axe';
import {
  e2eTest,
  fillByTestId,
  goInApp,
  loginThroughUi,
  startE2e,
  submit,
  waitForRoute,
  waitForText,
  waitForToast,
  waitUntil,
  type E2eApp,
} from './support';

const c = consoleZhCN.console;

describe('the operators’ console in the browser (issue #39)', () => {
  let e2e: E2eApp;
  let page: Page | undefined;
  let admin: { phone: string; client: ApiClient };
  let member: { account: string; client: ApiClient; user: { id: string } };

  beforeAll(async () => {
    e2e = await startE2e();
    admin = await userWithRoles(e2e.app, ['admin']);
    member = await registerUser(e2e.app);
  });
  afterAll(async () => {
    await e2e?.close();
  });

  const person = async () => (await admin.client.get<ConsoleUserDetailDto>(`/admin/users/${member.user.id}`)).data;

  e2eTest(
    'an admin finds a user, grants author, disables and re-enables them, and sees it all in the audit log',
    () => page,
    async () => {
      page = await e2e.newPage();
      // the console needs a login: the guard sends the admin to the login page and back
      await page.goto(e2e.h5(paths.adminConsole));
      await waitForRoute(page, paths.login);
      await loginThroughUi(page, admin.phone, 'reef2026');
      await waitForRoute(page, paths.adminConsole);

      await fillByTestId(page, 'console-search', member.account);
      await page.getByTestId('console-search-submit').click();
      const row = page.getByTestId('console-person').filter({ hasText: member.account });
      await waitUntil(async () => (await page!.getByTestId('console-person').count()) === 1 && (await row.count()) === 1, 'one match');
      await row.click();
      await waitForRoute(page, paths.adminConsoleUser);
      await waitForText(page.getByTestId('console-user-status'), c.status.active);
      await waitForText(page.getByTestId('console-user-sessions'), '1');
      expect(await seriousViolations(page, 'console user page')).toEqual([]);

      // grant 'author'
      const author = page.getByTestId('console-role-author');
      expect(await author.getAttribute('aria-checked')).toBe('false');
      await author.click();
      await waitForToast(page, c.user.rolesDone);
      await waitUntil(async () => (await author.getAttribute('aria-checked')) === 'true', 'the author switch on');
      expect((await person()).roles).toEqual(['author']);

      // disable with a reason: the member's session ends at once
      await page.getByTestId('console-disable').click();
      await page.getByTestId('console-status-sheet').waitFor();
      await submit(page, 'console-status-submit'); // no reason yet: the sheet says so
      await page.locator('.adm-form-item-feedback-error').first().waitFor();
      await fillByTestId(page, 'console-reason', '发布垃圾广告');
      await submit(page, 'console-status-submit');
      await waitForToast(page, c.user.disabledDone);
      await waitForText(page.getByTestId('console-user-status'), c.status.disabled);
      await waitForText(page.getByTestId('console-user-sessions'), '0');
      expect(await member.client.get('/me')).toMatchObject({ status: 401, code: -203 });

      // enable again
      await page.getByTestId('console-enable').click();
      await fillByTestId(page, 'console-reason', '申诉通过');
      await submit(page, 'console-status-submit');
      await waitForToast(page, c.user.enabledDone);
      await waitForText(page.getByTestId('console-user-status'), c.status.active);
      await waitUntil(
        async () => (await page!.getByTestId('console-user-audit').getByTestId('audit-row').count()) === 3,
        'three entries on the page',
      );

      // the audit log, filtered to this user
      await goInApp(page, paths.adminConsole);
      await page.getByTestId('console-open-audit').click();
      await waitForRoute(page, paths.adminAudit);
      await fillByTestId(page, 'console-audit-target', `user:${member.user.id}`);
      await page.getByTestId('console-audit-apply').click();
      const rows = page.getByTestId('console-audit-list').getByTestId('audit-row');
      await waitUntil(async () => (await rows.count()) === 3, 'three audit rows for the user');
      expect(await rows.evaluateAll((els) => els.map((e) => e.getAttribute('data-action')))).toEqual([
        'user.enable',
        'user.disable',
        'user.roles.change',
      ]);
      await waitForText(
        rows.nth(1),
        new RegExp(`${c.actions.user_disable}[\\s\\S]*${c.status.active} → ${c.status.disabled}[\\s\\S]*发布垃圾广告`),
      );
      await waitForText(rows.nth(2), new RegExp(`${c.roles.author}`));
      expect(await seriousViolations(page, 'console audit log')).toEqual([]);

      // the action filter narrows it to the disable
      await page.getByRole('option', { name: c.actions.user_disable, exact: true }).click();
      await waitUntil(async () => (await rows.count()) === 1, 'one disable row');

      // nothing spills out sideways at 320 px
      await page.setViewportSize({ width: 320, height: 640 });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    },
  );

  e2eTest(
    'someone without a staff role is told the console is not for them',
    () => page,
    async () => {
      page = await e2e.newPage();
      const reader = await registerUser(e2e.app);
      await page.goto(e2e.h5(paths.adminConsole));
      await waitForRoute(page, paths.login);
      await loginThroughUi(page, reader.account, reader.password);
      await waitForRoute(page, paths.adminConsole);
      await waitForText(page.getByTestId('console-forbidden'), new RegExp(c.forbidden));
    },
  );
});
