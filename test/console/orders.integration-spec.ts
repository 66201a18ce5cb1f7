import type { Paged } from '@contracts/api';
import type { StaffOrder, StaffOrderDetail } from '@contracts/schemas/admin-orders';
import type { AuditEntryDto } from '@contracts/schemas/console';
import { DataSource } from 'typeorm';
import { registerUser, userWithRoles } from '@test/setup/factories';
import { startApp, type TestApp } from '@test/setup/harness';
import { buyTickets, createExhibition } from '../commerce/fixtures';

/**
 * Orders and money in the console (issue #39): customer service and administrators find any order
 * by number or buyer, read its timeline, and refund it with a reason — customer service up to its
 * limit, every refund once (racing staff, retried requests) and audited in its transaction.
 */
describe('console: orders and refunds', () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof userWithRoles>>;
  let cs: Awaited<ReturnType<typeof userWithRoles>>;

  beforeAll(async () => {
    // customer service may refund up to ¥100.00 at a time
    t = await startApp({ CONSOLE_CS_REFUND_LIMIT: '10000' });
    admin = await userWithRoles(t, ['admin']);
    cs = await userWithRoles(t, ['customer_service']);
  });
  afterAll(async () => {
    await t?.close();
  });

  /** A member with a paid order of `quantity` tickets at ¥80.00. */
  async function paidOrder(quantity: number) {
    const ex = await createExhibition(t, { types: [{ price: 8000 }] });
    const member = await registerUser(t);
    const { order } = await buyTickets(t, member.client, ex.ticketTypes[0]!.id, quantity);
    return { ...member, order };
  }

  it('finds an order by its number, by the buyer’s mobile and id, and filters by status', async () => {
    const { order, account, user } = await paidOrder(1);
    const byNumber = await cs.client.get<Paged<StaffOrder>>(`/admin/orders?q=${order.number.toLowerCase()}`);
    expect(byNumber.code).toBe(1);
    expect(byNumber.data.items).toEqual([
      expect.objectContaining({
        id: order.id,
        number: order.number,
        status: 'paid',
        total: 8000,
        buyer: { id: user.id, nickname: user.nickname },
      }),
    ]);
    const byPhone = await cs.client.get<Paged<StaffOrder>>(`/admin/orders?q=${account}`);
    expect(byPhone.data.items.map((o) => o.id)).toEqual([order.id]);
    const byUser = await admin.client.get<Paged<StaffOrder>>(`/admin/orders?q=${user.id}&status=paid`);
    expect(byUser.data.items.map((o) => o.id)).toEqual([order.id]);
    expect((await admin.client.get<Paged<StaffOrder>>(`/admin/orders?q=${user.id}&status=refunded`)).data.items).toEqual([]);
    expect((await admin.client.get<Paged<StaffOrder>>(`/admin/orders?q=13999999999`)).data).toMatchObject({ items: [], total: 0 });
    const bad = await admin.client.get(`/admin/orders?status=lost`);
    expect(bad.code).toBe(0);
  });

  it('keeps the console to staff: readers are refused (403), unknown orders are 404', async () => {
    const { order, client } = await paidOrder(1);
    expect((await client.get('/admin/orders')).status).toBe(403);
    expect((await client.get(`/admin/orders/${order.id}`)).status).toBe(403);
    expect((await client.post(`/admin/orders/${order.id}/refund`, { reason: 'mine' })).status).toBe(403);
    expect((await admin.client.get('/admin/orders/00000000-0000-4000-8000-000000000000')).status).toBe(404);
  });

  it('refunds half an order with a reason: the buyer’s order, the timeline and the audit log all say so', async () => {
    const { order, client, user } = await paidOrder(2);
    const missing = await admin.client.post(`/admin/orders/${order.id}/refund`, { quantity: 1 });
    expect(missing.code).toBe(0);

    const res = await admin.client.post<StaffOrderDetail>(`/admin/orders/${order.id}/refund`, {
      quantity: 1,
      reason: 'Storm closed day 2',
    });
    expect(res.code).toBe(1);
    expect(res.data.order).toMatchObject({ id: order.id, status: 'paid', refundedAmount: 8000 });
    expect(res.data.refundLimit).toBeNull();
    const steps = res.data.timeline.map((s) => s.event);
    expect(steps).toEqual(['placed', 'paid', 'refunded']);
    expect(res.data.timeline[2]).toMatchObject({
      byStaff: true,
      amount: 8000,
      units: 1,
      reason: 'Storm closed day 2',
      actor: { id: admin.user.id, nickname: admin.user.nickname },
    });
    expect(res.data.timeline[0]!.actor).toEqual({ id: user.id, nickname: user.nickname });

    // the buyer sees the partial refund on their own order
    const mine = await client.get<{ status: string; refundedAmount: number }>(`/orders/${order.id}`);
    expect(mine.data).toMatchObject({ status: 'paid', refundedAmount: 8000 });

    const audit = await admin.client.get<Paged<AuditEntryDto>>(`/admin/audit?target=order:${order.id}`);
    expect(audit.data.items).toHaveLength(1);
    expect(audit.data.items[0]).toMatchObject({
      action: 'order.refund',
      reason: 'Storm closed day 2',
      changes: { refundedAmount: { before: 0, after: 8000 } },
    });
  });

  it('holds customer service to its limit: over it nothing moves and nothing is audited; under it the refund goes through', async () => {
    const { order } = await paidOrder(2);
    const over = await cs.client.post(`/admin/orders/${order.id}/refund`, { reason: 'Both tickets' });
    expect(over.code).toBe(0);
    expect(over.msg).toMatch(/100\.00/);
    const ds = t.app.get(DataSource);
    const after = await ds.query(
      `SELECT refunded_amount, status, (SELECT count(*)::int FROM order_refunds WHERE order_id = $1) AS n FROM orders WHERE id = $1`,
      [order.id],
    );
    expect(after[0]).toEqual({ refunded_amount: 0, status: 'paid', n: 0 });
    const tickets = await ds.query(`SELECT count(*)::int AS n FROM tickets WHERE order_id = $1 AND status = 'refunded'`, [order.id]);
    expect(tickets[0].n).toBe(0);
    expect((await admin.client.get<Paged<AuditEntryDto>>(`/admin/audit?target=order:${order.id}`)).data.items).toEqual([]);

    const detail = await cs.client.get<StaffOrderDetail>(`/admin/orders/${order.id}`);
    expect(detail.data.refundLimit).toBe(10000);
    const one = await cs.client.post<StaffOrderDetail>(`/admin/orders/${order.id}/refund`, { quantity: 1, reason: 'One ticket' });
    expect(one.code).toBe(1);
    expect(one.data.order.refundedAmount).toBe(8000);
  });

  it('refunds once whatever races: staff at once on the last unit, and a retried request with its Idempotency-Key', async () => {
    const { order } = await paidOrder(1);
    const otherAdmin = await userWithRoles(t, ['admin']);
    const answers = await Promise.all(
      [admin, otherAdmin, admin, otherAdmin].map((s, i) =>
        s.client.post<StaffOrderDetail>(`/admin/orders/${order.id}/refund`, { reason: `race ${i}` }),
      ),
    );
    expect(answers.filter((a) => a.code === 1)).toHaveLength(1);
    const ds = t.app.get(DataSource);
    const [row] = await ds.query(`SELECT refunded_amount, status FROM orders WHERE id = $1`, [order.id]);
    expect(row).toEqual({ refunded_amount: 8000, status: 'refunded' });
    const [n] = await ds.query(`SELECT count(*)::int AS n, sum(amount)::int AS amount FROM order_refunds WHERE order_id = $1`, [order.id]);
    expect(n).toEqual({ n: 1, amount: 8000 });
    const [p] = await ds.query(`SELECT sum(refunded_amount)::int AS r FROM payments WHERE order_id = $1`, [order.id]);
    expect(p.r).toBe(8000);

    const second = await paidOrder(2);
    const key = { 'Idempotency-Key': `refund-${second.order.id}` };
    const first = await admin.client.post<StaffOrderDetail>(
      `/admin/orders/${second.order.id}/refund`,
      { quantity: 1, reason: 'retry' },
      key,
    );
    const again = await admin.client.post<StaffOrderDetail>(
      `/admin/orders/${second.order.id}/refund`,
      { quantity: 1, reason: 'retry' },
      key,
    );
    expect([first.code, again.code]).toEqual([1, 1]);
    expect(again.data.order.refundedAmount).toBe(8000);
    const [m] = await ds.query(`SELECT count(*)::int AS n FROM order_refunds WHERE order_id = $1`, [second.order.id]);
    expect(m.n).toBe(1);
  });
});
