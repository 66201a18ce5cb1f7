import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { EventBus } from '@nestjs/cqrs';
import { Test } from '@nestjs/testing';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import type { Language } from '@contracts/language';
import { AppModule } from '@server/app.module';
import { AppConfig } from '@server/config/app-config';
import { JobQueue } from '@server/infra/queues/job-queue';
import { OrdersJob } from '@server/modules/orders/jobs/orders.jobs';
import { OrderPaid } from '@server/modules/orders/events/order.events';
import { signSandbox } from '@server/modules/orders/payments/sandbox.provider';
import { OrderDesk } from '@server/modules/orders/ports/order-desk.port';
import { OrderRefunds } from '@server/modules/orders/services/order-refunds.service';
import { OrdersService } from '@server/modules/orders/services/orders.service';
import { OrdersSettings } from '@server/modules/orders/services/orders.settings';
import { PaymentsService } from '@server/modules/orders/services/payments.service';
import { createTestEnv, type TestEnv } from '@test/setup/harness';
import { GOODS_TABLES, GoodsKind, GoodsKindModule } from './goods-kind';

const lang: Language = 'en-us';

/**
 * A second kind of order (`parcel`, test/orders/goods-kind.ts) plugged into the real app by a test
 * module only — no change in orders or payments — goes through create → pay (signed sandbox
 * callbacks, replayed and raced) → fulfilled exactly once → refund, cancel, expiry and late
 * payment give its stock back or take it again.
 */
describe('a second kind of order plugs in without touching orders or payments', () => {
  let env: TestEnv;
  let app: NestFastifyApplication;
  let db: DataSource;
  let desk: OrderDesk;
  let goods: GoodsKind;
  let orders: OrdersService;
  let payments: PaymentsService;
  const paidEvents: string[] = [];

  beforeAll(async () => {
    env = await createTestEnv();
    const config = new AppConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'error',
      DATABASE_URL: env.databaseUrl,
      DATABASE_POOL_SIZE: '10',
      REDIS_URL: env.redisUrl,
      REDIS_PREFIX: env.redisPrefix,
      UPLOAD_DIR: env.uploadDir,
      DEMO_DATA: 'false',
      // No workers: the test runs the expiry itself.
      WORKER_ROLE: 'api',
    });
    const moduleRef = await Test.createTestingModule({ imports: [AppModule.forRoot(config), GoodsKindModule] }).compile();
    app = moduleRef.createNestApplication<NestFastifyApplication>(new FastifyAdapter(), { logger: false });
    await app.init();
    db = app.get(DataSource);
    await db.query(GOODS_TABLES);
    desk = app.get(OrderDesk);
    goods = app.get(GoodsKind);
    orders = app.get(OrdersService);
    payments = app.get(PaymentsService);
    app.get(EventBus).subscribe((e) => {
      if (e instanceof OrderPaid) paidEvents.push(e.orderId);
    });
  });
  afterAll(async () => {
    await app.close();
    await env.cleanup();
  });

  async function stock(sku: string): Promise<number> {
    const [row] = (await db.query(`SELECT stock FROM goods_stock WHERE sku = $1`, [sku])) as { stock: number }[];
    return row.stock;
  }
  async function deliveries(orderId: string): Promise<number> {
    const [row] = (await db.query(`SELECT count(*)::int AS n FROM goods_deliveries WHERE order_id = $1`, [orderId])) as { n: number }[];
    return row.n;
  }
  async function status(orderId: string): Promise<string> {
    const [row] = (await db.query(`SELECT status FROM orders WHERE id = $1`, [orderId])) as { status: string }[];
    return row.status;
  }
  async function shelf(price: number, count: number): Promise<string> {
    const sku = `sku-${randomUUID().slice(0, 8)}`;
    await db.query(`INSERT INTO goods_stock (sku, price, stock) VALUES ($1, $2, $3)`, [sku, price, count]);
    return sku;
  }
  async function buy(userId: string, sku: string, quantity: number) {
    const placed = await desk.place(goods, userId, { sku, quantity }, lang);
    if (!placed) throw new Error('sold out');
    return placed.data;
  }
  /** A signed sandbox callback for a payment, as the sandbox provider sends it (`send` delivers it again each time). */
  function callback(paymentId: string, amount: number, eventId = `evt_${randomUUID()}`) {
    const raw = JSON.stringify({ eventId, paymentId, status: 'succeeded', amount, currency: 'CNY' });
    const signature = signSandbox(app.get(OrdersSettings).sandboxSecret, raw);
    return {
      send: () =>
        payments
          .handleCallback('sandbox', { rawBody: Buffer.from(raw), headers: { 'x-sandbox-signature': signature } })
          .then((r) => r.outcome),
    };
  }
  async function startPayment(userId: string, orderId: string) {
    return payments.start(userId, orderId, { provider: 'sandbox' }, lang);
  }
  async function makeDue(orderId: string) {
    await db.query(`UPDATE orders SET expires_at = now() - interval '1 second' WHERE id = $1`, [orderId]);
  }

  it('create: the kind takes its stock in the order statement, numbers it with its letter, shows its fields; sold out places nothing', async () => {
    const sku = await shelf(1500, 3);
    const userId = randomUUID();
    const o = await buy(userId, sku, 2);
    expect(o).toMatchObject({
      kind: 'parcel',
      status: 'pending_payment',
      details: { sku },
      lines: [{ position: 0, itemRef: sku, title: `Goods ${sku}`, unitPrice: 1500, quantity: 2, lineTotal: 3000 }],
      quantity: 2,
      subtotal: 3000,
      total: 3000,
    });
    expect(o.actions).toEqual({ pay: true, cancel: true, refund: false, delete: false });
    expect(o.number).toMatch(/^P\d{13}$/);
    expect(await stock(sku)).toBe(1);
    // The expiry is scheduled by the creation itself (jobId = order id).
    expect(await app.get(JobQueue).find(OrdersJob.Expire, o.id)).toBeDefined();
    // Listed and shown by the generic order routes' services, with the kind's fields.
    const list = await orders.list(userId, { page: 1, limit: 10 }, lang);
    expect(list.items).toEqual([expect.objectContaining({ id: o.id, kind: 'parcel', details: { sku } })]);
    expect(await desk.place(goods, userId, { sku, quantity: 2 }, lang)).toBeUndefined();
    expect(await stock(sku)).toBe(1);
    const [count] = (await db.query(`SELECT count(*)::int AS n FROM goods_orders WHERE sku = $1`, [sku])) as { n: number }[];
    expect(count.n).toBe(1);
  });

  it('a cart: one order of several lines, each priced by the statement; a line short of stock places nothing and takes nothing', async () => {
    const [a, b, c] = [await shelf(1500, 5), await shelf(400, 2), await shelf(999, 1)];
    const userId = randomUUID();
    const placed = await desk.place(goods, userId, { sku: a, quantity: 2, more: [{ sku: b, quantity: 2 }] }, lang);
    expect(placed?.data).toMatchObject({
      lines: [
        { position: 0, itemRef: a, unitPrice: 1500, quantity: 2, lineTotal: 3000 },
        { position: 1, itemRef: b, unitPrice: 400, quantity: 2, lineTotal: 800 },
      ],
      quantity: 4,
      subtotal: 3800,
      total: 3800,
    });
    const [shown] = (await orders.list(userId, { page: 1, limit: 10 }, lang)).items;
    expect(shown?.lines.map((l) => l.itemRef)).toEqual([a, b]);
    expect([await stock(a), await stock(b)]).toEqual([3, 0]);
    // `a` can be taken, `c` cannot: the statement took `a` in the same transaction, which is rolled back
    expect(await desk.place(goods, userId, { sku: a, quantity: 1, more: [{ sku: c, quantity: 2 }] }, lang)).toBeUndefined();
    expect([await stock(a), await stock(c)]).toEqual([3, 1]);
    const [n] = (await db.query(`SELECT count(*)::int AS n FROM orders WHERE user_id = $1`, [userId])) as { n: number }[];
    expect(n!.n).toBe(1);
  });

  it('pay: callbacks replayed and raced fulfil the order exactly once; refund gives the stock back and the money', async () => {
    const sku = await shelf(2000, 5);
    const userId = randomUUID();
    const o = await buy(userId, sku, 2);
    const start = await startPayment(userId, o.id);
    expect(start).toMatchObject({ orderId: o.id, amount: 4000, currency: 'CNY', provider: 'sandbox' });
    const first = callback(start.paymentId, 4000);
    // The same callback five times and three other events for the same payment, all at once.
    const outcomes = await Promise.all([
      ...Array.from({ length: 5 }, () => first.send()),
      ...Array.from({ length: 3 }, () => callback(start.paymentId, 4000).send()),
    ]);
    expect(outcomes.filter((x) => x === 'paid')).toHaveLength(1);
    expect(outcomes.filter((x) => x === 'duplicate')).toHaveLength(7);
    expect(await first.send()).toBe('duplicate');
    expect(await deliveries(o.id)).toBe(1);
    expect(paidEvents.filter((id) => id === o.id)).toHaveLength(1);
    expect(await status(o.id)).toBe('paid');
    expect(await stock(sku)).toBe(3);

    const refunded = await app.get(OrderRefunds).refund(userId, o.id, {}, lang);
    expect(refunded.data).toMatchObject({ status: 'refunded', refundedAmount: 4000, details: { sku } });
    expect(await stock(sku)).toBe(5);
    const [p] = (await db.query(`SELECT refunded_amount FROM payments WHERE id = $1`, [start.paymentId])) as { refunded_amount: number }[];
    expect(p.refunded_amount).toBe(4000);
  });

  it('cancel and expiry give the stock back once; a late payment revives the order while stock is free, else it is returned', async () => {
    const sku = await shelf(1000, 2);
    const userId = randomUUID();
    const cancelled = await buy(userId, sku, 2);
    expect(await stock(sku)).toBe(0);
    await orders.cancel(userId, cancelled.id, lang);
    expect(await stock(sku)).toBe(2);
    await expect(orders.cancel(userId, cancelled.id, lang)).rejects.toThrow();
    expect(await stock(sku)).toBe(2);

    const late = await buy(userId, sku, 2);
    const start = await startPayment(userId, late.id);
    await makeDue(late.id);
    expect(await Promise.all([orders.expire(late.id), orders.expire(late.id)])).toEqual(expect.arrayContaining(['expired', 'not_pending']));
    expect(await stock(sku)).toBe(2);
    const outcomes = await Promise.all(Array.from({ length: 3 }, () => callback(start.paymentId, 2000).send()));
    expect(outcomes.sort()).toEqual(['duplicate', 'duplicate', 'late_paid']);
    expect(await status(late.id)).toBe('paid');
    expect(await deliveries(late.id)).toBe(1);
    expect(await stock(sku)).toBe(0);

    // Sold out while the order was expired: the late payment is returned, nothing delivered.
    const restocked = await shelf(1000, 1);
    const lost = await buy(userId, restocked, 1);
    const lostPay = await startPayment(userId, lost.id);
    await makeDue(lost.id);
    expect(await orders.expire(lost.id)).toBe('expired');
    await buy(randomUUID(), restocked, 1);
    expect(await callback(lostPay.paymentId, 1000).send()).toBe('returned');
    expect(await status(lost.id)).toBe('expired');
    expect(await deliveries(lost.id)).toBe(0);
    expect(await stock(restocked)).toBe(0);
    const [p] = (await db.query(`SELECT status, refunded_amount FROM payments WHERE id = $1`, [lostPay.paymentId])) as unknown[];
    expect(p).toEqual({ status: 'refunded', refunded_amount: 1000 });
  });

  it('cancel, expire and pay racing on one order: one final state, the stock and deliveries agree with it', async () => {
    for (let round = 0; round < 6; round++) {
      const sku = await shelf(500, 3);
      const userId = randomUUID();
      const o = await buy(userId, sku, 3);
      const start = await startPayment(userId, o.id);
      await makeDue(o.id);
      const pay = callback(start.paymentId, 1500);
      const racers = [() => orders.cancel(userId, o.id, lang).catch(() => 'refused'), () => orders.expire(o.id), pay.send, pay.send];
      if (round % 2) racers.reverse(); // who starts first alternates
      await Promise.all(racers.map((run) => run()));
      const [final, left, delivered] = [await status(o.id), await stock(sku), await deliveries(o.id)];
      const [p] = (await db.query(`SELECT status FROM payments WHERE id = $1`, [start.paymentId])) as { status: string }[];
      if (final === 'paid') {
        expect([left, delivered, p.status]).toEqual([0, 1, 'succeeded']);
      } else {
        expect(['cancelled', 'expired']).toContain(final);
        expect([left, delivered, p.status]).toEqual([3, 0, 'refunded']);
      }
    }
  });
});
