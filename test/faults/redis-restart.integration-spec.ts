/**
 * Fault: Redis killed (SIGKILL, no persistence: every key lost) and started again during a stream
 * of votes. The app under test uses a redis-server child of this test only. What must hold: every
 * acknowledged vote is a row (rows = acknowledged), the ranking is rebuilt from PostgreSQL, and
 * sessions are still checked while Redis is away (a revoked or unknown token is never let in).
 */
import { getQueueToken } from '@nestjs/bullmq';
import type { Queue } from 'bullmq';
import { DataSource } from 'typeorm';
import { jobCatalogue } from '@server/infra/queues/queue.catalogue';
import { OrdersJob } from '@server/modules/orders/jobs/orders.jobs';
import { ORDERS_SWEEP_SCHEDULER } from '@server/modules/orders/jobs/orders.processor';
import type { VoteReply } from '@contracts/schemas/contest';
import { ApiClient } from '@test/setup/api';
import { createTestEnv, startApp, type TestApp, type TestEnv } from '@test/setup/harness';
import { registerUser } from '@test/setup/factories';
import { contestWithEntries, makeUsers, ranking } from '../contest/helpers';
import { RedisChild, sleep, until } from './processes';

describe('fault: Redis restarted during a vote stream', () => {
  let env: TestEnv;
  let redis: RedisChild;
  let t: TestApp;

  beforeAll(async () => {
    env = await createTestEnv();
    redis = await RedisChild.start();
    t = await startApp(
      {
        LOG_LEVEL: 'fatal', // the outage logs a burst of connection errors by design
        REDIS_URL: redis.url,
        CONTEST_NEW_ACCOUNT_COOLDOWN_MINUTES: '0',
        CONTEST_VOTES_PER_IP_PER_MINUTE: '100000',
        CONTEST_CLUSTER_ACCOUNTS_PER_IP: '100000',
        RATE_LIMIT_DEFAULT_PER_MINUTE: '100000',
      },
      env,
    );
  }, 60_000);

  afterAll(async () => {
    // The outage is kept short (2 s): after one of ~11 s, closing BullMQ's workers hung for minutes
    // (reported in docs/reliability.md, "Found and not fixed").
    await t?.app.close();
    await redis?.kill();
    await env?.cleanup();
  }, 60_000);

  it('loses no acknowledged vote, rebuilds the ranking and never lets a revoked session in', async () => {
    const { contest, entries } = await contestWithEntries(t, 3, { votesPerUserPerDay: 500 });
    const voters = await makeUsers(t, 8);
    const revoked = await registerUser(t);
    expect((await revoked.client.get('/me')).code).toBe(1); // cached in Redis and in memory
    expect((await revoked.client.post('/auth/logout')).code).toBe(1);

    const acked = new Map<string, number>(entries.map((e) => [e.id, 0]));
    const refused: Record<string, number> = {};
    let stop = false;
    const stream = voters.map(async (v, i) => {
      for (let n = 0; !stop; n++) {
        const entry = entries[(i + n) % entries.length]!.id;
        const res = await v.client.post<VoteReply>(`/entries/${entry}/votes`).catch(() => undefined);
        if (res?.code === 1) acked.set(entry, acked.get(entry)! + 1);
        else
          refused[`${res?.status ?? 'network'}/${res?.code ?? '-'}`] =
            (refused[`${res?.status ?? 'network'}/${res?.code ?? '-'}`] ?? 0) + 1;
      }
    });

    await sleep(1500);
    const before = [...acked.values()].reduce((a, b) => a + b, 0);
    await redis.kill();
    const killedAt = Date.now();
    // While Redis is away: a revoked token and an unknown one are sent (answered once Redis is back,
    // or refused); neither may ever be served, and each must be answered (a dropped request fails).
    const checks = Promise.all([revoked.client.get('/me'), new ApiClient(t.url).get('/me', { token: 'x'.repeat(43) })]);
    await sleep(2000);
    await redis.up();
    const restartedAt = Date.now();
    // Recovery: the first acknowledged vote after the restart.
    const base = [...acked.values()].reduce((a, b) => a + b, 0);
    const recovery = await until(
      'a vote acknowledged after the restart',
      () => [...acked.values()].reduce((a, b) => a + b, 0) > base,
      30_000,
    );
    await sleep(1500);
    stop = true;
    await Promise.all(stream);

    const [revokedAnswer, unknownAnswer] = await checks;
    // refused as a session problem (-202 / 401) or, while Redis was away, "try again" (503): never served
    for (const c of [revokedAnswer, unknownAnswer]) expect([401, 503]).toContain(c.status);
    expect(revokedAnswer.code).not.toBe(1);
    expect(unknownAnswer.code).not.toBe(1);
    expect((await revoked.client.get('/me')).code).toBe(-202); // still revoked after the restart
    expect(before).toBeGreaterThan(0);

    const ds = t.app.get(DataSource);
    const rows = (await ds.query(`SELECT entry_id, count(*)::int AS n FROM votes WHERE contest_id = $1 GROUP BY entry_id`, [
      contest.id,
    ])) as {
      entry_id: string;
      n: number;
    }[];
    const inDb = new Map(rows.map((r) => [r.entry_id, r.n]));
    for (const [entry, n] of acked) expect({ entry, rows: inDb.get(entry) ?? 0 }).toEqual({ entry, rows: n });

    // The projection was lost with Redis; the ranking is rebuilt from PostgreSQL on the next read.
    const snap = await ranking(voters[0]!.client, contest.id);
    const counted = (await ds.query(
      `SELECT e.id, count(v.*) FILTER (WHERE v.status = 'counted')::int AS n FROM contest_entries e LEFT JOIN votes v ON v.entry_id = e.id WHERE e.contest_id = $1 GROUP BY e.id`,
      [contest.id],
    )) as { id: string; n: number }[];
    expect(Object.fromEntries(snap.items.map((r) => [r.id, r.votes]))).toEqual(Object.fromEntries(counted.map((r) => [r.id, r.n])));

    // Redis came back empty: the job schedulers (the overdue-orders sweep among them) are registered
    // again by the app itself, not at its next start
    const orders = t.app.get<Queue>(getQueueToken(jobCatalogue.queueOf(OrdersJob.Sweep)), { strict: false });
    const swept = await until(
      'the orders sweep scheduled again',
      async () => (await orders.getJobSchedulers()).some((s) => s.key === ORDERS_SWEEP_SCHEDULER),
      15_000,
    );

    const total = [...acked.values()].reduce((a, b) => a + b, 0);
    console.log(
      `redis restart: ${total} votes acknowledged = ${total} rows; refused/failed during the outage: ${JSON.stringify(refused)}; ` +
        `outage ${restartedAt - killedAt} ms; first vote acknowledged ${recovery} ms after the restart; schedules back ${swept} ms later`,
    );
  }, 90_000);
});
