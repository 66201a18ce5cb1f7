/**
 * Fault: PostgreSQL backends killed in the middle of their work (`pg_terminate_backend` of the
 * app's *active* backends — running a statement — of this test's own database, never an idle one,
 * never another database's) while buyers race for the last seats. The fault must land: at least
 * one order's request meets a killed statement and is answered 503. What must hold: no oversell, seats held = seats
 * of live orders, every acknowledged order is in the database, every refusal is the envelope (a cut
 * connection answers 503 "try again in a moment", never a bare 500), and the app serves again
 * without a restart (the pool replaces the dead connections).
 */
import type { TicketOrder } from '@contracts/schemas/commerce';
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { startApp, type TestApp } from '@test/setup/harness';
import { TEST_DATABASE_URL } from '@test/setup/env';
import { buyers, createExhibition, holder, seatDrift, sold } from '../commerce/fixtures';
import { sleep, until } from './processes';

describe('fault: PostgreSQL connections killed during a ticket race', () => {
  let t: TestApp;
  let admin: Client;

  beforeAll(async () => {
    t = await startApp({ LOG_LEVEL: 'fatal', RATE_LIMIT_DEFAULT_PER_MINUTE: '100000' });
    admin = new Client({ connectionString: TEST_DATABASE_URL });
    await admin.connect();
  });
  afterAll(async () => {
    await admin?.end();
    await t?.close();
  });

  /** Terminates the app's backends of this test's database that are running a statement now (idle ones are left alone). */
  async function killActive(): Promise<number> {
    const res = await admin.query<{ n: number }>(
      `SELECT count(pg_terminate_backend(pid))::int AS n FROM pg_stat_activity
        WHERE datname = $1 AND pid <> pg_backend_pid() AND backend_type = 'client backend' AND state = 'active'`,
      [t.env.dbName],
    );
    return res.rows[0]!.n;
  }

  it('sells no seat twice, keeps every acknowledged order and recovers without a restart', async () => {
    const quota = 40;
    const ex = await createExhibition(t, { types: [{ quota, perOrderLimit: 2 }] });
    const typeId = ex.ticketTypes[0]!.id;
    const people = await buyers(t, 120);

    let killed = 0;
    let racing = true;
    const race = Promise.all(
      people.map(async (p, i) => {
        await sleep((i % 40) * 15); // a stream over ~600 ms, so kills land in the middle of it
        const res = await p.client
          .post<TicketOrder>('/orders', { ticketTypeId: typeId, quantity: 1 + (i % 2), ...holder })
          .catch(() => undefined);
        return { res, quantity: 1 + (i % 2) };
      }),
    );
    // Kill whatever statement is running, again and again, until the race is over.
    const killer = (async () => {
      while (racing) {
        killed += await killActive();
        await sleep(2);
      }
    })();
    const results = await race.finally(() => (racing = false));
    await killer;
    const killedAt = Date.now();

    const acked = results.filter((r) => r.res?.code === 1);
    const failed = results.filter((r) => r.res?.code !== 1);
    expect(killed).toBeGreaterThan(0);
    // The fault reached orders in flight: at least one was answered "briefly unavailable".
    expect(failed.filter((f) => f.res?.status === 503).length).toBeGreaterThan(0);
    for (const f of failed) {
      expect(f.res).toBeDefined(); // an answer, not a dropped connection
      expect(f.res).toEqual(expect.objectContaining({ code: expect.any(Number), msg: expect.any(String) }));
    }

    // Recovery: the next request that needs PostgreSQL succeeds, without restarting anything.
    const probe = people[0]!.client;
    const recovery = await until('a query served after the kills', async () => (await probe.get('/orders?limit=1')).code === 1, 15_000);

    const ds = t.app.get(DataSource);
    const seats = await sold(t, typeId);
    expect(seats).toBeLessThanOrEqual(quota);
    expect(await seatDrift(t)).toEqual([]);
    const ids = acked.map((r) => (r.res!.data as TicketOrder).id);
    const stored = (await ds.query(`SELECT id, quantity FROM orders WHERE id = ANY($1)`, [ids])) as { id: string; quantity: number }[];
    expect(stored.length).toBe(ids.length);
    const ackedSeats = acked.reduce((s, r) => s + r.quantity, 0);
    expect(ackedSeats).toBeLessThanOrEqual(seats); // committed but unanswered orders may hold more, never fewer

    // Sold out or not, a buyer after the fault is served normally.
    const after = await people[1]!.client.post<TicketOrder>('/orders', { ticketTypeId: typeId, quantity: 1, ...holder });
    expect(after.code === 1 || /sold out|not enough|remaining/i.test(after.msg)).toBe(true);

    const codes: Record<string, number> = {};
    for (const f of failed) codes[`${f.res?.status}/${f.res?.code}`] = (codes[`${f.res?.status}/${f.res?.code}`] ?? 0) + 1;
    // A cut connection is "briefly unavailable, retry" (503 + Retry-After), never a bare 500.
    expect(Object.keys(codes).filter((k) => !k.startsWith('200/') && !k.startsWith('503/'))).toEqual([]);
    console.log(
      `pg_terminate_backend: ${killed} active backends killed during the race; ${acked.length} orders acknowledged (${ackedSeats} seats), ` +
        `${seats}/${quota} seats sold; refusals ${JSON.stringify(codes)}; served again ${recovery} ms after the last kill (${Date.now() - killedAt} ms total)`,
    );
  }, 90_000);
});
