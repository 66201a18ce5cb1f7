/**
 * Account-deletion applications in the console (issue #39), in the browser, in zh-CN: an admin
 * takes one application into review and rejects it with a reason (a missing reason is refused
 * first), approves another after confirming, and both decisions are in the audit log. The page is
 * axe-clean at 390 px and fits 320 px.
 */
import type { Page } from 'playwright-core';
import type { Paged } from '@contracts/api';
import type { AuditEntryDto } from '@contracts/schemas/console';
import { paths } from '@client/config/paths';
import consoleZhCN from '@client/features/console/locales/zh-CN.json';
import { registerUser, userWithRoles } from '@test/setup/factories';
import { seriousViolations } from './axe';
import { e2eTest, fillByTestId, loginThroughUi, startE2e, submit, waitForRoute, waitForToast, waitUntil, type E2eApp } from './support';

const d = consoleZhCN.console.deletion;

describe('account-deletion applications in the console, in the browser (issue #39)', () => {
  let e2e: E2eApp;
  let page: Page | undefined;

  beforeAll(async () => {
    e2e = await startE2e();
  });
  afterAll(async () => {
    await e2e?.close();
  });

  e2eTest(
    'an admin rejects one application with a reason and approves another; both are audited',
    () => page,
    async () => {
      const admin = await userWithRoles(e2e.app, ['admin']);
      const apply = async (reason: string) => {
        const m = await registerUser(e2e.app);
        const res = await m.client.post<{ id: string }>('/me/deletion', { agree: true, reason, currentPassword: 'reef2026' });
        return { ...m, id: res.data.id };
      };
      const stays = await apply('换了新号码');
      const leaves = await apply('不再潜水了');

      page = await e2e.newPage();
      await page.goto(e2e.h5(paths.adminDeletionRequests));
      await waitForRoute(page, paths.login);
      await loginThroughUi(page, admin.phone, 'reef2026');
      await waitForRoute(page, paths.adminDeletionRequests);
      const row = (id: string) => page!.locator(`[data-testid="deletion-request"][data-id="${id}"]`);
      await row(stays.id).waitFor();
      await row(leaves.id).waitFor();
      expect(await seriousViolations(page, 'deletion requests')).toEqual([]);

      // into review, then rejected with a reason
      await row(stays.id).getByTestId('deletion-review').click();
      await waitForToast(page, d.inReview);
      await waitUntil(async () => (await row(stays.id).getAttribute('data-status')) === 'under_review', 'in review');
      await row(stays.id).getByTestId('deletion-reject').click();
      await page.getByTestId('deletion-reject-sheet').waitFor();
      await submit(page, 'deletion-reject-submit');
      await page.locator('.adm-form-item-feedback-error').first().waitFor();
      await fillByTestId(page, 'deletion-reject-reason', '请先处理未完成的订单');
      await submit(page, 'deletion-reject-submit');
      await waitForToast(page, d.rejected);
      await waitUntil(async () => (await row(stays.id).count()) === 0, 'the rejected application leaves the list');
      expect((await stays.client.get<{ status: string; rejectReason: string }>('/me/deletion')).data).toMatchObject({
        status: 'rejected',
        rejectReason: '请先处理未完成的订单',
      });

      // approved after the confirmation
      await row(leaves.id).getByTestId('deletion-approve').click();
      // the confirmation's own button, once the dialog is there (the row's button has the same name)
      const dialog = page.locator('.adm-dialog-body');
      await dialog.waitFor();
      await dialog.getByRole('button', { name: d.approve }).click();
      await waitForToast(page, d.approved);
      await waitUntil(async () => (await row(leaves.id).count()) === 0, 'the approved application leaves the list');
      expect(await leaves.client.get('/me')).toMatchObject({ status: 401, code: -203 });

      for (const [who, action] of [
        [stays.user.id, 'user.deletion.reject'],
        [leaves.user.id, 'user.deletion.approve'],
      ] as const) {
        const entries = (await admin.client.get<Paged<AuditEntryDto>>(`/admin/audit?target=user:${who}`)).data.items;
        expect(entries.map((e) => e.action)).toEqual([action]);
      }
      await page.getByTestId('console-deletion-empty').waitFor(); // nothing left open

      await page.setViewportSize({ width: 320, height: 640 });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    },
  );
});
