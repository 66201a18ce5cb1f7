/**
 * Orders and refunds in the console (issue #39, decision 0145) in the browser, in zh-CN: customer
 * service finds a member's ticket order by the member's mobile, opens it, refunds one of its two
 * tickets with a reason (a missing reason is refused first), and the timeline, the order and the
 * audit log show the refund. The pages are axe-clean at 390 px and fit 320 px.
 */
import type { Page } from 'playwright-core';
import { paths } from '@client/config/paths';
import consoleZhCN from '@client/features/console/locales/zh-CN.json';
import { registerUser, userWithRoles } from '@test/setup/factories';
import { buyTickets, createExhibition } from '@test/commerce/fixtures';
import { seriousViolations } from './axe';
import {
  e2eTest,
  fillByTestId,
  loginThroughUi,
  startE2e,
  submit,
  waitForRoute,
  waitForText,
  waitForToast,
  waitUntil,
  type E2eApp,
} from './support';

const o = consoleZhCN.console.orders;

describe('orders and refunds in the console, in the browser (issue #39)', () => {
  let e2e: E2eApp;
  let page: Page | undefined;

  beforeAll(async () => {
    e2e = await startE2e();
  });
  afterAll(async () => {
    await e2e?.close();
  });

  e2eTest(
    'customer service finds an order by the buyer’s mobile and refunds one of two tickets with a reason',
    () => page,
    async () => {
      const cs = await userWithRoles(e2e.app, ['customer_service']);
      const member = await registerUser(e2e.app);
      const ex = await createExhibition(e2e.app, { types: [{ price: 8000 }] });
      const { order } = await buyTickets(e2e.app, member.client, ex.ticketTypes[0]!.id, 2);

      page = await e2e.newPage();
      await page.goto(e2e.h5(paths.adminOrders));
      await waitForRoute(page, paths.login);
      await loginThroughUi(page, cs.phone, 'reef2026');
      await waitForRoute(page, paths.adminOrders);

      await fillByTestId(page, 'console-orders-search', member.account);
      await page.getByTestId('console-orders-submit').click();
      const row = page.getByTestId('console-order').filter({ hasText: order.number });
      await waitUntil(async () => (await page!.getByTestId('console-order').count()) === 1 && (await row.count()) === 1, 'one order found');
      expect(await seriousViolations(page, 'console orders')).toEqual([]);
      await row.click();
      await waitForRoute(page, paths.adminOrder);
      await waitForText(page.getByTestId('console-order-status'), o.status.paid);
      await waitForText(page.getByTestId('console-order-total'), '¥160.00');
      expect(await page.getByTestId('console-order-step').evaluateAll((els) => els.map((e) => e.getAttribute('data-event')))).toEqual([
        'placed',
        'paid',
      ]);
      expect(await seriousViolations(page, 'console order')).toEqual([]);

      await page.getByTestId('console-order-refund').click();
      await page.getByTestId('console-refund-sheet').waitFor();
      await waitForText(page.getByTestId('console-refund-limit'), /¥500\.00/);
      await page.getByTestId('console-refund-units').fill('1');
      await waitForText(page.getByTestId('console-refund-amount'), /¥80\.00/);
      await submit(page, 'console-refund-submit'); // no reason: the sheet says so, nothing is refunded
      await page.locator('.adm-form-item-feedback-error').first().waitFor();
      await fillByTestId(page, 'console-refund-reason', '第二天因台风闭馆');
      await submit(page, 'console-refund-submit');
      await waitForToast(page, o.refunded);
      await waitForText(page.getByTestId('console-order-refunded'), '¥80.00');
      const steps = page.getByTestId('console-order-step');
      await waitUntil(async () => (await steps.count()) === 3, 'a refund step');
      await waitForText(steps.nth(2), /第二天因台风闭馆/);
      await waitForText(steps.nth(2), new RegExp(cs.user.nickname));

      // the buyer's own order shows the partial refund
      expect((await member.client.get<{ refundedAmount: number; status: string }>(`/orders/${order.id}`)).data).toMatchObject({
        refundedAmount: 8000,
        status: 'paid',
      });

      await page.setViewportSize({ width: 320, height: 640 });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    },
  );
});
