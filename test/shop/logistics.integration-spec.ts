import { DataSource } from 'typeorm';
import type { Order } from '@contracts/schemas/orders';
import type { AdminGoods, GoodsOrder, Logistics } from '@contracts/schemas/shop';
import { FulfilmentService } from '@server/modules/shop/services/fulfilment.service';
import { SandboxCarrier } from '@server/modules/shop/carriers/sandbox.carrier';
import type { ApiClient } from '@test/setup/api';
import { userWithRoles } from '@test/setup/factories';
import { startApp, type TestApp } from '@test/setup/harness';
import { until } from '../content/helpers';
import { category, goods, ledger, members, tag, text } from './helpers';
import { kuaidi100Double, noticeCount, paidOrder, skuOf } from './logistics-helpers';

/**
 * Fulfilment (decision 0131) with the app's real workers: the guarded ship transition and its
 * `sale` movements, the sandbox carrier's timeline through BullMQ delayed jobs, receipt by the
 * member and by the automatic job, and the shipped and delivered notices, once each.
 */
describe('shop fulfilment: ship, track, receive', () => {
  let t: TestApp;
  let db: DataSource;
  let admin: ApiClient;
  let cat: string;
  let double: Awaited<ReturnType<typeof kuaidi100Double>>;
  const word = tag();

  beforeAll(async () => {
    double = await kuaidi100Double();
    t = await startApp({
      RATE_LIMIT_DEFAULT_PER_MINUTE: '100000',
      SHOP_SANDBOX_CARRIER_STEP_MS: '150',
      SHOP_AUTO_RECEIVE_SECONDS: '2',
      KUAIDI100_KEY: 'test-key',
      KUAIDI100_POLL_URL: double.url,
    });
    db = t.app.get(DataSource);
    admin = (await userWithRoles(t, ['admin'])).client;
    admin.language = 'en-us';
    cat = (await category(admin, text('装备', 'Gear'))).id;
  }, 60_000);

  afterAll(async () => {
    await t?.close();
    await double?.close();
  });

  const product = (title: string, stocks: number[]): Promise<AdminGoods> =>
    goods(admin, {
      categoryId: cat,
      title: text(`${word} ${title}`, `${word} ${title}`),
      attributes: stocks.length > 1 ? [{ name: text('尺码', 'Size'), values: stocks.map((_, i) => text(`S${i}`)) }] : [],
      skus: stocks.map((stock, i) => ({ price: 9900, stock, weightGrams: 500, options: stocks.length > 1 ? [i] : [] })),
    });

  /** The SKU's columns equal the sum of its movements. */
  async function balanced(skuId: string) {
    const l = await ledger(t, skuId);
    expect({ onHand: l.onHand, allocated: l.allocated }).toEqual({ onHand: l.fromMovements.onHand, allocated: l.fromMovements.allocated });
    return l;
  }
  const shopRow = async (orderId: string) =>
    (
      (await db.query(`SELECT shipped_at, carrier, tracking_number, delivered_at, received_at FROM shop_orders WHERE order_id = $1`, [
        orderId,
      ])) as {
        shipped_at: Date | null;
        carrier: string | null;
        tracking_number: string | null;
        delivered_at: Date | null;
        received_at: Date | null;
      }[]
    )[0]!;

  it('ships only a paid, unshipped order: once under a race, the stock sold by `sale` movements in the same transaction', async () => {
    const fins = await product('Fins', [10, 10]);
    const [{ client: buyer }, { client: other }] = await members(t, 2);
    const ship = (id: string, body: Record<string, unknown> = { carrier: 'sandbox', trackingNumber: 'SBX-0001' }) =>
      admin.post<Logistics>(`/admin/orders/${id}/ship`, body);

    // Unpaid: refused, nothing changed.
    const unpaid = await paidOrder(t, buyer, [{ sku: skuOf(fins, 0), quantity: 1 }], false);
    const before = await balanced(skuOf(fins, 0));
    const early = await ship(unpaid.id);
    expect(early).toMatchObject({ code: 0, msg: 'Only a paid order can be shipped' });
    expect((await shopRow(unpaid.id)).shipped_at).toBeNull();
    expect((await balanced(skuOf(fins, 0))).moves).toHaveLength(before.moves.length);
    // Cancelled: still not shippable.
    expect((await buyer.post<Order>(`/orders/${unpaid.id}/cancel`, {})).data.status).toBe('cancelled');
    expect((await ship(unpaid.id)).code).toBe(0);

    // Not staff: forbidden; unknown order: 404; a carrier or waybill that is not one: a field error.
    const order = await paidOrder(t, buyer, [
      { sku: skuOf(fins, 0), quantity: 2 },
      { sku: skuOf(fins, 1), quantity: 3 },
    ]);
    expect((await other.post(`/admin/orders/${order.id}/ship`, { carrier: 'sandbox', trackingNumber: 'SBX-0001' })).status).toBe(403);
    expect((await ship('00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await ship(order.id, { carrier: 'pigeon', trackingNumber: 'SBX-0001' })).code).toBe(0);
    expect((await ship(order.id, { carrier: 'sandbox', trackingNumber: 'no spaces!' })).code).toBe(0);
    expect((await balanced(skuOf(fins, 1))).allocated).toBe(3);

    // Eight staff ship at once: exactly one wins; the others are told it has shipped; the stock moves once.
    const onHand = [(await balanced(skuOf(fins, 0))).onHand, (await balanced(skuOf(fins, 1))).onHand];
    const raced = await Promise.all(Array.from({ length: 8 }, () => ship(order.id)));
    expect(raced.filter((r) => r.code === 1)).toHaveLength(1);
    expect(raced.filter((r) => r.code === 0).map((r) => r.msg)).toEqual(Array(7).fill('This order has already been shipped'));
    const won = raced.find((r) => r.code === 1)!.data;
    expect(won).toMatchObject({ orderId: order.id, carrier: 'sandbox', carrierName: 'Sandbox courier', trackingNumber: 'SBX-0001' });
    expect(won.events[won.events.length - 1]).toMatchObject({ status: 'shipped', text: 'Shipped, handed to Sandbox courier' });
    const s0 = await balanced(skuOf(fins, 0));
    const s1 = await balanced(skuOf(fins, 1));
    expect([s0.onHand, s1.onHand]).toEqual([onHand[0]! - 2, onHand[1]! - 3]);
    expect([s0.allocated, s1.allocated]).toEqual([0, 0]);
    expect(s0.moves.filter((m) => m.reason === 'sale')).toEqual([{ reason: 'sale', delta: -2 }]);
    expect(s1.moves.filter((m) => m.reason === 'sale')).toEqual([{ reason: 'sale', delta: -3 }]);
    // The stock shown to admins is the ledger's.
    const shown = await admin.get<AdminGoods>(`/admin/goods/${fins.id}`);
    expect(shown.data.skus.map((s) => s.onHand)).toEqual([s0.onHand, s1.onHand]);

    // Shipped: no refund any more (returns come later), nothing changed; shipping again is refused.
    const refund = await buyer.post(`/orders/${order.id}/refund`, {});
    expect(refund).toMatchObject({ code: 0, msg: 'This order has been shipped: it cannot be refunded directly, ask for a return instead' });
    expect((await buyer.get<GoodsOrder>(`/orders/${order.id}`)).data).toMatchObject({
      status: 'paid',
      actions: { refund: false },
      details: { shipment: { carrier: 'sandbox', trackingNumber: 'SBX-0001' } },
    });
    expect((await ship(order.id, { carrier: 'sandbox', trackingNumber: 'SBX-0002' })).code).toBe(0);
    expect((await shopRow(order.id)).tracking_number).toBe('SBX-0001');
    expect((await balanced(skuOf(fins, 0))).moves).toHaveLength(s0.moves.length);
  });

  it('the sandbox carrier advances the parcel to delivered on its own; the order is received N seconds later; one notice each', async () => {
    const mask = await product('Mask', [5]);
    const [{ client: buyer, userId }, { client: stranger }] = await members(t, 2);
    const order = await paidOrder(t, buyer, [{ sku: skuOf(mask), quantity: 1 }]);
    expect((await buyer.get<Logistics>(`/orders/${order.id}/logistics`)).data).toMatchObject({
      status: 'awaiting_shipment',
      carrier: null,
      trackingNumber: null,
      events: [],
    });
    expect((await admin.post(`/admin/orders/${order.id}/ship`, { carrier: 'sandbox', trackingNumber: 'SBX-1000' })).code).toBe(1);

    // Someone else's order is not found, for reading and receiving alike.
    expect((await stranger.get(`/orders/${order.id}/logistics`)).status).toBe(404);
    expect((await stranger.post(`/orders/${order.id}/receive`, {})).status).toBe(404);

    const delivered = await until('the sandbox parcel to be delivered', async () => {
      const l = (await buyer.get<Logistics>(`/orders/${order.id}/logistics`)).data;
      return l.deliveredAt ? l : undefined;
    });
    expect(delivered.events.map((e) => e.status)).toEqual(['delivered', 'out_for_delivery', 'in_transit', 'collected', 'shipped']);
    expect(delivered.events.map((e) => e.text)).toEqual([
      'Delivered',
      'Out for delivery',
      'In transit',
      'Collected by the courier',
      'Shipped, handed to Sandbox courier',
    ]);
    const times = delivered.events.map((e) => Date.parse(e.time));
    expect([...times].sort((a, b) => b - a)).toEqual(times);

    // The automatic receipt: SHOP_AUTO_RECEIVE_SECONDS after delivery the order is completed.
    const received = await until('the automatic receipt', async () => {
      const l = (await buyer.get<Logistics>(`/orders/${order.id}/logistics`)).data;
      return l.status === 'received' ? l : undefined;
    });
    expect(Date.parse(received.receivedAt!) - Date.parse(received.deliveredAt!)).toBeGreaterThanOrEqual(2000);
    expect((await buyer.get<Order>(`/orders/${order.id}`)).data.status).toBe('completed');

    // One notice for shipped and one for delivered, in the order category, linking to the tracking page.
    await until('the shipped notice', async () => (await noticeCount(t, userId, 'notice.shop.shipped.title')) === 1);
    await until('the delivered notice', async () => (await noticeCount(t, userId, 'notice.shop.delivered.title')) === 1);
    const [notice] = (await db.query(`SELECT category, link, params FROM messages WHERE recipient_id = $1 AND title_key = $2`, [
      userId,
      'notice.shop.delivered.title',
    ])) as { category: string; link: string; params: Record<string, string> }[];
    expect(notice).toMatchObject({
      category: 'order',
      link: `/pages/order/logistics?order_id=${order.id}&express_id=SBX-1000`,
      params: { number: order.number, tracking: 'SBX-1000' },
    });

    // At least once: the last scan and the automatic receipt run again and change nothing.
    const fulfilment = t.app.get(FulfilmentService);
    expect(await fulfilment.record(order.id, [t.app.get(SandboxCarrier).scan(3)])).toBe(0);
    expect(await fulfilment.autoReceive(order.id)).toBe('already');
    await new Promise((r) => setTimeout(r, 300)); // let any wrongly published event reach the inbox
    expect(await noticeCount(t, userId, 'notice.shop.delivered.title')).toBe(1);
    expect(await noticeCount(t, userId, 'notice.shop.shipped.title')).toBe(1);
    expect((await buyer.get<Logistics>(`/orders/${order.id}/logistics`)).data.events).toHaveLength(5);
  });

  it('the member receives a shipped order by hand, delivered or not; before shipping or twice it is refused', async () => {
    const book = await product('Logbook', [5]);
    const [{ client: buyer }] = await members(t, 1);
    const order = await paidOrder(t, buyer, [{ sku: skuOf(book), quantity: 1 }]);
    const early = await buyer.post(`/orders/${order.id}/receive`, {});
    expect(early).toMatchObject({ code: 0, msg: 'This order has not been shipped yet, so it cannot be received' });
    expect((await shopRow(order.id)).received_at).toBeNull();

    await admin.post(`/admin/orders/${order.id}/ship`, { carrier: 'sandbox', trackingNumber: 'SBX-2000' });
    const got = await buyer.post<Logistics>(`/orders/${order.id}/receive`, {});
    expect(got).toMatchObject({ code: 1, data: { status: 'received', deliveredAt: null } });
    expect((await buyer.get<Order>(`/orders/${order.id}`)).data.status).toBe('completed');
    const again = await buyer.post(`/orders/${order.id}/receive`, {});
    expect(again).toMatchObject({ code: 0, msg: 'This order has already been received' });

    // The parcel still arrives on the timeline; the order stays received, once.
    const l = await until('the parcel to arrive anyway', async () => {
      const v = (await buyer.get<Logistics>(`/orders/${order.id}/logistics`)).data;
      return v.deliveredAt ? v : undefined;
    });
    expect(l).toMatchObject({ status: 'received', autoReceiveAt: null });
    expect(await t.app.get(FulfilmentService).autoReceive(order.id)).toBe('already');
  });

  it('with Kuaidi100 configured, shipping with a courier subscribes the waybill with the callback address and a salt of its own', async () => {
    const suit = await product('Wetsuit', [5]);
    const [{ client: buyer }] = await members(t, 1);
    const order = await paidOrder(t, buyer, [{ sku: skuOf(suit), quantity: 1 }]);
    const res = await admin.post<Logistics>(`/admin/orders/${order.id}/ship`, { carrier: 'shunfeng', trackingNumber: 'SF1234567890' });
    expect(res.data).toMatchObject({ carrier: 'shunfeng', carrierName: 'SF Express', status: 'shipped' });
    const sub = await until('the subscription', async () => double.subscriptions.find((s) => s.number === 'SF1234567890'));
    expect(sub).toMatchObject({
      company: 'shunfeng',
      key: 'test-key',
      parameters: {
        callbackurl: expect.stringMatching(/\/api\/v1\/shop\/carriers\/kuaidi100\/callback$/),
        resultv2: '1',
        phone: '13800138000',
      },
    });
    expect(sub.parameters.salt).toMatch(/^[0-9a-f]{48}$/);
  });
});
