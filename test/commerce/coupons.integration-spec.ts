import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import type { Paged } from '@contracts/api';
import type { Coupon, MyCoupon, TicketOrder } from '@contracts/schemas/commerce';
import { startApp, type TestApp } from '@test/setup/harness';
import { buyer, buyers, createExhibition, eventually, holder, orderStatus, placeOrder, seatDrift, sleep } from './fixtures';
import { checkedFetch } from '@test/setup/contract';

describe('coupons', () => {
  let t: TestApp;
  let db: DataSource;

  beforeAll(async () => {
    t = await startApp({ RATE_LIMIT_DEFAULT_PER_MINUTE: '100000', ORDER_PAYMENT_WINDOW_SECONDS: '3' });
    db = t.app.get(DataSource);
  });
  afterEach(async () => {
    // Seats held = seats counted, after every scenario (cancel, expiry, late payment, refunds, races).
    await sleep(300);
    expect(await seatDrift(t)).toEqual([]);
  });
  afterAll(async () => {
    await t.close();
  });

  async function coupon(
    opts: { kind?: 'amount' | 'percent'; value?: number; minSpend?: number; stock?: number; perPerson?: number; validDays?: number } = {},
  ) {
    const id = randomUUID();
    await db.query(
      `INSERT INTO coupons (id, title, kind, value, min_spend, currency, per_person_limit, valid_days, stock)
       VALUES ($1, $2, $3, $4, $5, 'CNY', $6, $7, $8)`,
      [
        id,
        { 'zh-cn': '满减券', 'en-us': 'Money off', 'zh-hant': '滿減券' },
        opts.kind ?? 'amount',
        opts.value ?? 1000,
        opts.minSpend ?? 0,
        opts.perPerson ?? 1,
        opts.validDays ?? 7,
        opts.stock ?? 100,
      ],
    );
    return id;
  }

  it('claim races never exceed the stock', async () => {
    const id = await coupon({ stock: 5, perPerson: 1 });
    const crowd = await buyers(t, 20);
    const results = await Promise.all(crowd.map((b) => b.client.post<MyCoupon>(`/coupons/${id}/claim`)));
    expect(results.filter((r) => r.code === 1)).toHaveLength(5);
    for (const r of results.filter((x) => x.code !== 1)) expect(r).toMatchObject({ code: 0, msg: 'This coupon is out of stock' });
    const [c] = (await db.query(
      `SELECT claimed, (SELECT count(*)::int FROM user_coupons WHERE coupon_id = $1) AS rows FROM coupons WHERE id = $1`,
      [id],
    )) as {
      claimed: number;
      rows: number;
    }[];
    expect(c).toEqual({ claimed: 5, rows: 5 });
    const seen = await crowd[19].client.get<Paged<Coupon>>('/coupons');
    const mine = seen.data.items.find((x) => x.id === id)!;
    expect(mine.remaining).toBe(0);
    expect(['claimed', 'out_of_stock']).toContain(mine.state);
    const guest = (await (await checkedFetch(`${t.url}/api/v1/coupons`)).json()) as { data: Paged<Coupon> };
    expect(guest.data.items.find((x) => x.id === id)).toMatchObject({ state: 'out_of_stock', claimedCount: 0 });
  });

  it('claim races never exceed the per-person limit', async () => {
    const id = await coupon({ stock: 100, perPerson: 2, validDays: 3 });
    const { client } = await buyer(t);
    const results = await Promise.all(Array.from({ length: 10 }, () => client.post<MyCoupon>(`/coupons/${id}/claim`)));
    expect(results.filter((r) => r.code === 1)).toHaveLength(2);
    for (const r of results.filter((x) => x.code !== 1))
      expect(r).toMatchObject({ code: 0, msg: 'Limit 2 per person: you have claimed it already' });
    const ok = results.find((r) => r.code === 1)!.data;
    expect(ok).toMatchObject({ couponId: id, status: 'unused', kind: 'amount', value: 1000, title: 'Money off' });
    const days = (new Date(ok.expiresAt).getTime() - new Date(ok.claimedAt).getTime()) / 86_400_000;
    expect(days).toBeCloseTo(3, 3);
    const listed = await client.get<Paged<Coupon>>('/coupons');
    expect(listed.data.items.find((x) => x.id === id)).toMatchObject({ state: 'claimed', claimedCount: 2, remaining: 98 });
    expect((await client.post('/coupons/00000000-0000-4000-8000-000000000000/claim')).code).toBe(404);
  });

  it('applies at order creation (amount, percent, minimum spend) and comes back when the order is cancelled or expires', async () => {
    const ex = await createExhibition(t, { types: [{ price: 5000, quota: 10 }] });
    const tt = ex.ticketTypes[0].id;
    const off = await coupon({ value: 1500, minSpend: 10000 });
    const pct = await coupon({ kind: 'percent', value: 20 });
    const { client } = await buyer(t);
    const a = (await client.post<MyCoupon>(`/coupons/${off}/claim`)).data;
    const b = (await client.post<MyCoupon>(`/coupons/${pct}/claim`)).data;

    const usable1 = await client.get<Paged<MyCoupon>>(`/me/coupons?usable=true&ticketTypeId=${tt}&quantity=1`);
    expect(usable1.data.items.map((c) => [c.id, c.discount])).toEqual([[b.id, 1000]]);
    const usable2 = await client.get<Paged<MyCoupon>>(`/me/coupons?usable=true&ticketTypeId=${tt}&quantity=2`);
    expect(usable2.data.items.map((c) => c.id).sort()).toEqual([a.id, b.id].sort());

    const refused = await client.post('/orders', { ticketTypeId: tt, quantity: 1, ...holder, couponId: a.id });
    expect(refused).toMatchObject({ code: 0, msg: 'This coupon needs an order of at least 100.00' });
    expect(await (async () => (await db.query(`SELECT sold FROM ticket_types WHERE id = $1`, [tt]))[0].sold)()).toBe(0);

    const o1 = await placeOrder(client, tt, 2, { couponId: a.id });
    expect(o1).toMatchObject({ lines: [{ unitPrice: 5000, quantity: 2, lineTotal: 10000 }], subtotal: 10000, discount: 1500, total: 8500 });
    // Spent: a second order cannot use it.
    expect(await client.post('/orders', { ticketTypeId: tt, quantity: 2, ...holder, couponId: a.id })).toMatchObject({ code: 0 });
    expect((await client.get<Paged<MyCoupon>>('/me/coupons')).data.items.find((c) => c.id === a.id)?.status).toBe('used');
    await client.post(`/orders/${o1.id}/cancel`);
    expect((await client.get<Paged<MyCoupon>>('/me/coupons')).data.items.find((c) => c.id === a.id)?.status).toBe('unused');

    const o2 = await placeOrder(client, tt, 3, { couponId: b.id });
    expect(o2).toMatchObject({ discount: 3000, total: 12000 });
    await eventually(
      () => orderStatus(t, o2.id),
      (s) => s === 'expired',
      10_000,
    );
    expect((await client.get<Paged<MyCoupon>>('/me/coupons')).data.items.find((c) => c.id === b.id)?.status).toBe('unused');

    // Someone else's coupon is not usable.
    const other = (await buyers(t, 1))[0];
    expect(await other.client.post('/orders', { ticketTypeId: tt, quantity: 2, ...holder, couponId: a.id })).toMatchObject({
      code: 0,
      msg: 'This coupon cannot be used (used, expired or not yours)',
    });
    expect((await other.client.get<Paged<TicketOrder>>('/orders')).data.total).toBe(0);
  });
});
