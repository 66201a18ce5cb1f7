/**
 * The shop's catalogue in the browser (issue #38, client slice), in zh-CN against the real server:
 * a guest browses the shop home, searches, narrows by category, discount and sort, opens a product,
 * meets a sold-out size disabled, picks a SKU with low stock and adds it to the device's cart (capped
 * by the stock shown); an admin finds a draft in the goods admin and sets a SKU's counted stock.
 * Every screen is checked at 320 and 390 px (nothing wider than the phone, a screenshot each) and
 * audited with axe.
 */
import type { Page } from 'playwright-core';
import type { AdminGoods, ShopCategoryDto } from '@contracts/schemas/shop';
import { paths } from '@client/config/paths';
import shopZhCN from '@client/features/shop/locales/zh-CN.json';
import { LOCAL_CART_KEY } from '@client/features/shop/utils/local-cart';
import { userWithRoles } from '@test/setup/factories';
import type { ApiClient } from '@test/setup/api';
import { seriousViolations } from './axe';
import { ok } from './content';
import {
  currentRoute,
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
const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(values[k] ?? ''));
const text = (zh: string, en = zh, hant = zh) => ({ 'zh-cn': zh, 'en-us': en, 'zh-hant': hant });

describe('the shop in the browser (issue #38)', () => {
  let e2e: E2eApp;
  let admin: { client: ApiClient; phone: string };
  let current: Page | undefined;
  const word = `礁${Date.now().toString(36)}`;
  let gear: ShopCategoryDto, fins: ShopCategoryDto;
  let fin: AdminGoods, mask: AdminGoods, draft: AdminGoods;

  beforeAll(async () => {
    e2e = await startE2e({ RATE_LIMIT_DEFAULT_PER_MINUTE: '100000' });
    admin = await userWithRoles(e2e.app, ['admin']);
    const category = (name: ReturnType<typeof text>, parentId?: string) =>
      ok(admin.client.post<ShopCategoryDto>('/admin/goods/categories', { name, parentId }));
    gear = await category(text('装备', 'Gear', '裝備'));
    fins = await category(text('脚蹼', 'Fins', '蛙鞋'), gear.id);
    const goods = (body: Record<string, unknown>) =>
      ok(admin.client.post<AdminGoods>('/admin/goods', { cover: '/uploads/test/goods.jpg', status: 'on_sale', ...body }));
    fin = await goods({
      categoryId: fins.id,
      title: text(`${word} 开放式脚蹼`, `${word} Open-heel fins`),
      description: text('<p>轻量、<strong>偏硬</strong>的开放式脚蹼。</p><script>alert(1)</script>'),
      gallery: ['/uploads/test/fin-2.jpg'],
      attributes: [
        { name: text('尺码', 'Size', '尺碼'), values: [text('S'), text('M'), text('L')] },
        { name: text('颜色', 'Colour', '顏色'), values: [text('黑', 'Black', '黑'), text('蓝', 'Blue', '藍')] },
      ],
      skus: [
        { options: [0, 0], price: 52000, originalPrice: 60000, stock: 3 },
        { options: [1, 0], price: 54000, stock: 50 },
        { options: [2, 1], price: 56000, stock: 0 },
      ],
    });
    mask = await goods({ categoryId: gear.id, title: text(`${word} 低容积面镜`, `${word} Low-volume mask`), skus: [{ price: 39000, stock: 5 }] });
    draft = await goods({ categoryId: gear.id, title: text(`${word} 草稿潜水电脑`), status: 'draft', skus: [{ price: 199000, stock: 2 }] });
  }, 90_000);

  afterAll(async () => {
    await e2e?.close();
  });

  /** Nothing wider than the phone at 320 and 390 px, a screenshot of each, and no serious axe finding. */
  async function check(page: Page, name: string): Promise<void> {
    for (const width of [320, 390]) {
      await page.setViewportSize({ width, height: 760 });
      await waitUntil(
        () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
        () => `${name} at ${width} px: nothing wider than the screen`,
      );
      await screenshot(page, `shop-${name}-${width}`);
    }
    expect(await seriousViolations(page, name)).toEqual([]);
  }

  const cardTitles = (page: Page) => page.getByTestId('goods-card-title').allTextContents();

  e2eTest(
    'a guest browses, filters, opens a product, picks a SKU and adds it to the local cart',
    () => current,
    async () => {
      const page = await e2e.newPage();
      current = page;
      await page.goto(e2e.h5(paths.shopIndex));
      await page.getByTestId('goods-list-page').waitFor();
      // the shop home sits in the home tab
      await waitUntil(async () => (await page.getByTestId('tab-home').locator('[aria-current="page"]').count()) === 1, 'the home tab active');

      // keyword: only this test's goods on sale (the draft is not listed)
      await page.getByTestId('shop-search-input').locator('input').fill(word);
      await page.getByTestId('shop-search-submit').click();
      await waitUntil(async () => (await cardTitles(page)).length === 2, 'the two goods on sale with the keyword');
      expect((await cardTitles(page)).join()).not.toContain('草稿');
      await waitForText(page.getByTestId('goods-footer'), z.list.noMore);
      await check(page, 'list');

      // the category tree: Gear, then its child Fins → only the fins
      await page.getByTestId('category-chips').getByRole('button', { name: '装备', exact: true }).click();
      await page.getByTestId('category-chips-1').waitFor();
      await page.getByTestId('category-chips-1').getByRole('button', { name: '脚蹼', exact: true }).click();
      await waitUntil(async () => (await cardTitles(page)).length === 1, 'only the fins in Fins');
      await page.getByTestId('category-chips').getByRole('button', { name: '装备', exact: true }).click();
      await waitUntil(async () => (await cardTitles(page)).length === 2, 'both goods under Gear (its sub-categories included)');

      // the sheet: on discount only → the fins; the address keeps the filters
      await page.getByTestId('filter-open').click();
      await page.getByTestId('filter-sheet').waitFor();
      await check(page, 'filters');
      await page.getByTestId('filter-discount').click();
      await page.getByTestId('filter-apply').click();
      await waitUntil(async () => (await cardTitles(page)).length === 1, 'only the discounted fins');
      expect(currentRoute(page)).toContain('hasDiscount=1');
      // a price range that excludes it → the filtered empty state, and its way out
      await page.getByTestId('filter-open').click();
      await page.getByTestId('filter-max-price').locator('input').fill('100');
      await page.getByTestId('filter-apply').click();
      await waitForText(page.getByTestId('goods-empty'), new RegExp(z.empty.filtered));
      await page.getByTestId('goods-empty-link').click();
      await waitUntil(async () => !currentRoute(page).includes('?'), 'the filters cleared');

      // sort by price, lowest first: the mask (¥390) before the fins (¥520)
      await page.getByTestId('shop-search-input').locator('input').fill(word);
      await page.getByTestId('shop-search-submit').click();
      await page.getByTestId('sort-price_asc').click();
      await waitUntil(async () => {
        const titles = await cardTitles(page);
        return titles.length === 2 && titles[0]!.includes('面镜');
      }, 'the mask first by price');
      await page.getByTestId('sort-price_desc').click();
      await waitUntil(async () => (await cardTitles(page))[0]?.includes('脚蹼') === true, 'the fins first by price, highest first');

      // the product
      await page.getByTestId('goods-card').filter({ hasText: '脚蹼' }).locator('a').click();
      await waitForRoute(page, paths.goodsDetail);
      await waitForText(page.getByTestId('goods-title'), `${word} 开放式脚蹼`);
      await waitForText(page.getByTestId('goods-price'), '¥520.00');
      await waitForText(page.getByTestId('goods-price-original'), /¥600\.00/);
      expect(await page.getByTestId('goods-description').innerHTML()).not.toContain('script');
      await waitForText(page.getByTestId('goods-stock'), fill(z.detail.choose, { names: `尺码${z.detail.and}颜色` }));
      // L comes only in blue, which is sold out: disabled
      const value = (name: string) => page.getByTestId('sku-value').filter({ hasText: new RegExp(`^${name}`) });
      expect(await value('L').isDisabled()).toBe(true);
      expect(await value('蓝').isDisabled()).toBe(true);
      await value('黑').click();
      await value('S').click();
      await waitForText(page.getByTestId('goods-stock'), fill(z.detail.lowStock, { count: 3 }));
      await page.getByTestId('quantity-plus').click();
      await waitUntil(async () => (await page.getByTestId('quantity-input').inputValue()) === '2', 'quantity 2');
      await check(page, 'detail');

      await submit(page, 'add-to-cart');
      await waitForToast(page, fill(z.cart.added, { count: 2 }));
      await waitUntil(async () => (await page.getByTestId('cart-count').first().getAttribute('data-count')) === '2', 'two in the cart');
      // only one more fits (3 in stock): the stepper stops there, and the cart holds 3
      await waitUntil(async () => (await page.getByTestId('quantity-plus').isDisabled()) === true, 'the stepper capped by what is left');
      await submit(page, 'add-to-cart');
      await waitForToast(page, fill(z.cart.added, { count: 1 }));
      await waitUntil(async () => await page.getByTestId('add-to-cart').isDisabled(), 'nothing more of this SKU to add');
      const stored = await page.evaluate((key) => window.localStorage.getItem(key), LOCAL_CART_KEY);
      const lines = JSON.parse(stored ?? '[]') as { skuId: string; goodsId: string; quantity: number }[];
      expect(lines).toEqual([expect.objectContaining({ skuId: fin.skus[0]!.id, goodsId: fin.id, quantity: 3 })]);

      // the cart stays on the device: the shop home shows it after a reload
      await page.goto(e2e.h5(paths.shopIndex));
      await page.reload();
      await waitUntil(async () => (await page.getByTestId('cart-count').getAttribute('data-count')) === '3', 'the cart kept after a reload');
      expect(mask.id).toBeTruthy();
    },
    120_000,
  );

  e2eTest(
    'an admin finds a draft among the goods and sets a SKU’s counted stock',
    () => current,
    async () => {
      const page = await e2e.newPage();
      current = page;
      await page.goto(e2e.h5(paths.login));
      await loginThroughUi(page, admin.phone, 'reef2026');
      await goInApp(page, paths.tabProfile);
      await page.getByText(z.admin.entry, { exact: true }).click();
      await waitForRoute(page, paths.adminGoods);
      await page.getByTestId('admin-status-draft').click();
      const row = page.getByTestId('admin-goods-row').filter({ hasText: `${word} 草稿潜水电脑` });
      await row.waitFor();
      expect(await row.getAttribute('data-id')).toBe(draft.id);
      await page.getByTestId('admin-status-all').click();
      await page.getByTestId('admin-goods-row').filter({ hasText: `${word} 开放式脚蹼` }).waitFor();
      await check(page, 'admin-list');

      await page.getByTestId('admin-goods-row').filter({ hasText: `${word} 开放式脚蹼` }).getByTestId('admin-goods-open').click();
      await waitForRoute(page, paths.adminGoodsEditor);
      const sku = page.locator(`[data-testid="admin-sku"][data-id="${fin.skus[1]!.id}"]`);
      await waitForText(sku.getByTestId('admin-sku-stock'), fill(z.admin.stockLine, { onHand: 50, allocated: 0, saleable: 50 }));
      await check(page, 'admin-editor');
      await sku.getByTestId('admin-sku-stock-input').locator('input').fill('7');
      await sku.getByTestId('admin-sku-save').click();
      await waitForToast(page, z.admin.skuSaved);
      await waitForText(sku.getByTestId('admin-sku-stock'), fill(z.admin.stockLine, { onHand: 7, allocated: 0, saleable: 7 }));
      const after = await ok(admin.client.get<AdminGoods>(`/admin/goods/${fin.id}`));
      expect(after.skus.find((s) => s.id === fin.skus[1]!.id)).toMatchObject({ onHand: 7, saleable: 7 });

      // shoppers now see the low stock exactly
      await goInApp(page, `${paths.goodsDetail}?id=${fin.id}`);
      await page.getByTestId('sku-picker').waitFor();
      await page.getByTestId('sku-value').filter({ hasText: /^M/ }).click();
      await page.getByTestId('sku-value').filter({ hasText: /^黑/ }).click();
      await waitForText(page.getByTestId('goods-stock'), fill(z.detail.lowStock, { count: 7 }));
    },
    120_000,
  );
});
