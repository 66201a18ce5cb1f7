/**
 * The shop's fulfilment in the browser (issue #38, decision 0143), in zh-CN against the real server
 * and its real workers: an operator finds a paid order on "orders to ship", ships it with the
 * sandbox carrier (a malformed waybill first: the message in Chinese); the member sees the order
 * "to receive", opens its tracking page, copies the waybill, follows the sandbox parcel to
 * "delivered" and confirms receipt (asked first): the order is completed. Then the operator's
 * category tree (add, add under, refuse to delete a parent, delete) and the shipping rule.
 * Every screen is checked at 320 and 390 px and audited with axe.
 */
import type { Page } from 'playwright-core';
import { validationMessages } from '@contracts/messages';
import type { Order } from '@contracts/schemas/orders';
import type { AdminGoods, Logistics, ShippingRule, ShopCategoryDto } from '@contracts/schemas/shop';
import type { AdminCategoryDto } from '@contracts/schemas/shop-operations';
import { paths } from '@client/config/paths';
import commerceZhCN from '@client/features/commerce/locales/zh-CN.json';
import shell from '@client/locales/zh-CN.json';
import shopZhCN from '@client/features/shop/locales/zh-CN.json';
import { shopAdminPaths } from '@client/features/shop/admin-paths';
import { shopMessages } from '@server/modules/shop/shop.messages';
import type { ApiClient } from '@test/setup/api';
import { registerUser, userWithRoles } from '@test/setup/factories';
import { paidOrder } from '@test/shop/logistics-helpers';
import { seriousViolations } from './axe';
import { ok } from './content';
import {
  e2eTest,
  goInApp,
  loginThroughUi,
  screenshot,
  startE2e,
  submit,
  waitForRoute,
  waitForText,
  waitForToast,
  waitUntil,
  type E2eApp,
} from './support';

const z = shopZhCN.shop;
/** antd-mobile's Input carries its test id on its wrapper: type into the input inside. */
async function typeInto(page: Page, testId: string, value: string): Promise<void> {
  const input = page.getByTestId(testId).locator('input');
  await input.fill(value);
  expect(await input.inputValue()).toBe(value);
}
const text = (zh: string, en = zh, hant = zh) => ({ 'zh-cn': zh, 'en-us': en, 'zh-hant': hant });

describe('the shop’s fulfilment in the browser (issue #38)', () => {
  let e2e: E2eApp;
  let admin: { client: ApiClient; phone: string };
  let current: Page | undefined;
  const word = `鳍${Date.now().toString(36)}`;
  let logbook: AdminGoods;

  beforeAll(async () => {
    e2e = await startE2e({ RATE_LIMIT_DEFAULT_PER_MINUTE: '100000', SHOP_SANDBOX_CARRIER_STEP_MS: '700' });
    admin = await userWithRoles(e2e.app, ['admin']);
    const category = await ok(admin.client.post<ShopCategoryDto>('/admin/goods/categories', { name: text(`${word} 日志本`) }));
    logbook = await ok(
      admin.client.post<AdminGoods>('/admin/goods', {
        cover: '/uploads/test/goods.jpg',
        status: 'on_sale',
        categoryId: category.id,
        title: text(`${word} 防水潜水日志`, `${word} Waterproof logbook`),
        skus: [{ price: 5200, stock: 30, weightGrams: 300 }],
      }),
    );
  }, 90_000);

  afterAll(async () => {
    await e2e?.close();
  });

  async function check(page: Page, name: string): Promise<void> {
    for (const width of [320, 390]) {
      await page.setViewportSize({ width, height: 760 });
      await waitUntil(
        () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
        () => `${name} at ${width} px: nothing wider than the screen`,
      );
      await screenshot(page, `shop-fulfil-${name}-${width}`);
    }
    expect(await seriousViolations(page, name)).toEqual([]);
  }

  e2eTest(
    'an operator ships a paid order; the member tracks the parcel and confirms receipt',
    () => current,
    async () => {
      const member = await registerUser(e2e.app);
      const order = await paidOrder(e2e.app, member.client, [{ sku: logbook.skus[0]!.id, quantity: 2 }]);

      // the operator: orders to ship → the order → a malformed waybill, then the sandbox
      const desk = await e2e.newPage();
      current = desk;
      await desk.goto(e2e.h5(paths.login));
      await loginThroughUi(desk, admin.phone, 'reef2026');
      await goInApp(desk, paths.adminGoods);
      await desk.getByTestId('shop-admin-nav-toShip').click();
      await waitForRoute(desk, shopAdminPaths.toShip);
      const row = desk.locator(`[data-testid="ship-row"][data-number="${order.number}"]`);
      await row.waitFor();
      await waitForText(row, new RegExp(`${word} 防水潜水日志 × 2`));
      await waitForText(row.getByTestId('ship-address'), /13800138000/);
      await check(desk, 'to-ship');
      await row.getByTestId('ship-open').click();
      await desk.getByTestId('ship-form').waitFor();
      await desk.getByTestId('ship-carrier').selectOption('sandbox');
      await typeInto(desk, 'ship-number', 'SB#1');
      await desk.getByTestId('ship-confirm').click();
      await waitForText(desk.getByTestId('ship-number-hint'), validationMessages['v.invalid']['zh-cn']);
      await check(desk, 'ship-sheet');
      await typeInto(desk, 'ship-number', 'SB20261128');
      await desk.getByTestId('ship-confirm').click();
      await waitForToast(desk, z.ops.shipped);
      await waitUntil(async () => (await row.count()) === 0, 'the shipped order left the list');
      // shipping again is refused by the server (the client answers in Chinese)
      const again = await admin.client.post(`/admin/orders/${order.id}/ship`, { carrier: 'sandbox', trackingNumber: 'SB20261128' });
      expect(again).toMatchObject({ code: 0, msg: shopMessages['e.shop.already_shipped']['zh-cn'] });

      // the member: the order is "to receive" → its tracking page
      const page = await e2e.newPage();
      current = page;
      await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
      await page.goto(e2e.h5(paths.login));
      await loginThroughUi(page, member.account, member.password);
      await goInApp(page, `${paths.orderDetail}?id=${order.id}`);
      await waitForText(page.getByTestId('order-status'), commerceZhCN.orders.statusGoods.shipped);
      await page.getByTestId('order-track').click();
      await waitForRoute(page, paths.logistics);
      expect(page.url()).toContain(`order_id=${order.id}`);
      expect(page.url()).toContain('express_id=SB20261128');
      await waitForText(page.getByTestId('logistics-waybill'), 'SB20261128');
      await waitForText(page.getByTestId('logistics-carrier'), shopMessages['shop.carrier.sandbox']['zh-cn']);
      await page.getByTestId('logistics-copy').click();
      await waitForToast(page, z.logistics.copied);
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('SB20261128');

      // the sandbox parcel advances on its own (BullMQ delayed steps); the page follows the pushes
      await waitForText(page.getByTestId('logistics-status'), z.logistics.status.delivered, 30_000);
      await waitUntil(async () => (await page.getByTestId('logistics-event').count()) === 5, 'shipped + four scans on the timeline');
      await waitForText(page.getByTestId('logistics-event').first(), new RegExp(`^${shopMessages['shop.parcel.delivered']['zh-cn']}`));
      await page.getByTestId('logistics-auto').waitFor();
      await check(page, 'logistics');

      // "Confirm receipt", asked first: "back" changes nothing, then confirm
      await page.getByTestId('logistics-receive').click();
      await waitForText(page.locator('.adm-dialog-content'), z.logistics.receiveConfirm);
      await page.locator('.adm-dialog').getByRole('button', { name: shell.common.back, exact: true }).click();
      expect((await member.client.get<Logistics>(`/orders/${order.id}/logistics`)).data.receivedAt).toBeNull();
      await page.getByTestId('logistics-receive').click();
      await page.locator('.adm-dialog').getByRole('button', { name: z.logistics.receive, exact: true }).click();
      await waitForToast(page, z.logistics.received);
      await waitForText(page.getByTestId('logistics-status'), z.logistics.status.received);
      await page.getByTestId('logistics-received-at').waitFor();
      expect(await page.getByTestId('logistics-receive').count()).toBe(0);
      expect((await member.client.get<Order>(`/orders/${order.id}`)).data.status).toBe('completed');

      // the order says so too
      await page.getByTestId('logistics-order').click();
      await waitForRoute(page, paths.orderDetail);
      await waitForText(page.getByTestId('order-status'), commerceZhCN.orders.status.completed);
      expect(await page.getByTestId('order-receive').count()).toBe(0);

      // someone else's order: no tracking
      await goInApp(page, `${paths.logistics}?order_id=00000000-0000-4000-8000-000000000000`);
      await page.getByTestId('logistics-missing').waitFor();
      await check(page, 'logistics-missing');
    },
    240_000,
  );

  e2eTest(
    'an operator edits the category tree and the shipping rule',
    () => current,
    async () => {
      const page = await e2e.newPage();
      current = page;
      await page.goto(e2e.h5(paths.login));
      await loginThroughUi(page, admin.phone, 'reef2026');
      await goInApp(page, shopAdminPaths.categories);
      await page.getByTestId('category-tree').waitFor();
      await check(page, 'categories');

      // a top-level category, then one under it
      await page.getByTestId('category-new').click();
      await typeInto(page, 'category-name-zh-cn', `${word} 面镜`);
      await typeInto(page, 'category-name-en-us', `${word} Masks`);
      await check(page, 'category-sheet');
      await submit(page, 'category-save');
      await waitForToast(page, z.ops.catSaved);
      const masks = page.locator('[data-testid="category-node"]', { has: page.getByText(`${word} 面镜`, { exact: true }) });
      await masks.first().waitFor();
      await masks.first().getByTestId('category-add-child').first().click();
      await typeInto(page, 'category-name-zh-cn', `${word} 低容积面镜`);
      await submit(page, 'category-save');
      await waitForToast(page, z.ops.catSaved);
      const tree = async () => (await admin.client.get<AdminCategoryDto[]>('/admin/goods/categories')).data;
      const parent = (await tree()).find((c) => c.name['zh-cn'] === `${word} 面镜`);
      expect(parent?.children.map((c) => c.name['zh-cn'])).toEqual([`${word} 低容积面镜`]);

      // the parent cannot go while it has a child: the refusal in Chinese; the child can
      await masks.first().getByTestId('category-delete').first().click();
      await page.locator('.adm-dialog').getByRole('button', { name: z.ops.catDelete, exact: true }).click();
      await waitForToast(page, shopMessages['e.shop.category_has_children']['zh-cn'].replace('{count}', '1'));
      const child = page.locator('[data-testid="category-node"]', { has: page.getByText(`${word} 低容积面镜`, { exact: true }) });
      await child.last().getByTestId('category-delete').click();
      await page.locator('.adm-dialog').getByRole('button', { name: z.ops.catDelete, exact: true }).click();
      await waitForToast(page, z.ops.catDeleted);
      await waitUntil(async () => (await tree()).find((c) => c.id === parent!.id)?.children.length === 0, 'the child deleted');

      // the shipping rule: a malformed amount refused, then saved
      await page.getByTestId('shop-admin-nav-shipping').click();
      await waitForRoute(page, shopAdminPaths.shipping);
      await page.getByTestId('shipping-form').waitFor();
      await typeInto(page, 'shipping-baseFee', '8.999');
      await submit(page, 'shipping-save');
      await page.getByTestId('shipping-baseFee-error').waitFor();
      await check(page, 'shipping');
      await typeInto(page, 'shipping-freeFrom', '150');
      await typeInto(page, 'shipping-baseFee', '8');
      await typeInto(page, 'shipping-perKgFee', '4.5');
      await submit(page, 'shipping-save');
      await waitForToast(page, z.ops.shipSaved);
      expect((await admin.client.get<ShippingRule>('/admin/shop/shipping')).data).toMatchObject({
        freeFrom: 15000,
        baseFee: 800,
        perKgFee: 450,
      });
    },
    180_000,
  );
});
