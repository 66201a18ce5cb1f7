import type { Address, AdminGoods, Cart, CartCount } from '@contracts/schemas/shop';
import type { ApiClient } from '@test/setup/api';
import { userWithRoles } from '@test/setup/factories';
import { startApp, type TestApp } from '@test/setup/harness';
import { BEIJING, address, category, goods, members, tag, text } from './helpers';

describe('shop cart and address book', () => {
  let t: TestApp;
  let admin: ApiClient;
  let fins: AdminGoods; // two SKUs: 3 and 50 in stock
  let mask: AdminGoods; // one SKU, 5 in stock
  let retired: AdminGoods; // off the shelf
  let draft: AdminGoods;

  beforeAll(async () => {
    t = await startApp({ RATE_LIMIT_DEFAULT_PER_MINUTE: '100000' });
    admin = (await userWithRoles(t, ['admin'])).client;
    const cat = await category(admin, text('装备', 'Gear'));
    const word = tag();
    fins = await goods(admin, {
      categoryId: cat.id,
      title: text(`${word} 脚蹼`, `${word} Fins`),
      attributes: [{ name: text('尺码', 'Size'), values: [text('S'), text('M')] }],
      skus: [
        { options: [0], price: 52000, stock: 3 },
        { options: [1], price: 54000, stock: 50 },
      ],
    });
    mask = await goods(admin, { categoryId: cat.id, title: text(`${word} 面镜`, `${word} Mask`), skus: [{ price: 39000, stock: 5 }] });
    retired = await goods(admin, {
      categoryId: cat.id,
      title: text(`${word} 旧款`, `${word} Old`),
      status: 'off_shelf',
      skus: [{ price: 100, stock: 5 }],
    });
    draft = await goods(admin, {
      categoryId: cat.id,
      title: text(`${word} 草稿`, `${word} Draft`),
      status: 'draft',
      skus: [{ price: 100, stock: 5 }],
    });
  }, 60_000);

  afterAll(async () => {
    await t?.close();
  });

  const sku = (g: AdminGoods, i = 0) => g.skus[i]!.id;

  describe('cart', () => {
    it('adds, caps by stock with a message, counts units, changes, selects, removes; another member’s line is 404', async () => {
      const [{ client: me }, { client: other }] = await members(t, 2);
      expect((await me.get<CartCount>('/cart/count')).data).toEqual({ num: 0 });
      expect((await me.get<Cart>('/cart')).data).toEqual({ lines: [], currency: 'CNY', selectedSubtotal: 0 });

      const added = await me.post<Cart>('/cart/items', { skuId: sku(fins, 1), quantity: 2 });
      expect(added.code).toBe(1);
      expect(added.msg).toBe('Added to your cart');
      expect(added.data.lines).toEqual([
        expect.objectContaining({
          skuId: sku(fins, 1),
          goodsId: fins.id,
          attrs: { Size: 'M' },
          price: 54000,
          quantity: 2,
          stock: null,
          available: true,
          selected: true,
        }),
      ]);
      // Only 3 of the small fins: asking 5 puts 3 in the cart, and says so.
      const capped = await me.post<Cart>('/cart/items', { skuId: sku(fins, 0), quantity: 5 });
      expect(capped.code).toBe(1);
      expect(capped.msg).toBe('Limited stock: your cart now holds 3 of this item');
      const small = capped.data.lines.find((l) => l.skuId === sku(fins, 0))!;
      expect(small).toMatchObject({ quantity: 3, stock: 3 });
      // Adding again to a full line stays capped.
      expect((await me.post<Cart>('/cart/items', { skuId: sku(fins, 0), quantity: 1 })).msg).toBe(
        'Limited stock: your cart now holds 3 of this item',
      );
      expect((await me.get<CartCount>('/cart/count')).data).toEqual({ num: 5 });
      expect((await me.get<Cart>('/cart')).data.selectedSubtotal).toBe(2 * 54000 + 3 * 52000);

      // Quantity 0 or above the stock: refused in the member's language, nothing changed.
      const zero = await me.patch(`/cart/items/${small.id}`, { quantity: 0 });
      expect(zero.code).toBe(0);
      const above = await me.patch(`/cart/items/${small.id}`, { quantity: 4 });
      expect(above).toMatchObject({ code: 0, msg: 'Only 3 left in stock' });
      me.language = 'zh-cn';
      expect((await me.patch(`/cart/items/${small.id}`, { quantity: 4 })).msg).toBe('库存仅剩 3 件');
      me.language = 'en-us';
      const changed = await me.patch<Cart>(`/cart/items/${small.id}`, { quantity: 1, selected: false });
      expect(changed.data.lines.find((l) => l.id === small.id)).toMatchObject({ quantity: 1, selected: false });
      expect(changed.data.selectedSubtotal).toBe(2 * 54000);

      // Someone else's line: 404 for every verb, and it is untouched.
      expect((await other.patch(`/cart/items/${small.id}`, { quantity: 1 })).status).toBe(404);
      expect((await other.request('DELETE', `/cart/items/${small.id}`)).status).toBe(404);
      expect((await other.get<Cart>('/cart')).data.lines).toEqual([]);

      const removed = await me.request<Cart>('DELETE', `/cart/items/${small.id}`);
      expect(removed.code).toBe(1);
      expect(removed.data.lines.map((l) => l.skuId)).toEqual([sku(fins, 1)]);
      expect((await me.get<CartCount>('/cart/count')).data).toEqual({ num: 2 });
    });

    it('refuses what a shopper cannot buy: off the shelf, a draft or an unknown SKU (404), bad quantities', async () => {
      const [{ client: me }] = await members(t, 1);
      expect(await me.post('/cart/items', { skuId: sku(retired), quantity: 1 })).toMatchObject({
        code: 0,
        msg: 'This item is no longer sold',
      });
      expect((await me.post('/cart/items', { skuId: sku(draft), quantity: 1 })).status).toBe(404);
      expect((await me.post('/cart/items', { skuId: '00000000-0000-4000-8000-000000000000', quantity: 1 })).status).toBe(404);
      for (const quantity of [0, -1, 21, 1.5, 'x']) expect((await me.post('/cart/items', { skuId: sku(mask), quantity })).code).toBe(0);
      expect((await me.get<CartCount>('/cart/count')).data.num).toBe(0);
    });

    it('merges a guest’s cart at login: quantities added, capped by stock; what cannot be bought is left out and counted', async () => {
      const [{ client: me }] = await members(t, 1);
      await me.post('/cart/items', { skuId: sku(mask), quantity: 2 });
      const merged = await me.post<Cart>('/cart/merge', {
        lines: [
          { skuId: sku(mask), quantity: 4 }, // 2 + 4 > 5 in stock → 5
          { skuId: sku(fins, 1), quantity: 3 }, // added as it is
          { skuId: sku(retired), quantity: 1 }, // left out
          { skuId: '00000000-0000-4000-8000-000000000000', quantity: 1 }, // left out
        ],
      });
      expect(merged.code).toBe(1);
      expect(merged.msg).toBe('Your carts were merged; 3 items were lowered or left out for lack of stock');
      const bySku = new Map(merged.data.lines.map((l) => [l.skuId, l.quantity]));
      expect(Object.fromEntries(bySku)).toEqual({ [sku(mask)]: 5, [sku(fins, 1)]: 3 });
      // A merge that fits says so plainly.
      const again = await me.post<Cart>('/cart/merge', { lines: [{ skuId: sku(fins, 1), quantity: 1 }] });
      expect(again.msg).toBe('Your carts were merged');
      expect(again.data.lines.find((l) => l.skuId === sku(fins, 1))!.quantity).toBe(4);
      expect((await me.get<CartCount>('/cart/count')).data.num).toBe(9);
      // A draft's line is not shown (nor counted) once its goods go back to draft.
      await admin.patch(`/admin/goods/${mask.id}`, { status: 'draft' });
      expect((await me.get<CartCount>('/cart/count')).data.num).toBe(4);
      await admin.patch(`/admin/goods/${mask.id}`, { status: 'on_sale' });
    });
  });

  describe('addresses', () => {
    it('keeps exactly one default: the first, one marked so, the newest when the default goes', async () => {
      const [{ client: me }] = await members(t, 1);
      const a = await address(me);
      expect(a).toMatchObject({
        name: 'Ada Diver',
        areaCodes: BEIJING,
        areaNames: ['Beijing', 'Beijing', 'Dongcheng District'],
        isDefault: true,
      });
      const b = await address(me, { detail: '2 Reef Road' });
      expect(b.isDefault).toBe(false);
      const c = await address(me, { detail: '3 Reef Road', isDefault: true, areaCodes: ['810000', '810001'] }); // Hong Kong has no cities
      expect(c).toMatchObject({ isDefault: true, areaNames: ['Hong Kong', 'Central and Western District'] });
      let list = (await me.get<Address[]>('/me/addresses')).data;
      expect(list.filter((x) => x.isDefault).map((x) => x.id)).toEqual([c.id]);
      expect(list[0]!.id).toBe(c.id); // the default first
      const moved = await me.patch<Address>(`/me/addresses/${a.id}`, { isDefault: true, detail: '1A Reef Road' });
      expect(moved.data).toMatchObject({ isDefault: true, detail: '1A Reef Road' });
      expect((await me.request('DELETE', `/me/addresses/${a.id}`)).code).toBe(1);
      list = (await me.get<Address[]>('/me/addresses')).data;
      expect(list.map((x) => [x.id, x.isDefault])).toEqual([
        [c.id, true], // the newest became the default
        [b.id, false],
      ]);
      me.language = 'zh-cn';
      expect((await me.get<Address[]>('/me/addresses')).data[0]!.areaNames).toEqual(['香港特别行政区', '中西区']);
    });

    it('refuses a bad phone, an incomplete or broken area path, blanks — in the member’s language', async () => {
      const [{ client: me }] = await members(t, 1, 'zh-hant');
      const bad = async (body: Record<string, unknown>) => {
        const res = await me.post<{ errors: { field: string; msg: string }[] }>('/me/addresses', {
          name: 'Ada',
          phone: '13800138000',
          areaCodes: BEIJING,
          detail: '1 Reef Road',
          ...body,
        });
        expect(res.code).toBe(0);
        return res.data.errors[0];
      };
      expect(await bad({ phone: '12345' })).toEqual({ field: 'phone', msg: '請輸入正確的手機號碼' });
      expect(await bad({ areaCodes: ['110000', '110100'] })).toEqual({ field: 'areaCodes', msg: '請選擇完整的省、市、區' }); // not down to the district
      expect(await bad({ areaCodes: ['110000', '120100', '110101'] })).toEqual({ field: 'areaCodes', msg: '請選擇完整的省、市、區' }); // not a path
      expect(await bad({ areaCodes: ['JP', 'JP-13'] })).toEqual({ field: 'areaCodes', msg: '請選擇完整的省、市、區' }); // not China
      expect(await bad({ areaCodes: ['110000', '110100', 'nope'] })).toEqual({ field: 'areaCodes', msg: '請選擇完整的省、市、區' });
      expect((await bad({ name: '  ' }))?.field).toBe('name');
      me.language = 'en-us';
      expect(await bad({ phone: '12345' })).toEqual({ field: 'phone', msg: 'Please enter a valid mobile number' });
      expect((await me.get<Address[]>('/me/addresses')).data).toEqual([]);
    });

    it('keeps at most 20, also when added at once; another member’s address is 404', async () => {
      const [{ client: me }, { client: other }] = await members(t, 2);
      const results = await Promise.all(
        Array.from({ length: 24 }, (_, i) =>
          me.post('/me/addresses', { name: 'Ada', phone: '13800138000', areaCodes: BEIJING, detail: `No. ${i}` }),
        ),
      );
      expect(results.filter((r) => r.code === 1)).toHaveLength(20);
      expect(results.filter((r) => r.code === 0).map((r) => r.msg)).toEqual(Array(4).fill('You can keep at most 20 addresses'));
      const list = (await me.get<Address[]>('/me/addresses')).data;
      expect(list).toHaveLength(20);
      expect(list.filter((a) => a.isDefault)).toHaveLength(1);
      const mine = list[1]!;
      expect((await other.patch(`/me/addresses/${mine.id}`, { detail: 'stolen' })).status).toBe(404);
      expect((await other.request('DELETE', `/me/addresses/${mine.id}`)).status).toBe(404);
      expect((await me.get<Address[]>('/me/addresses')).data.find((a) => a.id === mine.id)!.detail).toBe(mine.detail);
    });
  });
});
