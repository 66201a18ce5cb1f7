import { DataSource } from 'typeorm';
import type { AdminGoods, GoodsOrder } from '@contracts/schemas/shop';
import type { ShippingQuote, ShippingRules } from '@contracts/schemas/shop-operations';
import type { ApiClient } from '@test/setup/api';
import { userWithRoles } from '@test/setup/factories';
import { startApp, type TestApp } from '@test/setup/harness';
import { address, category, goods, members, tag, text } from './helpers';

/** Shipping by province and the member's quote before placing (decision 0143). */
describe('shop shipping by province and the quote', () => {
  let t: TestApp;
  let db: DataSource;
  let admin: ApiClient;
  let adminId: string;
  let heavy: AdminGoods;
  let draft: AdminGoods;
  const word = tag();
  const XINJIANG = ['650000', '650100']; // Urumqi: no third level in the tree

  beforeAll(async () => {
    t = await startApp({ RATE_LIMIT_DEFAULT_PER_MINUTE: '100000' });
    db = t.app.get(DataSource);
    const a = await userWithRoles(t, ['admin']);
    admin = a.client;
    adminId = a.user.id;
    admin.language = 'en-us';
    const cat = await category(admin, text(`${word} 装备`));
    // 2.5 kg a unit, ¥120
    heavy = await goods(admin, { categoryId: cat.id, title: text(`${word} 气瓶`), skus: [{ price: 12000, stock: 50, weightGrams: 2500 }] });
    draft = await goods(admin, { categoryId: cat.id, title: text(`${word} 草稿`), status: 'draft', skus: [{ price: 100, stock: 5 }] });
  }, 60_000);

  afterAll(async () => {
    await t?.close();
  });

  it('sets the provinces’ own rules (audited), refuses what is not a province, and answers them with names', async () => {
    const national = { freeFrom: 20000, baseFee: 1000, perKgFee: 500 };
    const notProvince = await admin.put('/admin/shop/shipping', {
      ...national,
      regions: [{ provinceCode: '650100', freeFrom: null, baseFee: 2000, perKgFee: 1500 }],
    });
    expect(notProvince).toMatchObject({
      code: 0,
      data: { errors: [{ field: 'regions.0.provinceCode', msg: 'Choose a province of China' }] },
    });
    const twice = await admin.put('/admin/shop/shipping', {
      ...national,
      regions: [
        { provinceCode: '650000', freeFrom: null, baseFee: 2000, perKgFee: 1500 },
        { provinceCode: '650000', freeFrom: null, baseFee: 1, perKgFee: 1 },
      ],
    });
    expect(twice.code).toBe(0);

    const saved = await admin.put<ShippingRules>('/admin/shop/shipping', {
      ...national,
      regions: [{ provinceCode: '650000', freeFrom: null, baseFee: 2000, perKgFee: 1500 }],
    });
    expect(saved).toMatchObject({
      code: 1,
      data: { ...national, regions: [{ provinceCode: '650000', provinceName: 'Xinjiang', freeFrom: null, baseFee: 2000, perKgFee: 1500 }] },
    });
    // the national rule alone (no `regions`) leaves the provinces' rules as they are
    expect((await admin.put<ShippingRules>('/admin/shop/shipping', national)).data.regions).toHaveLength(1);
    const audit = (await db.query(
      `SELECT actor_id, changes FROM audit_entries WHERE action = 'shop_shipping.update' ORDER BY created_at`,
    )) as {
      actor_id: string;
      changes: Record<string, unknown>;
    }[];
    expect(audit).toHaveLength(1); // the second save changed nothing
    expect(audit[0]!.actor_id).toBe(adminId);
    expect(Object.keys(audit[0]!.changes)).toEqual(['regions']);
  });

  it('quotes the fee and total before placing, by the address’s province, and placing charges the same', async () => {
    const [m] = await members(t, 1);
    const buyer = m!.client;
    const lines = [{ skuId: heavy.skus[0]!.id, quantity: 1 }];

    // no address yet: the national rule (¥10 + 2 further started kg × ¥5)
    expect((await buyer.post<ShippingQuote>('/shop/quote', { lines })).data).toEqual({
      subtotal: 12000,
      weightGrams: 2500,
      shippingFee: 2000,
      total: 14000,
      currency: 'CNY',
      freeFrom: 20000,
      provinceCode: null,
      addressId: null,
    });
    // Beijing (the default address): national; two units reach the free threshold
    const beijing = await address(buyer);
    expect((await buyer.post<ShippingQuote>('/shop/quote', { lines: [{ ...lines[0]!, quantity: 2 }] })).data).toMatchObject({
      subtotal: 24000,
      shippingFee: 0,
      addressId: beijing.id,
    });
    // Xinjiang: its own rule (¥20 + 2 × ¥15), never free
    const urumqi = await address(buyer, { areaCodes: XINJIANG, detail: '1 Desert Road' });
    const far = (await buyer.post<ShippingQuote>('/shop/quote', { lines: [{ ...lines[0]!, quantity: 2 }], addressId: urumqi.id })).data;
    expect(far).toMatchObject({
      subtotal: 24000,
      weightGrams: 5000,
      shippingFee: 2000 + 4 * 1500,
      total: 32000,
      freeFrom: null,
      provinceCode: '650000',
    });

    // the cart's selected lines
    expect((await buyer.post('/cart/items', { skuId: heavy.skus[0]!.id, quantity: 1 })).code).toBe(1);
    expect((await buyer.post<ShippingQuote>('/shop/quote', { fromCart: true, addressId: urumqi.id })).data).toMatchObject({
      subtotal: 12000,
      shippingFee: 2000 + 2 * 1500,
    });

    // placing charges what was quoted
    const placed = await buyer.post<GoodsOrder>('/shop/orders', { lines: [{ ...lines[0]!, quantity: 2 }], addressId: urumqi.id });
    expect(placed.code).toBe(1);
    expect(placed.data.details.shippingFee).toBe(far.shippingFee);
    expect(placed.data.total).toBe(far.total);

    // someone else's address, a draft SKU: 404; bad input: a field error
    const [other] = await members(t, 1);
    expect((await other!.client.post('/shop/quote', { lines, addressId: urumqi.id })).code).toBe(404);
    expect((await buyer.post('/shop/quote', { lines: [{ skuId: draft.skus[0]!.id, quantity: 1 }] })).code).toBe(404);
    expect((await buyer.post('/shop/quote', { lines: [{ skuId: heavy.skus[0]!.id, quantity: 0 }] })).code).toBe(0);
    expect((await buyer.post('/shop/quote', {})).code).toBe(0);
  });
});
