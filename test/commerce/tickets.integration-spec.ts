import type { Paged } from '@contracts/api';
import type { Ticket, TicketOrder } from '@contracts/schemas/commerce';
import { startApp, type TestApp } from '@test/setup/harness';
import type { ApiClient } from '@test/setup/api';
import { buyer, createExhibition, payOrder, placeOrder } from './fixtures';

/** `GET /tickets?orderId=` and `GET /tickets/history?orderId=`: one order's tickets, paged on the server. */
describe('tickets of one order', () => {
  let t: TestApp;
  let client: ApiClient;
  let volunteer: ApiClient;
  /** 20 tickets for an exhibition that started an hour ago: the whole first wallet page. */
  let early: TicketOrder;
  /** 13 tickets for one that starts tomorrow: listed after `early`'s in the wallet. */
  let later: TicketOrder;

  const list = (path: string, c = client) => c.get<Paged<Ticket>>(path);

  beforeAll(async () => {
    t = await startApp({ RATE_LIMIT_DEFAULT_PER_MINUTE: '100000' });
    const running = await createExhibition(t, { startsIn: -3600, types: [{ price: 500, quota: 50, perOrderLimit: 20 }] });
    const tomorrow = await createExhibition(t, { startsIn: 86_400, types: [{ price: 500, quota: 50, perOrderLimit: 20 }] });
    ({ client } = await buyer(t));
    volunteer = (await buyer(t, ['volunteer'])).client;
    early = await placeOrder(client, running.ticketTypes[0].id, 20);
    await payOrder(t, client, early);
    later = await placeOrder(client, tomorrow.ticketTypes[0].id, 13);
    await payOrder(t, client, later);
  });
  afterAll(async () => {
    await t.close();
  });

  it("pages through one order's tickets beyond the first page of the wallet", async () => {
    // the unfiltered first page holds none of the later order's tickets: filtering it on the client finds nothing
    const firstPage = await list('/tickets?limit=20');
    expect(firstPage.data).toMatchObject({ total: 33, hasMore: true });
    expect(firstPage.data.items.filter((tk) => tk.orderId === later.id)).toHaveLength(0);

    const pages: Paged<Ticket>[] = [];
    for (let page = 1; page <= 3; page++) pages.push((await list(`/tickets?orderId=${later.id}&page=${page}&limit=5`)).data);
    expect(pages.map((p) => [p.items.length, p.total, p.hasMore])).toEqual([
      [5, 13, true],
      [5, 13, true],
      [3, 13, false],
    ]);
    const items = pages.flatMap((p) => p.items);
    expect(items.every((tk) => tk.orderId === later.id && tk.orderNumber === later.number && tk.status === 'valid' && tk.qr)).toBe(true);
    expect(new Set(items.map((tk) => tk.id)).size).toBe(13);
    // one page of the default size holds them all; past the end is empty
    expect((await list(`/tickets?orderId=${later.id}`)).data).toMatchObject({ total: 13, hasMore: false, items: expect.any(Array) });
    expect((await list(`/tickets?orderId=${later.id}`)).data.items).toHaveLength(13);
    expect((await list(`/tickets?orderId=${early.id}&page=2`)).data).toMatchObject({ items: [], total: 20, hasMore: false });
    // an empty parameter is no filter
    expect((await list('/tickets?orderId=&limit=1')).data.total).toBe(33);
  });

  it('the history of one order: its verified tickets only, paged the same way', async () => {
    const verified = await volunteer.post('/checkin/verify', { number: early.number, count: 7, gate: 'Counter' });
    expect(verified.code).toBe(1);
    const wallet = await list(`/tickets?orderId=${early.id}&limit=100`);
    expect(wallet.data.total).toBe(13);
    const history = await list(`/tickets/history?orderId=${early.id}&limit=3&page=3`);
    expect(history.data).toMatchObject({ total: 7, hasMore: false });
    expect(history.data.items).toHaveLength(1);
    expect(history.data.items[0]).toMatchObject({ orderId: early.id, status: 'verified', gate: 'Counter', qr: null });
    // an own order with nothing in that list is an empty page, not an error
    expect((await list(`/tickets/history?orderId=${later.id}`)).data).toMatchObject({ items: [], total: 0, hasMore: false });
  });

  it("someone else's, an unknown or a deleted order is 404; a malformed id is refused", async () => {
    const other = await buyer(t);
    for (const path of ['/tickets', '/tickets/history']) {
      for (const orderId of [later.id, early.id, '00000000-0000-4000-8000-000000000000']) {
        const res = await list(`${path}?orderId=${orderId}`, other.client);
        expect([path, res.status, res.code, res.data]).toEqual([path, 404, 404, null]);
      }
      const bad = await client.get<{ errors: { field: string }[] }>(`${path}?orderId=nope`);
      expect(bad.code).toBe(0);
      expect(bad.data.errors.map((e) => e.field)).toEqual(['orderId']);
    }
    // the other user's own (empty) wallet is unaffected
    expect((await list('/tickets', other.client)).data.total).toBe(0);

    // an order the owner deleted is gone for every route, this filter too
    const pending = await placeOrder(other.client, later.details.ticketType.id, 1);
    expect((await list(`/tickets?orderId=${pending.id}`, other.client)).data).toMatchObject({ items: [], total: 0 });
    expect((await other.client.post(`/orders/${pending.id}/cancel`)).code).toBe(1);
    expect((await other.client.delete(`/orders/${pending.id}`)).code).toBe(1);
    expect((await list(`/tickets/history?orderId=${pending.id}`, other.client)).status).toBe(404);
  });
});
