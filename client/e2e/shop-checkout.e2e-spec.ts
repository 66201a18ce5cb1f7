/**
 * The shop's cart and checkout in the browser (issue #38, decision 0130), in zh-CN against the real
 * server: a guest adds a SKU to the device's cart, logs in (the cart is merged into the member's
 * and the device's emptied), opens the cart, adds an address from checkout (a wrong phone first:
 * the message in Chinese), places the order, pays on the sandbox provider and finds the order "to
 * ship" in the order list; and the cart badge says 99+ for a member with more than 99 units.
 * Every screen is checked at 320 and 390 px and audited with axe.
 */
import { createServer } from 'node:net';
import type { Page } from 'playwright-core';
import { validationMessages } from '@contracts/messages';
import type { AdminGoods, Cart, CartCount, ShopCategoryDto } from '@contracts/schemas/shop';
import type { Order } from '@contracts/schemas/orders';
import type { Paged } from '@contracts/api';
import { paths } from '@client/config/paths';
import commerceZhCN from '@client/features/commerce/locales/zh-CN.json';
import shopZhCN from '@client/features/shop/locales/zh-CN.json';
import { LOCAL_CART_KEY } from '@client/features/shop/utils/local-cart';
import type { ApiClient } from '@test/setup/api';
import { registerUser, userWithRoles } from '@test/setup/factories';
import { seriousViolations } from './axe';
import { ok } from './content';
import {
  e2eTest,
  fieldError,
  fillByTestId,
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
const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(values[k] ?? ''));
const text = (zh: string, en = zh, hant = zh) => ({ 'zh-cn': zh, 'en-us': en, 'zh-hant': hant });

/** A free local port: the sandbox checkout returns to PUBLIC_URL, so the app's address is fixed up front. */
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

describe('the shop’s cart and checkout in the browser (issue #38)', () => {
  let e2e: E2eApp;
  let admin: { client: ApiClient };
  let current: Page | undefined;
  const word = `礁${Date.now().toString(36)}`;
  let logbook: AdminGoods, sizes: AdminGoods;

  beforeAll(async () => {
    const port = await freePort();
    e2e = await startE2e({ PORT: String(port), PUBLIC_URL: `http://127.0.0.1:${port}`, RATE_LIMIT_DEFAULT_PER_MINUTE: '100000' });
    admin = await userWithRoles(e2e.app, ['admin']);
    const category = await ok(
      admin.client.post<ShopCategoryDto>('/admin/goods/categories', { name: text('日志本', 'Logbooks', '日誌本') }),
    );
    const goods = (body: Record<string, unknown>) =>
      ok(
        admin.client.post<AdminGoods>('/admin/goods', {
          cover: '/uploads/test/goods.jpg',
          status: 'on_sale',
          categoryId: category.id,
          ...body,
        }),
      );
    logbook = await goods({ title: text(`${word} 防水潜水日志`, `${word} Waterproof logbook`), skus: [{ price: 5200, stock: 30 }] });
    sizes = await goods({
      title: text(`${word} 潜水袜`),
      attributes: [{ name: text('尺码'), values: ['1', '2', '3', '4', '5', '6'].map((v) => text(v)) }],
      skus: [0, 1, 2, 3, 4, 5].map((i) => ({ options: [i], price: 3000, stock: 50 })),
    });
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
      await screenshot(page, `shop-checkout-${name}-${width}`);
    }
    expect(await seriousViolations(page, name)).toEqual([]);
  }

  e2eTest(
    'a guest adds to the cart, logs in (merged), adds an address, checks out, pays and sees the order',
    () => current,
    async () => {
      const member = await registerUser(e2e.app);
      const page = await e2e.newPage();
      current = page;
      await page.goto(e2e.h5(`${paths.goodsDetail}?id=${logbook.id}`));
      await waitForText(page.getByTestId('goods-title'), `${word} 防水潜水日志`);
      await page.getByTestId('quantity-plus').click();
      await submit(page, 'add-to-cart');
      await waitForToast(page, fill(z.cart.added, { count: 2 }));
      await waitUntil(async () => (await page.getByTestId('cart-count').getAttribute('data-count')) === '2', 'two in the device’s cart');

      // the guest's cart page: the line, and checkout asks to log in
      await page.getByTestId('cart-count').click();
      await waitForRoute(page, paths.cart);
      await page.getByTestId('cart-line').waitFor();
      await waitForText(page.getByTestId('cart-subtotal'), '¥104.00');
      await check(page, 'guest-cart');
      await page.getByTestId('cart-login').click();
      await waitForRoute(page, paths.login);
      await loginThroughUi(page, member.account, member.password);

      // merged once into the member's cart, the device's emptied; back on the cart page
      await waitUntil(async () => (await member.client.get<CartCount>('/cart/count')).data.num === 2, 'the member’s cart holds the two');
      await waitUntil(
        async () => (await page.evaluate((key) => window.localStorage.getItem(key), LOCAL_CART_KEY)) === null,
        'the device’s cart emptied',
      );
      await waitForRoute(page, paths.cart);
      const line = page.getByTestId('cart-line').filter({ hasText: '防水潜水日志' });
      await line.waitFor();
      expect(await line.getByTestId('quantity-input').inputValue()).toBe('2');
      await waitForText(page.getByTestId('cart-subtotal'), '¥104.00');
      // a reload does not merge again
      await page.reload();
      await page.getByTestId('cart-line').waitFor();
      expect((await member.client.get<Cart>('/cart')).data.lines.map((l) => l.quantity)).toEqual([2]);
      await check(page, 'cart');

      // checkout: no address yet → add one (a wrong phone first)
      await page.getByTestId('cart-checkout').click();
      await waitForRoute(page, paths.checkout);
      await page.getByTestId('checkout-no-address').waitFor();
      await page.getByTestId('checkout-add-address').click();
      await waitForRoute(page, paths.addressEdit);
      await fillByTestId(page, 'address-name', '林海');
      await fillByTestId(page, 'address-phone', '12345');
      await page.getByTestId('address-area').click();
      const confirm = page.locator('.adm-picker-header-button').last();
      await confirm.waitFor();
      await confirm.click();
      await waitUntil(async () => !(await page.getByTestId('address-area').getAttribute('class'))?.includes('--empty'), 'an area picked');
      await page.getByTestId('address-detail').fill('滨海路 1 号 2 栋 301');
      await submit(page, 'address-save');
      await waitForText(fieldError(page, 'address-phone'), validationMessages['v.phone.invalid']['zh-cn']);
      await check(page, 'address-edit');
      await fillByTestId(page, 'address-phone', '13800138000');
      await submit(page, 'address-save');
      await waitForToast(page, z.address.saved);
      await waitForRoute(page, paths.checkout);
      await waitForText(page.getByTestId('checkout-address'), /林海/);
      await waitForText(page.getByTestId('checkout-subtotal'), '¥104.00');
      // the fee before placing (POST /shop/quote): the national rule's base fee, in the total
      await waitForText(page.getByTestId('checkout-shipping'), '¥10.00');
      await waitForText(page.getByTestId('checkout-total'), '¥114.00');
      await check(page, 'checkout');

      // place the order → the payment page with the shipping fee → the sandbox → the order
      await submit(page, 'checkout-submit');
      await waitForRoute(page, paths.orderPay);
      await page.getByTestId('pay-shipping-fee').waitFor();
      await page.getByTestId('pay-amount').waitFor();
      const orderId = new URLSearchParams(new URL(page.url()).hash.split('?')[1] ?? '').get('id') ?? '';
      const placed = (await member.client.get<Order>(`/orders/${orderId}`)).data;
      expect(placed).toMatchObject({ kind: 'goods', status: 'pending_payment', quantity: 2 });
      expect((await member.client.get<CartCount>('/cart/count')).data.num).toBe(0);
      await submit(page, 'pay-submit');
      await page.getByTestId('sandbox-pay').waitFor();
      await page.getByTestId('sandbox-pay').click();
      await waitForRoute(page, paths.orderDetail);
      await waitForText(page.getByTestId('order-status'), commerceZhCN.orders.statusGoods.paid);

      await goInApp(page, paths.orders);
      const card = page.getByTestId(`order-card-${placed.number}`);
      await card.waitFor();
      await waitForText(card.getByTestId('order-status'), commerceZhCN.orders.statusGoods.paid);
      const listed = await member.client.get<Paged<Order>>('/orders?kind=goods');
      expect(listed.data.items.map((o) => o.id)).toEqual([orderId]);
      await check(page, 'orders');
    },
    180_000,
  );

  e2eTest(
    'the cart badge says 99+ above 99 units',
    () => current,
    async () => {
      const member = await registerUser(e2e.app);
      // six sizes × 20 (a line's limit) = 120 units, through the API
      for (const sku of sizes.skus) await ok(member.client.post<Cart>('/cart/items', { skuId: sku.id, quantity: 20 }));
      expect((await member.client.get<CartCount>('/cart/count')).data.num).toBe(120);
      const page = await e2e.newPage();
      current = page;
      await page.goto(e2e.h5(paths.login));
      await loginThroughUi(page, member.account, member.password);
      await goInApp(page, paths.shopIndex);
      const badge = page.getByTestId('cart-count');
      await waitUntil(async () => (await badge.getAttribute('data-count')) === '120', 'the server’s count');
      await waitForText(badge, /99\+/);
      await page.getByTestId('goods-list-page').waitFor();
      await check(page, 'badge');
    },
    120_000,
  );
});
