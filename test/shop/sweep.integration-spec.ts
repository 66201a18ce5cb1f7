import { randomBytes } from 'node:crypto';
import { getQueueToken } from '@nestjs/bullmq';
import type { Queue } from 'bullmq';
import { DataSource } from 'typeorm';
import type { Order } from '@contracts/schemas/orders';
import type { AdminGoods, GoodsOrder, Logistics } from '@contracts/schemas/shop';
import { configSchema } from '@server/config/config';
import { JobQueue } from '@server/infra/queues/job-queue';
import { SHOP_QUEUE, ShopJob } from '@server/modules/shop/jobs/shop.jobs';
import { FulfilmentSweep } from '@server/modules/shop/services/fulfilment-sweep.service';
import type { ApiClient } from '@test/setup/api';
import { userWithRoles } from '@test/setup/factories';
import { startApp, type TestApp } from '@test/setup/harness';
import { until } from '../content/helpers';
import { category, goods, members, tag, text } from './helpers';
import { paidOrder, skuOf } from './logistics-helpers';

/**
 * The shop's safety net (decision 0144) with the app's real workers: the jobs queued after a
 * commit — tracking, the sandbox's next scan, the automatic receipt — are "lost" (removed from
 * Redis, their due times moved into the past), and `shop.sweep` does their work once, through the
 * same guarded steps; accepted tracker callbacks past their retention are purged.
 */
describe('shop sweep: lost tracking and receipt jobs, old callbacks', () => {
  let t: TestApp;
  let db: DataSource;
  let admin: ApiClient;
  let jobs: JobQueue;
  let sweeper: FulfilmentSweep;
  let log: AdminGoods;
  const word = tag();

  beforeAll(async () => {
    // the sandbox's own scans an hour apart: in this test only the sweep moves parcels
    t = await startApp({ RATE_LIMIT_DEFAULT_PER_MINUTE: '100000', SHOP_SANDBOX_CARRIER_STEP_MS: '3600000' });
    db = t.app.get(DataSource);
    jobs = t.app.get(JobQueue);
    sweeper = t.app.get(FulfilmentSweep);
    admin = (await userWithRoles(t, ['admin'])).client;
    const cat = await category(admin, text(`${word} 日志`));
    log = await goods(admin, { categoryId: cat.id, title: text(`${word} 日志本`), skus: [{ price: 5200, stock: 50, weightGrams: 300 }] });
  }, 60_000);

  afterAll(async () => {
    await t?.close();
  });

  const row = async (orderId: string) =>
    (
      (await db.query(`SELECT tracked_at, delivered_at, auto_receive_at, received_at FROM shop_orders WHERE order_id = $1`, [orderId])) as {
        tracked_at: Date | null;
        delivered_at: Date | null;
        auto_receive_at: Date | null;
        received_at: Date | null;
      }[]
    )[0]!;
  const scans = async (orderId: string) =>
    (
      (await db.query(`SELECT status FROM shop_parcel_events WHERE order_id = $1 ORDER BY time, created_at`, [orderId])) as {
        status: string;
      }[]
    ).map((e) => e.status);

  /** A paid order shipped with the sandbox, its tracking done by the real `shop.track` job. */
  async function shipped(): Promise<{ order: GoodsOrder; buyer: ApiClient }> {
    const [buyer] = await members(t, 1);
    const order = await paidOrder(t, buyer!.client, [{ sku: skuOf(log), quantity: 1 }]);
    expect(
      (await admin.post(`/admin/orders/${order.id}/ship`, { carrier: 'sandbox', trackingNumber: `SB${order.number.slice(-8)}` })).code,
    ).toBe(1);
    await until('tracked by the shop.track job', async () => (await row(order.id)).tracked_at !== null);
    return { order, buyer: buyer!.client };
  }

  it('tracks a shipped parcel whose shop.track job was lost, once', async () => {
    const { order } = await shipped();
    // lost: never tracked, shipped ten minutes ago, the sandbox's first scan never scheduled
    await db.query(`UPDATE shop_orders SET tracked_at = NULL, shipped_at = now() - interval '10 minutes' WHERE order_id = $1`, [order.id]);
    await jobs.remove(ShopJob.SandboxScan, `sbx_${order.id}_0`);
    expect(await jobs.find(ShopJob.SandboxScan, `sbx_${order.id}_0`)).toBeUndefined();

    await sweeper.sweep();
    expect((await row(order.id)).tracked_at).not.toBeNull();
    // tracking the sandbox parcel scheduled its first scan again
    expect(await jobs.find(ShopJob.SandboxScan, `sbx_${order.id}_0`)).toBeDefined();
    const trackedAt = (await row(order.id)).tracked_at;
    await sweeper.sweep();
    expect((await row(order.id)).tracked_at).toEqual(trackedAt);
  });

  it('moves a stalled sandbox parcel one scan per overdue step to delivered, then receives it when its receipt job was lost', async () => {
    const { order, buyer } = await shipped();
    await jobs.remove(ShopJob.SandboxScan, `sbx_${order.id}_0`); // lost
    const overdue = async () => {
      await db.query(`UPDATE shop_orders SET tracked_at = tracked_at - interval '2 hours' WHERE order_id = $1`, [order.id]);
      await db.query(`UPDATE shop_parcel_events SET time = time - interval '2 hours' WHERE order_id = $1`, [order.id]);
    };

    await overdue();
    await sweeper.sweep();
    expect(await scans(order.id)).toEqual(['shipped', 'collected']);
    // not overdue again yet (the step after was just scheduled, an hour away): nothing more
    await sweeper.sweep();
    expect(await scans(order.id)).toEqual(['shipped', 'collected']);
    for (const [i, step] of ['in_transit', 'out_for_delivery', 'delivered'].entries()) {
      // the next scan's job (scheduled by the sweep's last scan) is lost too
      expect(await jobs.remove(ShopJob.SandboxScan, `sbx_${order.id}_${i + 1}`)).toBe(true);
      await overdue();
      await Promise.all([sweeper.sweep(), sweeper.sweep()]); // two sweeps at once record it once
      expect((await scans(order.id)).at(-1)).toBe(step);
    }
    expect(await scans(order.id)).toEqual(['shipped', 'collected', 'in_transit', 'out_for_delivery', 'delivered']);
    const delivered = await row(order.id);
    expect(delivered.delivered_at).not.toBeNull();
    expect((await buyer.get<Logistics>(`/orders/${order.id}/logistics`)).data.status).toBe('delivered');

    // the automatic receipt's job is lost and its time is long past: the sweep receives the order, once
    expect(await jobs.remove(ShopJob.AutoReceive, `rcv_${order.id}`)).toBe(true);
    await sweeper.sweep();
    expect((await row(order.id)).received_at).toBeNull(); // due in 7 days: not yet
    await db.query(`UPDATE shop_orders SET auto_receive_at = now() - interval '10 minutes' WHERE order_id = $1`, [order.id]);
    const [a, b] = await Promise.all([sweeper.sweep(), sweeper.sweep()]);
    expect(a.received + b.received).toBe(1);
    expect((await row(order.id)).received_at).not.toBeNull();
    expect((await buyer.get<Order>(`/orders/${order.id}`)).data.status).toBe('completed');
  });

  it('purges accepted callbacks whose newest scan is past the retention, and only those', async () => {
    const { order } = await shipped();
    const put = (daysAgo: number) =>
      db.query(
        `INSERT INTO shop_carrier_callbacks (digest, tracker, order_id, newest_event_at) VALUES ($1, 'kuaidi100', $2, now() - make_interval(days => $3)) RETURNING digest`,
        [randomBytes(32).toString('hex'), order.id, daysAgo],
      ) as Promise<{ digest: string }[]>;
    const old = await Promise.all([put(31), put(45), put(400)]);
    const kept = await Promise.all([put(29), put(1), put(0)]);
    expect(await sweeper.purgeCallbacks(2)).toBe(3); // batches of two
    const left = (
      (await db.query(`SELECT digest FROM shop_carrier_callbacks WHERE order_id = $1`, [order.id])) as { digest: string }[]
    ).map((r) => r.digest);
    expect(left.sort()).toEqual(kept.map((k) => k[0]!.digest).sort());
    expect(old.flat().some((o) => left.includes(o.digest))).toBe(false);
  });

  it('schedules the sweep and the purge, and refuses a retention shorter than the stale window', async () => {
    await until('the repeatable shop.sweep', async () => (await schedulers()).includes(ShopJob.Sweep));
    expect(await schedulers()).toEqual(expect.arrayContaining([ShopJob.Sweep, ShopJob.PurgeCallbacks]));
    const refused = configSchema.safeParse({ CARRIER_CALLBACK_RETENTION_DAYS: '2', CARRIER_CALLBACK_MAX_AGE_SECONDS: String(3 * 86_400) });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues.map((i) => i.path.join('.'))).toContain('CARRIER_CALLBACK_RETENTION_DAYS');
    expect(
      configSchema.safeParse({ CARRIER_CALLBACK_RETENTION_DAYS: '3', CARRIER_CALLBACK_MAX_AGE_SECONDS: String(3 * 86_400) }).success,
    ).toBe(true);
  });

  async function schedulers(): Promise<string[]> {
    const queue = t.app.get<Queue>(getQueueToken(SHOP_QUEUE), { strict: false });
    return (await queue.getJobSchedulers()).map((s) => s.key);
  }
});
