import type { TicketOrder } from '@contracts/schemas/commerce';
import { DataSource } from 'typeorm';
import type { Paged } from '@contracts/api';
import { startApp, type TestApp } from '@test/setup/harness';
import { buyer, buyers, createExhibition, holder, orderStatus, placeOrder, sold, eventually, seatDrift, sleep } from './fixtures';
import { checkedFetch } from '@test/setup/contract';

describe('ticket orders', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startApp({ RATE_LIMIT_DEFAULT_PER_MINUTE: '100000' });
  });
  afterEach(async () => {
    // Seats held = seats counted, after every scenario (cancel, expiry, late payment, refunds, races).
    await sleep(300);
    expect(await seatDrift(t)).toEqual([]);
  });
  afterAll(async () => {
    await t.close();
  });

  it('places an order: seats taken, amounts, number, actions, pending tab; holder fields required in every language', async () => {
    const ex = await createExhibition(t, { types: [{ price: 12800, quota: 5, perOrderLimit: 4 }] });
    const { client } = await buyer(t);
    const res = await client.post<TicketOrder>('/orders', { ticketTypeId: ex.ticketTypes[0].id, quantity: 2, ...holder, remark: 'aisle' });
    expect(res.code).toBe(1);
    const o = res.data;
    expect(o).toMatchObject({
      kind: 'ticket',
      status: 'pending_payment',
      lines: [{ position: 0, itemRef: ex.ticketTypes[0].id, unitPrice: 12800, quantity: 2, lineTotal: 25600 }],
      quantity: 2,
      subtotal: 25600,
      discount: 0,
      total: 25600,
      currency: 'CNY',
      paymentMethod: null,
      remark: 'aisle',
      actions: { pay: true, cancel: true, refund: false, delete: false },
      details: { holder, verifiedCount: 0, remainingCount: 0, viewTickets: false },
    });
    expect(o.number).toMatch(/^T\d{13}$/);
    expect(o.details.exhibition.title).toBe('Reef Expo');
    expect(o.lines[0]!.title).toBe(o.title);
    expect(new Date(o.expiresAt).getTime() - new Date(o.createdAt).getTime()).toBeGreaterThan(890_000);
    expect(await sold(t, ex.ticketTypes[0].id)).toBe(2);

    const list = await client.get<Paged<TicketOrder>>('/orders?status=pending_payment');
    expect(list.data.items.map((x) => x.id)).toEqual([o.id]);
    expect((await client.get<Paged<TicketOrder>>('/orders?status=paid')).data.total).toBe(0);

    // Missing buyer's fields: code 0 with a field error, localised.
    for (const [lang, text] of [
      ['zh-cn', '此项不能为空'],
      ['en-us', 'This field is required'],
      ['zh-hant', '此項不能為空'],
    ] as const) {
      client.language = lang;
      const bad = await client.post<{ errors: { field: string; msg: string }[] }>('/orders', {
        ticketTypeId: ex.ticketTypes[0].id,
        quantity: 1,
        email: 'x@y.z',
        country: 'CN',
      });
      expect(bad.code).toBe(0);
      expect(bad.status).toBe(200);
      expect(bad.data.errors).toEqual(expect.arrayContaining([{ field: 'name', msg: text }]));
    }
    client.language = 'en-us';
    const badEmail = await client.post('/orders', { ticketTypeId: ex.ticketTypes[0].id, quantity: 1, ...holder, email: 'nope' });
    expect(badEmail.code).toBe(0);
    const tooMany = await client.post('/orders', { ticketTypeId: ex.ticketTypes[0].id, quantity: 5, ...holder });
    expect(tooMany).toMatchObject({ code: 0, msg: 'At most 4 tickets per order' });
    const unknown = await client.post('/orders', { ticketTypeId: '00000000-0000-4000-8000-000000000000', quantity: 1, ...holder });
    expect(unknown.code).toBe(404);
  });

  it('100 concurrent buyers for 10 seats: exactly 10 sold, everyone else told it is sold out', async () => {
    const ex = await createExhibition(t, { types: [{ quota: 10 }] });
    const crowd = await buyers(t, 100);
    const results = await Promise.all(
      crowd.map((b) => b.client.post<TicketOrder>('/orders', { ticketTypeId: ex.ticketTypes[0].id, quantity: 1, ...holder })),
    );
    const ok = results.filter((r) => r.code === 1);
    const refused = results.filter((r) => r.code !== 1);
    expect(ok).toHaveLength(10);
    expect(refused).toHaveLength(90);
    for (const r of refused) expect(r).toMatchObject({ code: 0, msg: 'Sold out: not enough tickets left' });
    expect(await sold(t, ex.ticketTypes[0].id)).toBe(10);
    const [count] = (await t.app
      .get(DataSource)
      .query(
        `SELECT count(*)::int AS n, count(DISTINCT number)::int AS numbers FROM orders JOIN ticket_orders ON order_id = id WHERE ticket_type_id = $1`,
        [ex.ticketTypes[0].id],
      )) as { n: number; numbers: number }[];
    expect(count).toEqual({ n: 10, numbers: 10 });
  });

  it('Idempotency-Key: a retried create returns the first order and takes no second seat', async () => {
    const ex = await createExhibition(t, { types: [{ quota: 3 }] });
    const { client } = await buyer(t);
    const body = { ticketTypeId: ex.ticketTypes[0].id, quantity: 1, ...holder };
    const a = await client.post<TicketOrder>('/orders', body, { 'Idempotency-Key': 'k-1' });
    const b = await client.post<TicketOrder>('/orders', body, { 'Idempotency-Key': 'k-1' });
    expect(a.code).toBe(1);
    expect(b.data.id).toBe(a.data.id);
    expect(await sold(t, ex.ticketTypes[0].id)).toBe(1);
  });

  it('cancel gives the seats back once; an illegal transition is refused with a clear message', async () => {
    const ex = await createExhibition(t, { types: [{ quota: 4 }] });
    const { client } = await buyer(t);
    const o = await placeOrder(client, ex.ticketTypes[0].id, 3);
    expect(await sold(t, ex.ticketTypes[0].id)).toBe(3);
    const cancelled = await client.post<TicketOrder>(`/orders/${o.id}/cancel`);
    expect(cancelled).toMatchObject({
      code: 1,
      msg: 'Order cancelled',
      data: { status: 'cancelled', actions: { pay: false, cancel: false, delete: true } },
    });
    expect(await sold(t, ex.ticketTypes[0].id)).toBe(0);
    const again = await Promise.all([client.post(`/orders/${o.id}/cancel`), client.post(`/orders/${o.id}/cancel`)]);
    for (const r of again) expect(r).toMatchObject({ code: 0, msg: 'The order is "cancelled": this action is not possible' });
    expect(await sold(t, ex.ticketTypes[0].id)).toBe(0);
    expect(await client.post(`/orders/${o.id}/pay`, { provider: 'sandbox' })).toMatchObject({ code: 0 });
    expect(await client.post(`/orders/${o.id}/refund`, {})).toMatchObject({
      code: 0,
      msg: 'Only a paid order waiting to be used can be refunded',
    });

    // Cancelled orders are listed under the cancelled tab, and can be deleted (hidden) once.
    expect((await client.get<Paged<TicketOrder>>('/orders?status=cancelled')).data.items.map((x) => x.id)).toContain(o.id);
    expect(await client.delete(`/orders/${o.id}`)).toMatchObject({ code: 1, msg: 'Order deleted' });
    expect((await client.get<Paged<TicketOrder>>('/orders')).data.items.map((x) => x.id)).not.toContain(o.id);
    expect((await client.get(`/orders/${o.id}`)).code).toBe(404);
    expect((await client.delete(`/orders/${o.id}`)).code).toBe(404);

    const live = await placeOrder(client, ex.ticketTypes[0].id, 1);
    expect(await client.delete(`/orders/${live.id}`)).toMatchObject({
      code: 0,
      msg: 'Only completed, cancelled, expired or refunded orders can be deleted',
    });
  });

  it("someone else's order is 404 on every route", async () => {
    const ex = await createExhibition(t);
    const [owner, other] = await buyers(t, 2);
    const o = await placeOrder(owner.client, ex.ticketTypes[0].id, 1);
    const c = other.client;
    expect((await c.get(`/orders/${o.id}`)).code).toBe(404);
    expect((await c.post(`/orders/${o.id}/cancel`)).code).toBe(404);
    expect((await c.post(`/orders/${o.id}/pay`, { provider: 'sandbox' })).code).toBe(404);
    expect((await c.post(`/orders/${o.id}/refund`, {})).code).toBe(404);
    expect((await c.delete(`/orders/${o.id}`)).code).toBe(404);
    expect((await c.get<Paged<TicketOrder>>('/orders')).data.total).toBe(0);
    expect(await orderStatus(t, o.id)).toBe('pending_payment');
    expect((await c.get('/orders/not-a-uuid')).code).toBe(0);
    const guest = await checkedFetch(`${t.url}/api/v1/orders`);
    expect(guest.status).toBe(401);
  });

  it('lists orders by tab, newest first, with paging', async () => {
    const ex = await createExhibition(t);
    const { client } = await buyer(t);
    const made: string[] = [];
    for (let i = 0; i < 3; i++) made.push((await placeOrder(client, ex.ticketTypes[0].id, 1)).id);
    const page = await client.get<Paged<TicketOrder>>('/orders?status=pending_payment&limit=2');
    expect(page.data).toMatchObject({ page: 1, limit: 2, total: 3, hasMore: true });
    expect(page.data.items.map((x) => x.id)).toEqual([made[2], made[1]]);
    expect((await client.get('/orders?status=bogus')).code).toBe(0);
    await eventually(
      () => client.get<Paged<TicketOrder>>('/orders?page=2&limit=2'),
      (r) => r.data.items.length === 1,
    );
  });
});
