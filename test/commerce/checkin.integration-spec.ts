import { ed25519 } from '@noble/curves/ed25519.js';
import { DataSource } from 'typeorm';
import type { Paged } from '@contracts/api';
import {
  base64UrlToBytes,
  bytesToBase64Url,
  decodeTicketCode,
  type CheckinKeys,
  type CheckinOrder,
  type CheckinResult,
  type CheckinSyncResult,
  type CheckinVerifyResult,
  type Ticket,
  type TicketOrder,
} from '@contracts/schemas/commerce';
import { startApp, type TestApp } from '@test/setup/harness';
import type { ApiClient } from '@test/setup/api';
import { buyer, buyers, buyTickets, createExhibition, seatDrift, sleep } from './fixtures';
import { checkedFetch } from '@test/setup/contract';

describe('check-in at the door', () => {
  let t: TestApp;
  let volunteer: ApiClient;
  let admin: ApiClient;

  beforeAll(async () => {
    t = await startApp({ RATE_LIMIT_DEFAULT_PER_MINUTE: '100000' });
    volunteer = (await buyer(t, ['volunteer'])).client;
    admin = (await buyer(t, ['admin'])).client;
  });
  afterEach(async () => {
    // Seats held = seats counted, after every scenario (cancel, expiry, late payment, refunds, races).
    await sleep(300);
    expect(await seatDrift(t)).toEqual([]);
  });
  afterAll(async () => {
    await t.close();
  });

  /** A paid order of `quantity` tickets for a running exhibition; returns the order and its wallet tickets. */
  async function paidTickets(quantity: number, startsIn = -60) {
    const ex = await createExhibition(t, { startsIn, types: [{ price: 1000, quota: 50 }] });
    const b = await buyer(t);
    return { ...b, ...(await buyTickets(t, b.client, ex.ticketTypes[0].id, quantity)) };
  }

  it('admits a scanned ticket once; a second scan says when and by which gate; the order completes with its last ticket', async () => {
    const { client, order, tickets } = await paidTickets(2);
    expect(tickets).toHaveLength(2);
    const first = await volunteer.post<CheckinResult>('/checkin/scan', { code: tickets[0].qr, gate: 'Gate A' });
    expect(first.data).toMatchObject({
      result: 'admitted',
      message: 'Admitted',
      gate: 'Gate A',
      ticket: { id: tickets[0].id, status: 'verified' },
    });
    const second = await volunteer.post<CheckinResult>('/checkin/scan', { code: tickets[0].qr, gate: 'Gate B' });
    expect(second.data.result).toBe('already_verified');
    expect(second.data.gate).toBe('Gate A');
    expect(second.data.message).toMatch(/^Already verified at \d{4}-\d{2}-\d{2} \d{2}:\d{2} by Gate A$/);
    expect((await client.get<TicketOrder>(`/orders/${order.id}`)).data).toMatchObject({
      status: 'paid',
      details: { verifiedCount: 1, remainingCount: 1 },
    });

    await admin.post<CheckinResult>('/checkin/scan', { code: tickets[1].qr });
    const done = await client.get<TicketOrder>(`/orders/${order.id}`);
    expect(done.data).toMatchObject({ status: 'completed', details: { verifiedCount: 2, remainingCount: 0 } });
    expect(done.data.completedAt).not.toBeNull();
    const history = await client.get<Paged<Ticket>>('/tickets/history');
    expect(history.data.items.map((x) => x.status)).toEqual(['verified', 'verified']);
    expect((await client.get<Paged<Ticket>>('/tickets')).data.total).toBe(0);
  });

  it('two volunteers scanning the same ticket at once: exactly one admits', async () => {
    const { order, tickets } = await paidTickets(1);
    const v2 = (await buyer(t, ['volunteer'])).client;
    const scans = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        (i % 2 ? volunteer : v2).post<CheckinResult>('/checkin/scan', { code: tickets[0].qr, gate: `G${i}` }),
      ),
    );
    expect(scans.filter((s) => s.data.result === 'admitted')).toHaveLength(1);
    expect(scans.filter((s) => s.data.result === 'already_verified')).toHaveLength(11);
    const [o] = (await t.app
      .get(DataSource)
      .query(`SELECT verified_count, status FROM orders JOIN ticket_orders ON order_id = id WHERE id = $1`, [order.id])) as {
      verified_count: number;
      status: string;
    }[];
    expect(o).toEqual({ verified_count: 1, status: 'completed' });
  });

  it('refuses tampered, forged, refunded and not-yet-valid codes', async () => {
    const { tickets } = await paidTickets(1);
    const code = tickets[0].qr!;
    const decoded = decodeTicketCode(code)!;
    const forgedPayload = bytesToBase64Url(new TextEncoder().encode(JSON.stringify({ ...decoded.payload, x: decoded.payload.x + 999 })));
    const tampered = `RL1.${forgedPayload}.${code.split('.')[2]}`;
    expect((await volunteer.post<CheckinResult>('/checkin/scan', { code: tampered })).data).toMatchObject({
      result: 'invalid',
      message: 'Invalid ticket code',
    });
    expect((await volunteer.post<CheckinResult>('/checkin/scan', { code: 'hello' })).data.result).toBe('invalid');
    expect((await volunteer.post('/checkin/scan', { code: '' })).code).toBe(0);

    // Refunded: a future exhibition (refundable), scanned inside the entry margin.
    const future = await paidTickets(2, 600);
    expect((await future.client.post(`/orders/${future.order.id}/refund`, { quantity: 1 })).code).toBe(1);
    const ts = await t.app.get(DataSource).query(`SELECT id, status FROM tickets WHERE order_id = $1 ORDER BY seq`, [future.order.id]);
    const refundedId = (ts as { id: string; status: string }[]).find((x) => x.status === 'refunded')!.id;
    const refundedQr = future.tickets.find((x) => x.id === refundedId)!.qr;
    expect((await volunteer.post<CheckinResult>('/checkin/scan', { code: refundedQr })).data.result).toBe('refunded');

    const later = await paidTickets(1, 86_400);
    const early = await volunteer.post<CheckinResult>('/checkin/scan', { code: later.tickets[0].qr });
    expect(early.data.result).toBe('not_yet_valid');
    expect(early.data.message).toMatch(/^Not valid yet: entry from /);
  });

  it('counter verification: N of an order’s remaining tickets by its number', async () => {
    const { client, order } = await paidTickets(3);
    const looked = await volunteer.get<CheckinOrder>(`/checkin/orders/${order.number.toLowerCase()}`);
    expect(looked.data).toMatchObject({
      id: order.id,
      number: order.number,
      status: 'paid',
      quantity: 3,
      remainingCount: 3,
      holderName: 'Ada Diver',
    });
    const two = await volunteer.post<CheckinVerifyResult>('/checkin/verify', { number: order.number, count: 2, gate: 'Counter' });
    expect(two.data).toMatchObject({ verified: 2, message: '2 tickets verified', order: { verifiedCount: 2, remainingCount: 1 } });
    const tooMany = await volunteer.post('/checkin/verify', { number: order.number, count: 2 });
    expect(tooMany).toMatchObject({ code: 0, msg: 'Only 1 ticket of this order remains to verify' });
    // Two counters verifying the last ticket at once: one wins, the other is told nothing remains.
    const both = await Promise.all([
      volunteer.post<CheckinVerifyResult>('/checkin/verify', { number: order.number, count: 1 }),
      admin.post<CheckinVerifyResult>('/checkin/verify', { number: order.number, count: 1 }),
    ]);
    expect(both.filter((r) => r.code === 1)).toHaveLength(1);
    const last = both.find((r) => r.code === 1)!;
    expect(last.data.order).toMatchObject({ status: 'completed', remainingCount: 0 });
    expect((await client.get<TicketOrder>(`/orders/${order.id}`)).data.status).toBe('completed');
    expect((await volunteer.get('/checkin/orders/T0000000000000')).code).toBe(404);
    expect((await volunteer.get('/checkin/orders/nope')).code).toBe(0);
  });

  it('offline: the published key verifies codes with @noble/curves; sync applies queued scans and reports conflicts', async () => {
    const { tickets, order } = await paidTickets(3);
    const keys = await volunteer.get<CheckinKeys>('/checkin/keys');
    expect(keys.data.algorithm).toBe('Ed25519');
    const decoded = decodeTicketCode(tickets[0].qr!)!;
    const key = keys.data.publicKeys.find((k) => k.kid === decoded.payload.k)!;
    expect(ed25519.verify(decoded.signature, decoded.message, base64UrlToBytes(key.key)!)).toBe(true);
    const bad = decodeTicketCode(tickets[1].qr!)!;
    bad.message[5] ^= 1;
    expect(ed25519.verify(bad.signature, bad.message, base64UrlToBytes(key.key)!)).toBe(false);
    expect(keys.data.exhibitions.map((e) => e.id)).toContain(order.details.exhibition.id);

    // Ticket 0 was admitted online at another gate while this device was offline.
    await admin.post('/checkin/scan', { code: tickets[0].qr, gate: 'Online gate' });
    const scannedAt = new Date(Date.now() - 60_000).toISOString();
    const items = [
      { code: tickets[0].qr, gate: 'Offline gate', scannedAt, clientId: '0b0b0b0b-0000-4000-8000-000000000001' },
      { code: tickets[1].qr, gate: 'Offline gate', scannedAt, clientId: '0b0b0b0b-0000-4000-8000-000000000002' },
      { code: 'RL1.garbage.garbage', gate: 'Offline gate', scannedAt, clientId: '0b0b0b0b-0000-4000-8000-000000000003' },
    ];
    const sync = await volunteer.post<CheckinSyncResult>('/checkin/sync', { items });
    expect(sync.data.items.map((i) => [i.clientId.slice(-1), i.result, i.conflict])).toEqual([
      ['1', 'already_verified', true],
      ['2', 'admitted', false],
      ['3', 'invalid', false],
    ]);
    expect(sync.data.items[0].gate).toBe('Online gate');
    expect(sync.data.items[1].verifiedAt).toBe(scannedAt);
    // Re-sending the same queue (a lost reply) is answered the same way and counts nothing twice.
    const again = await volunteer.post<CheckinSyncResult>('/checkin/sync', { items });
    expect(again.data.items.map((i) => i.result)).toEqual(['already_verified', 'admitted', 'invalid']);
    const [o] = (await t.app.get(DataSource).query(`SELECT verified_count FROM ticket_orders WHERE order_id = $1`, [order.id])) as {
      verified_count: number;
    }[];
    expect(o.verified_count).toBe(2);
    const keys2 = await volunteer.get<CheckinKeys>('/checkin/keys');
    expect(keys2.data.verified).toEqual(expect.arrayContaining([tickets[0].id, tickets[1].id]));
  });

  it('verified tickets are never refunded; refunding the rest of a partly used order completes it', async () => {
    const { client, order, tickets } = await paidTickets(3, 600); // starts in 10 min: inside the entry margin, still refundable
    expect((await volunteer.post<CheckinResult>('/checkin/scan', { code: tickets[0].qr })).data.result).toBe('admitted');
    expect(await client.post(`/orders/${order.id}/refund`, { quantity: 3 })).toMatchObject({
      code: 0,
      msg: 'Only 2 unused tickets can be refunded',
    });
    const rest = await client.post<TicketOrder>(`/orders/${order.id}/refund`, {});
    expect(rest.data).toMatchObject({
      status: 'completed',
      details: { verifiedCount: 1, refundedCount: 2, remainingCount: 0 },
      refundedAmount: 2000,
    });
    const [tk] = (await t.app.get(DataSource).query(`SELECT status FROM tickets WHERE id = $1`, [tickets[0].id])) as { status: string }[];
    expect(tk.status).toBe('verified');
  });

  it('volunteers and admins only: members get 403, guests 401', async () => {
    const { client } = await buyer(t);
    for (const [method, path, body] of [
      ['POST', '/checkin/scan', { code: 'x' }],
      ['GET', '/checkin/orders/T2611230000001', undefined],
      ['POST', '/checkin/verify', { number: 'T2611230000001', count: 1 }],
      ['GET', '/checkin/keys', undefined],
      ['POST', '/checkin/sync', { items: [] }],
    ] as const) {
      const res = await client.request(method, path, body);
      expect([path, res.status, res.code]).toEqual([path, 403, 403]);
      const guest = await checkedFetch(`${t.url}/api/v1${path}`, {
        method,
        headers: { 'content-type': 'application/json' },
        body: body ? JSON.stringify(body) : undefined,
      });
      expect([path, guest.status]).toEqual([path, 401]);
    }
  });

  it("someone else's ticket is 404", async () => {
    const { tickets } = await paidTickets(1);
    const [other] = await buyers(t, 1);
    expect((await other.client.get(`/tickets/${tickets[0].id}`)).code).toBe(404);
    expect((await other.client.get<Paged<Ticket>>('/tickets')).data.total).toBe(0);
    expect((await other.client.get<Paged<Ticket>>('/tickets/history')).data.total).toBe(0);
  });
});
