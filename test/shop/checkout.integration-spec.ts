import { DataSource } from 'typeorm';
import type { Order } from '@contracts/schemas/orders';
import type { AdminGoods, Cart, GoodsOrder, ShippingRule } from '@contracts/schemas/shop';
import { OrdersService } from '@server/modules/orders/services/orders.service';
import { payOrder } from '@test/commerce/fixtures';
import type { ApiClient } from '@test/setup/api';
import { userWithRoles } from '@test/setup/factories';
import { startApp, type TestApp } from '@test/setup/harness';
import { address, category, goods, ledger, members, tag, text } from './helpers';

describe('shop checkout: goods orders', () => {
  let t: TestApp;
  let db: DataSource;
  let admin: ApiClient;
  let cat: string;
  const word = tag();

  beforeAll(async () => {
    t = await startApp({ RATE_LIMIT_DEFAULT_PER_MINUTE: '100000' });
    db = t.app.get(DataSource);
    admin = (await userWithRoles(t, ['admin'])).client;
    cat = (await category(admin, text('装备', 'Gear'))).id;
    const rule = await admin.put<ShippingRule>('/admin/shop/shipping', { freeFrom: 200000, baseFee: 1000, perKgFee: 500 });
    expect(rule).toMatchObject({ code: 1, data: { freeFrom: 200000, baseFee: 1000, perKgFee: 500 } });
  }, 60_000);

  afterAll(async () => {
    await t?.close();
  });

  const product = (title: string, skus: { price: number; stock: number; weightGrams?: number }[]) =>
    goods(admin, {
      categoryId: cat,
      title: text(`${word} ${title}`, `${word} ${title}`),
      attributes: skus.length > 1 ? [{ name: text('尺码', 'Size'), values: skus.map((_, i) => text(`S${i}`)) }] : [],
      skus: skus.map((s, i) => ({ ...s, options: skus.length > 1 ? [i] : [] })),
    });
  const sku = (g: AdminGoods, i = 0) => g.skus[i]!.id;

  /** The SKU's columns equal the sum of its movements. */
  async function balanced(skuId: string) {
    const l = await ledger(t, skuId);
    expect({ onHand: l.onHand, allocated: l.allocated }).toEqual({ onHand: l.fromMovements.onHand, allocated: l.fromMovements.allocated });
    return l;
  }

  it('places an order of kind goods: one line per SKU, the shipping fee in the total, the address copied, the stock allocated', async () => {
    const fins = await product('Fins', [
      { price: 52000, stock: 20, weightGrams: 1200 },
      { price: 54000, stock: 20, weightGrams: 1300 },
    ]);
    const [{ client: me }] = await members(t, 1);
    const home = await address(me);
    const res = await me.post<GoodsOrder>('/shop/orders', {
      lines: [
        { skuId: sku(fins, 0), quantity: 1, price: 52000 },
        { skuId: sku(fins, 1), quantity: 2 },
      ],
      addressId: home.id,
      remark: 'leave at the door',
    });
    expect(res.code).toBe(1);
    const o = res.data;
    // 1.2 kg + 2.6 kg = 3.8 kg: 10 yuan for the first kilogram + 3 × 5 yuan; 160,000 is below the free threshold.
    expect(o).toMatchObject({
      kind: 'goods',
      status: 'pending_payment',
      title: `${word} Fins · S0 and 1 more`,
      lines: [
        { position: 0, itemRef: sku(fins, 0), title: `${word} Fins · S0`, unitPrice: 52000, quantity: 1, lineTotal: 52000 },
        { position: 1, itemRef: sku(fins, 1), title: `${word} Fins · S1`, unitPrice: 54000, quantity: 2, lineTotal: 108000 },
      ],
      quantity: 3,
      subtotal: 160000,
      discount: 0,
      total: 162500,
      currency: 'CNY',
      remark: 'leave at the door',
      details: {
        address: { name: 'Ada Diver', phone: '13800138000', areaCodes: home.areaCodes, areaNames: home.areaNames, detail: '1 Reef Road' },
        shippingFee: 2500,
        weightGrams: 3800,
        items: [
          { position: 0, skuId: sku(fins, 0), goodsId: fins.id, cover: fins.cover, attrs: { Size: 'S0' } },
          { position: 1, skuId: sku(fins, 1), goodsId: fins.id, cover: fins.cover, attrs: { Size: 'S1' } },
        ],
      },
    });
    expect(o.number).toMatch(/^G\d{13}$/);
    expect((await balanced(sku(fins, 0))).allocated).toBe(1);
    expect((await balanced(sku(fins, 1))).allocated).toBe(2);

    // The generic order routes show it, in the reader's language; the address stays as it was when ordered.
    await me.patch(`/me/addresses/${home.id}`, { detail: '99 Elsewhere' });
    me.language = 'zh-cn';
    const shown = await me.get<Order>(`/orders/${o.id}`);
    expect(shown.data).toMatchObject({
      kind: 'goods',
      title: `${word} Fins · S0 等 3 件商品`,
      details: { address: { detail: '1 Reef Road' } },
    });
    me.language = 'en-us';

    // Paid: sales counted once; the stock stays allocated until shipped (a later slice).
    await payOrder(t, me, o);
    expect((await me.get<Order>(`/orders/${o.id}`)).data.status).toBe('paid');
    expect((await admin.get<AdminGoods>(`/admin/goods/${fins.id}`)).data.sales).toBe(3);
    expect((await balanced(sku(fins, 1))).allocated).toBe(2);

    // Refunded before shipping: whole orders only; the stock goes back once, the sales are uncounted.
    expect((await me.post(`/orders/${o.id}/refund`, { quantity: 1 })).code).toBe(0);
    expect((await balanced(sku(fins, 1))).allocated).toBe(2);
    const refunded = await me.post<Order>(`/orders/${o.id}/refund`, {});
    expect(refunded.data).toMatchObject({ status: 'refunded', refundedAmount: 162500 });
    expect((await me.post(`/orders/${o.id}/refund`, {})).code).toBe(0);
    expect((await balanced(sku(fins, 0))).allocated).toBe(0);
    expect((await balanced(sku(fins, 1))).allocated).toBe(0);
    expect((await admin.get<AdminGoods>(`/admin/goods/${fins.id}`)).data.sales).toBe(0);

    // From the threshold on, shipping is free.
    const free = await me.post<GoodsOrder>('/shop/orders', { lines: [{ skuId: sku(fins, 1), quantity: 4 }], addressId: home.id });
    expect(free.data).toMatchObject({ subtotal: 216000, total: 216000, details: { shippingFee: 0 } });
  });

  it('checks out the cart’s selected lines, which leave the cart; the others stay', async () => {
    const mask = await product('Mask', [{ price: 39000, stock: 10, weightGrams: 400 }]);
    const light = await product('Torch', [{ price: 20000, stock: 10, weightGrams: 300 }]);
    const [{ client: me }] = await members(t, 1);
    const home = await address(me);
    await me.post('/cart/items', { skuId: sku(mask), quantity: 2 });
    const cart = await me.post<Cart>('/cart/items', { skuId: sku(light), quantity: 1 });
    const torchLine = cart.data.lines.find((l) => l.skuId === sku(light))!;
    await me.patch(`/cart/items/${torchLine.id}`, { selected: false });
    const res = await me.post<GoodsOrder>('/shop/orders', { fromCart: true, addressId: home.id });
    expect(res.code).toBe(1);
    expect(res.data.lines).toEqual([expect.objectContaining({ itemRef: sku(mask), quantity: 2, unitPrice: 39000 })]);
    expect(res.data.total).toBe(78000 + 1000);
    expect((await me.get<Cart>('/cart')).data.lines.map((l) => l.skuId)).toEqual([sku(light)]);
    // Nothing selected now: a clear refusal.
    expect(await me.post('/shop/orders', { fromCart: true, addressId: home.id })).toMatchObject({
      code: 0,
      msg: 'No item is selected in your cart',
    });
  });

  it('refuses a price changed since the cart was filled, line by line; the next checkout takes the new price', async () => {
    const mask = await product('Reef mask', [{ price: 39000, stock: 10 }]);
    const fin = await product('Reef fin', [{ price: 30000, stock: 10 }]);
    const [{ client: me }] = await members(t, 1);
    const home = await address(me);
    await me.post('/cart/items', { skuId: sku(mask), quantity: 1 });
    await me.post('/cart/items', { skuId: sku(fin), quantity: 1 });
    expect((await admin.patch(`/admin/skus/${sku(mask)}`, { price: 45000 })).code).toBe(1);

    const refused = await me.post<{ lines: { skuId: string; reason: string; price?: number; msg: string }[] }>('/shop/orders', {
      fromCart: true,
      addressId: home.id,
    });
    expect(refused.code).toBe(0);
    expect(refused.msg).toBe(`Some items changed; please check them and order again: “${word} Reef mask” now costs ¥450.00 (was ¥390.00)`);
    expect(refused.data.lines).toEqual([
      { skuId: sku(mask), reason: 'price', price: 45000, msg: `“${word} Reef mask” now costs ¥450.00 (was ¥390.00)` },
    ]);
    expect((await balanced(sku(mask))).allocated).toBe(0);
    expect((await balanced(sku(fin))).allocated).toBe(0);

    // Buying now at a price the page showed before the change: refused the same way, in the buyer's language.
    me.language = 'zh-cn';
    const stale = await me.post('/shop/orders', { lines: [{ skuId: sku(mask), quantity: 1, price: 39000 }], addressId: home.id });
    expect(stale.msg).toBe(`部分商品有变化，请确认后再下单：「${word} Reef mask」现价 ¥450.00（原为 ¥390.00）`);
    me.language = 'en-us';

    // The buyer has been told: the cart now checks out at the new price.
    const placed = await me.post<GoodsOrder>('/shop/orders', { fromCart: true, addressId: home.id });
    expect(placed.code).toBe(1);
    expect(placed.data.subtotal).toBe(45000 + 30000);
  });

  it('refuses bad orders in clear words and takes nothing', async () => {
    const mask = await product('Small mask', [{ price: 10000, stock: 2 }]);
    const [{ client: me }, { client: other }] = await members(t, 2);
    const home = await address(me);
    const theirs = await address(other);
    const post = (body: Record<string, unknown>) => me.post('/shop/orders', { addressId: home.id, ...body });
    expect(await post({ lines: [{ skuId: sku(mask), quantity: 3 }] })).toMatchObject({
      code: 0,
      msg: `Some items changed; please check them and order again: only 2 of “${word} Small mask” left`,
    });
    expect((await me.post('/shop/orders', { lines: [{ skuId: sku(mask), quantity: 1 }], addressId: theirs.id })).status).toBe(404);
    expect((await post({ lines: [{ skuId: '00000000-0000-4000-8000-000000000000', quantity: 1 }] })).status).toBe(404);
    expect(await post({ lines: [{ skuId: sku(mask), quantity: 1 }], couponId: '00000000-0000-4000-8000-000000000000' })).toMatchObject({
      code: 0,
      msg: 'Coupons cannot be used on shop orders yet',
    });
    expect((await post({ lines: [{ skuId: sku(mask), quantity: 1 }], fromCart: true })).code).toBe(0);
    expect((await post({})).code).toBe(0);
    expect(
      (
        await post({
          lines: [
            { skuId: sku(mask), quantity: 1 },
            { skuId: sku(mask), quantity: 1 },
          ],
        })
      ).code,
    ).toBe(0);
    expect((await balanced(sku(mask))).allocated).toBe(0);
  });

  it('never oversells: 100 buyers, 10 in stock → exactly 10 sold', async () => {
    const hot = await product('Limited print issue', [{ price: 5000, stock: 10, weightGrams: 200 }]);
    const crowd = await members(t, 100);
    const homes = await Promise.all(crowd.map((m) => address(m.client)));
    const answers = await Promise.all(
      crowd.map((m, i) =>
        m.client.post<GoodsOrder>('/shop/orders', { lines: [{ skuId: sku(hot), quantity: 1 }], addressId: homes[i]!.id }),
      ),
    );
    const won = answers.filter((a) => a.code === 1);
    expect(won).toHaveLength(10);
    for (const lost of answers.filter((a) => a.code !== 1)) {
      expect(lost.code).toBe(0);
      expect(lost.msg).toMatch(/sold out|only \d+ of/);
    }
    const l = await balanced(sku(hot));
    expect(l).toMatchObject({ onHand: 10, allocated: 10 });
    expect(l.moves.filter((m) => m.reason === 'allocate')).toHaveLength(10);
    const [count] = (await db.query(`SELECT count(*)::int AS n FROM order_lines WHERE item_ref = $1`, [sku(hot)])) as { n: number }[];
    expect(count!.n).toBe(10);
  }, 120_000);

  it('gives the stock back exactly once on cancellation and expiry, whoever races', async () => {
    const tank = await product('Tank strap', [{ price: 3000, stock: 5 }]);
    const [{ client: me, userId }] = await members(t, 1);
    const home = await address(me);
    const buy = async (quantity: number) =>
      (await me.post<GoodsOrder>('/shop/orders', { lines: [{ skuId: sku(tank), quantity }], addressId: home.id })).data;
    const a = await buy(2);
    const b = await buy(3);
    expect((await balanced(sku(tank))).allocated).toBe(5);
    const orders = t.app.get(OrdersService);

    // Cancel a: the buyer twice at once, and the expiry job.
    await db.query(`UPDATE orders SET expires_at = now() - interval '1 second' WHERE id = $1`, [a.id]);
    const raced = await Promise.all([me.post(`/orders/${a.id}/cancel`), me.post(`/orders/${a.id}/cancel`), orders.expire(a.id)]);
    // At most one of them closes it (the app's own sweeper may win the race: then none does); the
    // stock comes back once either way (the movements below).
    const closed = raced.filter((r) => (typeof r === 'string' ? r === 'expired' : r.code === 1));
    expect(closed.length).toBeLessThanOrEqual(1);
    expect(['cancelled', 'expired']).toContain((await me.get<Order>(`/orders/${a.id}`)).data.status);
    expect((await balanced(sku(tank))).allocated).toBe(3);

    // b expires: the job twice and the sweep, all at once.
    await db.query(`UPDATE orders SET expires_at = now() - interval '1 second' WHERE id = $1`, [b.id]);
    const expired = await Promise.all([orders.expire(b.id), orders.expire(b.id), orders.sweepOverdue()]);
    // (the sweep, ours or the app's scheduled one, may be the one that expires it)
    expect(expired.filter((r) => r === 'expired').length).toBeLessThanOrEqual(1);
    expect((await me.get<Order>(`/orders/${b.id}`)).data.status).toBe('expired');
    // Cancelling it now is refused and gives nothing back twice.
    expect((await me.post(`/orders/${b.id}/cancel`)).code).toBe(0);

    const l = await balanced(sku(tank));
    expect(l).toMatchObject({ onHand: 5, allocated: 0 });
    expect(
      l.moves
        .filter((m) => m.reason === 'release')
        .map((m) => m.delta)
        .sort((x, y) => x - y),
    ).toEqual([-3, -2]);
    const released = (await db.query(`SELECT released_at FROM shop_orders WHERE user_id = $1`, [userId])) as { released_at: Date | null }[];
    expect(released.every((r) => r.released_at !== null)).toBe(true);
    // The stock is saleable again.
    expect((await buy(5)).quantity).toBe(5);
  });
});
