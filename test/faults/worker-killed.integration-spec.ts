/**
 * Fault: the worker process running an order's expiry is killed (SIGKILL) in the middle of it —
 * its guarded UPDATE is waiting on a row lock this test holds. The dead process's transaction is
 * rolled back by PostgreSQL, its BullMQ job stays locked until the lock lapses, and another worker
 * runs it again. What must hold: the order expires exactly once (one OrderExpired → one notice),
 * its seats come back once, and nothing is left pending.
 */
import type { TicketOrder } from '@contracts/schemas/commerce';
import type { ChildProcess } from 'node:child_process';
import { DataSource } from 'typeorm';
import { createTestEnv, startApp, type TestApp, type TestEnv } from '@test/setup/harness';
import { compileServer, spawnServer } from '@test/setup/server-process';
import { buyer, createExhibition, placeOrder, seatDrift, sold } from '../commerce/fixtures';
import { until } from './processes';

const timings = { ORDERS_LOCK_MS: '1500', ORDERS_STALLED_INTERVAL_MS: '500' };

describe('fault: the worker killed mid-expiry', () => {
  let build: { dir: string; remove(): void };
  let env: TestEnv;
  let api: TestApp;
  let rescuer: TestApp | undefined;
  let child: ChildProcess | undefined;

  beforeAll(async () => {
    build = compileServer('orders-crash');
    env = await createTestEnv();
    api = await startApp({ WORKER_ROLE: 'api', ORDER_PAYMENT_WINDOW_SECONDS: '3', ORDER_EXPIRING_SOON_SECONDS: '0' }, env);
  }, 120_000);
  afterAll(async () => {
    if (child && child.exitCode === null) child.kill('SIGKILL');
    await rescuer?.close();
    await api?.close();
    await env?.cleanup();
    build?.remove();
  });

  it('expires the order exactly once after the worker dies holding its job', async () => {
    const { proc } = spawnServer(build.dir, env, {
      LOG_LEVEL: 'fatal',
      PORT: '0',
      WORKER_ROLE: 'worker',
      ORDER_PAYMENT_WINDOW_SECONDS: '3',
      ...timings,
    });
    child = proc;
    const exited = new Promise<NodeJS.Signals | null>((r) => proc.on('exit', (_c, signal) => r(signal)));
    const ds = api.app.get(DataSource);
    const ex = await createExhibition(api, { types: [{ quota: 5 }] });
    const typeId = ex.ticketTypes[0]!.id;
    const { client, userId } = (await buyer(api))!;
    const order: TicketOrder = await placeOrder(client, typeId, 2);
    expect(await sold(api, typeId)).toBe(2);

    // Hold the order's row: the expiry job's guarded UPDATE will wait on it, mid-expiry.
    const holder = ds.createQueryRunner();
    await holder.connect();
    await holder.startTransaction();
    await holder.query(`SELECT id FROM orders WHERE id = $1 FOR UPDATE`, [order.id]);
    try {
      await until(
        'the worker’s expiry UPDATE waiting on the row',
        async () => {
          if (proc.exitCode !== null) throw new Error('the worker process exited');
          const [w] = (await ds.query(
            `SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock' AND query LIKE 'UPDATE orders o SET status = ''expired''%'`,
          )) as { n: number }[];
          return w!.n > 0;
        },
        30_000,
      );
      proc.kill('SIGKILL');
      expect(await exited).toBe('SIGKILL');
    } finally {
      await holder.commitTransaction();
      await holder.release();
    }
    const killedAt = Date.now();
    expect(await ds.query(`SELECT status FROM orders WHERE id = $1`, [order.id])).toEqual([{ status: 'pending_payment' }]);

    // Another worker takes the job once its lock lapses.
    rescuer = await startApp({ WORKER_ROLE: 'worker', LOG_LEVEL: 'error', ORDER_PAYMENT_WINDOW_SECONDS: '3', ...timings }, env);
    const recovery = await until(
      'the order expired by the rescuing worker',
      async () =>
        ((await ds.query(`SELECT status FROM orders WHERE id = $1`, [order.id])) as { status: string }[])[0]!.status === 'expired',
      30_000,
    );
    const notices = async () =>
      (
        (await ds.query(`SELECT count(*)::int AS n FROM messages WHERE recipient_id = $1 AND title_key = 'notice.commerce.expired.title'`, [
          userId,
        ])) as { n: number }[]
      )[0]!.n;
    await until('the expiry notice', async () => (await notices()) >= 1, 15_000);
    await new Promise((r) => setTimeout(r, 1500)); // a second expiry, if any, would have landed by now
    expect(await notices()).toBe(1);
    expect(await sold(api, typeId)).toBe(0);
    expect(await seatDrift(api)).toEqual([]);
    console.log(
      `worker killed mid-expiry: order expired ${recovery} ms after the rescuer started (${Date.now() - killedAt} ms after the kill), one notice, seats back`,
    );
  }, 120_000);
});
