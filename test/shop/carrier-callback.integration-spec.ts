import { DataSource } from 'typeorm';
import type { Order } from '@contracts/schemas/orders';
import type { Logistics } from '@contracts/schemas/shop';
import { sign } from '@server/modules/shop/carriers/kuaidi100.protocol';
import type { ApiClient } from '@test/setup/api';
import { userWithRoles } from '@test/setup/factories';
import { startApp, type TestApp } from '@test/setup/harness';
import { until } from '../content/helpers';
import { category, goods, members, tag, text } from './helpers';
import { kuaidi100Double, noticeCount, paidOrder, pushCallback, skuOf, trackingResult, type Subscription } from './logistics-helpers';

/**
 * The Kuaidi100 adapter's signed callback against a local test double (decision 0131): a push is
 * accepted only when signed with the shipment's salt, recent, not older than what was already
 * told, and not seen before; a refused one changes nothing.
 */
describe('shop: the tracker callback (Kuaidi100 shape)', () => {
  let t: TestApp;
  let db: DataSource;
  let admin: ApiClient;
  let double: Awaited<ReturnType<typeof kuaidi100Double>>;
  const word = tag();

  beforeAll(async () => {
    double = await kuaidi100Double();
    t = await startApp({
      RATE_LIMIT_DEFAULT_PER_MINUTE: '100000',
      SHOP_AUTO_RECEIVE_SECONDS: '5',
      KUAIDI100_KEY: 'test-key',
      KUAIDI100_POLL_URL: double.url,
      CARRIER_CALLBACK_MAX_AGE_SECONDS: String(3 * 86_400),
    });
    db = t.app.get(DataSource);
    admin = (await userWithRoles(t, ['admin'])).client;
  }, 60_000);

  afterAll(async () => {
    await t?.close();
    await double?.close();
  });

  const events = async (orderId: string) =>
    ((await db.query(`SELECT count(*)::int AS n FROM shop_parcel_events WHERE order_id = $1`, [orderId])) as { n: number }[])[0]!.n;

  async function shipped(waybill: string) {
    const cat = (await category(admin, text('杂志', 'Magazines'))).id;
    const g = await goods(admin, { categoryId: cat, title: text(`${word} 杂志`, `${word} Issue`), skus: [{ price: 3000, stock: 5 }] });
    const [buyer] = await members(t, 1);
    const order = await paidOrder(t, buyer!.client, [{ sku: skuOf(g), quantity: 1 }]);
    expect((await admin.post(`/admin/orders/${order.id}/ship`, { carrier: 'zhongtong', trackingNumber: waybill })).code).toBe(1);
    const sub: Subscription = await until('the subscription', async () => double.subscriptions.find((s) => s.number === waybill));
    return { order, buyer: buyer!, salt: sub.parameters.salt };
  }

  it('refuses forged, stale and replayed pushes and records a valid one once', async () => {
    const { order, buyer, salt } = await shipped('ZT7000000001');
    const now = Math.floor(Date.now() / 1000) * 1000; // Kuaidi100 writes whole seconds
    const collected = { at: new Date(now - 3600_000), context: '【杭州】快件已揽收', statusCode: '1' };
    const moving = { at: new Date(now - 60_000), context: '【杭州转运中心】已发出，下一站【北京】', statusCode: '0' };
    const first = trackingResult('zhongtong', 'ZT7000000001', '0', [moving, collected]);
    const base = await events(order.id); // the shipped event

    // Forged: signed with another salt, or a signature of other content, or the right content for another waybill.
    expect(await pushCallback(t, first, sign(first, 'not-the-salt'))).toMatchObject({ code: 0, msg: '物流回调签名无效' });
    expect(await pushCallback(t, first, sign(first.replace('已发出', '已签收'), salt))).toMatchObject({ code: 0 });
    const otherWaybill = trackingResult('zhongtong', 'ZT7000000999', '0', [moving]);
    expect((await pushCallback(t, otherWaybill, sign(otherWaybill, salt))).code).toBe(0);
    expect((await pushCallback(t, 'not json', sign('not json', salt))).code).toBe(0);
    expect(await events(order.id)).toBe(base);

    // Stale: the newest scan older than the window (a captured push replayed days later).
    const old = trackingResult('zhongtong', 'ZT7000000001', '0', [{ ...moving, at: new Date(now - 4 * 86_400_000) }]);
    expect(await pushCallback(t, old, sign(old, salt))).toMatchObject({ code: 0, msg: '物流回调已过期' });
    expect(await events(order.id)).toBe(base);

    // Valid: accepted, its scans on the timeline with the courier's words; Kuaidi100 is told result=true in its own words.
    const ok = await pushCallback(t, first, sign(first, salt));
    expect(ok.body).toEqual({ result: true, returnCode: '200', message: '成功' }); // raw, as Kuaidi100 expects it
    expect(await events(order.id)).toBe(base + 2);
    const l = (await buyer.client.get<Logistics>(`/orders/${order.id}/logistics`)).data;
    expect(l).toMatchObject({ carrier: 'zhongtong', trackingNumber: 'ZT7000000001', status: 'in_transit' });
    // Newest first, by time (the courier's scans here predate the click on "ship"; the status is still the courier's).
    expect(l.events.map((e) => [e.status, e.text])).toEqual([
      ['shipped', 'Shipped, handed to ZTO Express'],
      ['in_transit', '【杭州转运中心】已发出，下一站【北京】'],
      ['collected', '【杭州】快件已揽收'],
    ]);

    // Replayed: the same signed push again is refused; nothing added.
    expect(await pushCallback(t, first, sign(first, salt))).toMatchObject({ code: 0, msg: '物流回调已处理过' });
    expect(await events(order.id)).toBe(base + 2);

    // Stale by order: a genuine older push (only the first scan) arriving after the newer one is refused.
    const older = trackingResult('zhongtong', 'ZT7000000001', '1', [collected]);
    expect(await pushCallback(t, older, sign(older, salt))).toMatchObject({ code: 0, msg: '物流回调已过期' });
    expect(await events(order.id)).toBe(base + 2);

    // Racing copies of one new push: exactly one is accepted.
    const out = { at: new Date(now - 30_000), context: '【北京朝阳】快递员正在派件', statusCode: '5' };
    const third = trackingResult('zhongtong', 'ZT7000000001', '5', [out, moving, collected]);
    const raced = await Promise.all(Array.from({ length: 6 }, () => pushCallback(t, third, sign(third, salt))));
    expect(raced.filter((r) => r.code === 1)).toHaveLength(1);
    // the two known scans were not added again
    expect(await events(order.id)).toBe(base + 3);
  });

  it('a delivered push delivers the order once: one notice, then the automatic receipt', async () => {
    const { order, buyer, salt } = await shipped('ZT7000000002');
    const now = Math.floor(Date.now() / 1000) * 1000;
    const signed = { at: new Date(now - 1000), context: '【北京朝阳】已签收，签收人：本人', statusCode: '3' };
    const out = { at: new Date(now - 600_000), context: '【北京朝阳】派件中', statusCode: '5' };
    const done = trackingResult('zhongtong', 'ZT7000000002', '3', [signed, out]);
    expect((await pushCallback(t, done, sign(done, salt))).code).toBe(1);
    const l = (await buyer.client.get<Logistics>(`/orders/${order.id}/logistics`)).data;
    expect(l).toMatchObject({ status: 'delivered', deliveredAt: signed.at.toISOString() });
    expect(l.autoReceiveAt).toBe(new Date(signed.at.getTime() + 5000).toISOString());

    // A later push repeating the delivery (Kuaidi100 sends the whole history) delivers nothing more.
    const again = trackingResult('zhongtong', 'ZT7000000002', '3', [
      { at: new Date(now), context: '【北京朝阳】签收回单已上传', statusCode: '3' },
      signed,
      out,
    ]);
    expect((await pushCallback(t, again, sign(again, salt))).code).toBe(1);
    await until('the automatic receipt', async () => (await buyer.client.get<Order>(`/orders/${order.id}`)).data.status === 'completed');
    await until('the delivered notice', async () => (await noticeCount(t, buyer.userId, 'notice.shop.delivered.title')) === 1);
    await new Promise((r) => setTimeout(r, 300)); // a second notice, if one were published, would have arrived
    expect(await noticeCount(t, buyer.userId, 'notice.shop.delivered.title')).toBe(1);
    expect(await noticeCount(t, buyer.userId, 'notice.shop.shipped.title')).toBe(1);
  });
});
