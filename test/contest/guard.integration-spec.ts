import { DataSource } from 'typeorm';
import type { VoteReply } from '@contracts/schemas/contest';
import { ApiClient } from '@test/setup/api';
import { startApp, type TestApp } from '@test/setup/harness';
import { contestWithEntries, makeUsers, sleep } from './helpers';

/** The same user's session, sending its requests to another instance. */
function via(t: TestApp, client: ApiClient): ApiClient {
  const other = new ApiClient(t.url);
  other.token = client.token;
  other.csrf = client.csrf;
  other.language = client.language;
  return other;
}

/** Velocity counts clock minutes: start a test well inside one. */
async function freshMinute() {
  const left = 60_000 - (Date.now() % 60_000);
  if (left < 15_000) await sleep(left + 50);
}

/**
 * Well past an exchange interval (CONTEST_FRAUD_SHARE_MS below, 20 ms) plus pub/sub delivery: a
 * loaded machine may delay a timer or a message by a few hundred ms, so the margin is most of a second.
 */
const SHARED = 900;

describe('vote checks decided in each instance’s memory: exact allowance and shared fraud counters across two instances', () => {
  let a: TestApp;
  let b: TestApp;

  beforeAll(async () => {
    const over = {
      CONTEST_FRAUD_SHARE_MS: '20',
      CONTEST_VOTES_PER_IP_PER_MINUTE: '1000000',
      CONTEST_CLUSTER_ACCOUNTS_PER_IP: '100000',
      CONTEST_VOTES_PER_DEVICE_PER_MINUTE: '5',
      CONTEST_CLUSTER_ACCOUNTS_PER_DEVICE: '2',
    };
    a = await startApp(over);
    b = await startApp(over, a.env);
  });
  afterAll(async () => {
    await b.app.close();
    await a.close();
  });

  it('a burst of 20 votes with 5 left, spread over both instances: exactly 5 accepted (PostgreSQL’s unique slot), the rest refused', async () => {
    const { entries } = await contestWithEntries(a, 2);
    const [voter] = await makeUsers(a, 1);
    voter!.client.language = 'en-us';
    const clients = [voter!.client, via(b, voter!.client)];
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => clients[i % 2]!.post<VoteReply>(`/entries/${entries[i % 2]!.id}/votes`)),
    );
    const ok = results.filter((r) => r.code === 1);
    expect(ok).toHaveLength(5);
    expect(ok.map((r) => r.data.remaining).sort()).toEqual([0, 1, 2, 3, 4]);
    for (const r of results.filter((x) => x.code !== 1)) {
      expect(r.code).toBe(0);
      expect(r.msg).toMatch(/5 votes/);
    }
    const rows: { slot: number }[] = await a.app
      .get(DataSource)
      .query(`SELECT slot FROM votes WHERE voter_id = $1 ORDER BY slot`, [voter!.id]);
    expect(rows.map((r) => r.slot)).toEqual([1, 2, 3, 4, 5]);
  });

  it('a voter whose other instances keep winning the next slot is retried until a slot is free (four refusals in a row), not told "too fast"', async () => {
    const { entries } = await contestWithEntries(a, 1, { votesPerUserPerDay: 6 });
    const [voter] = await makeUsers(a, 1);
    const url = `/entries/${entries[0]!.id}/votes`;
    expect((await voter!.client.post<VoteReply>(url)).data.remaining).toBe(5); // a holds the counter at 1
    const ds = a.app.get(DataSource);
    // "Other instances": slots 2..5 written by open transactions, each committed only once the
    // vote's INSERT is waiting for it, so every resync reads one slot less than the next try meets.
    const others = [2, 3, 4, 5].map(() => ds.createQueryRunner());
    try {
      const xids: string[] = [];
      for (const [i, q] of others.entries()) {
        await q.startTransaction();
        await q.query(
          `INSERT INTO votes (contest_id, entry_id, voter_id, day, slot, status, ip)
           SELECT contest_id, entry_id, voter_id, day, $2, status, ip FROM votes WHERE voter_id = $1 AND slot = 1`,
          [voter!.id, i + 2],
        );
        const [{ xid }] = (await q.query(`SELECT backend_xid::text AS xid FROM pg_stat_activity WHERE pid = pg_backend_pid()`)) as {
          xid: string;
        }[];
        xids.push(xid);
      }
      /** Until a statement (the vote's INSERT) waits for transaction `xid` to end. */
      const waitedOn = async (xid: string) => {
        for (let t = Date.now(); Date.now() - t < 10_000; await sleep(10)) {
          const [w] = (await ds.query(
            `SELECT count(*)::int AS n FROM pg_locks WHERE locktype = 'transactionid' AND transactionid::text = $1 AND NOT granted`,
            [xid],
          )) as { n: number }[];
          if (w!.n > 0) return;
        }
        throw new Error(`the vote never waited for transaction ${xid}`);
      };
      const vote = voter!.client.post<VoteReply>(url);
      for (const [i, q] of others.entries()) {
        await waitedOn(xids[i]!);
        await q.commitTransaction();
      }
      const res = await vote;
      expect(res.code).toBe(1);
      expect(res.data.remaining).toBe(0);
    } finally {
      for (const q of others) {
        if (q.isTransactionActive) await q.rollbackTransaction();
        await q.release();
      }
    }
    const rows: { slot: number }[] = await ds.query(`SELECT slot FROM votes WHERE voter_id = $1 ORDER BY slot`, [voter!.id]);
    expect(rows.map((r) => r.slot)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('an instance whose allowance counter is behind (the user voted through the other) resyncs from PostgreSQL and refuses with the allowance reason', async () => {
    const { entries } = await contestWithEntries(a, 1);
    const [voter] = await makeUsers(a, 1);
    voter!.client.language = 'en-us';
    const onB = via(b, voter!.client);
    const url = `/entries/${entries[0]!.id}/votes`;
    expect((await onB.post<VoteReply>(url)).data.remaining).toBe(4); // b now holds the counter at 1
    for (let left = 3; left >= 0; left--) expect((await voter!.client.post<VoteReply>(url)).data.remaining).toBe(left);
    const late = await onB.post(url); // b would hand out slot 2, which a already used
    expect(late.code).toBe(0);
    expect(late.msg).toMatch(/You have used all 5 votes for today/);
  });

  it('per-device velocity: votes taken by one instance count on the other', async () => {
    await freshMinute();
    const { entries } = await contestWithEntries(a, 1, { votesPerUserPerDay: 50 });
    const voters = await makeUsers(a, 6);
    const device = { 'device-id': `velocity-${Date.now()}` };
    for (const v of voters.slice(0, 5)) expect((await v.client.post(`/entries/${entries[0]!.id}/votes`, {}, device)).code).toBe(1);
    await sleep(SHARED);
    // Instance b took no vote from this device yet: only what instance a shared makes this the 6th of the minute.
    const sixth = await via(b, voters[5]!.client).post(`/entries/${entries[0]!.id}/votes`, {}, device);
    expect(sixth.code).toBe(429);
    expect(sixth.msg).toBe('投票过于频繁，请稍后再试');
    // Another device is not affected.
    expect(
      (await via(b, voters[5]!.client).post(`/entries/${entries[0]!.id}/votes`, {}, { 'device-id': `other-${Date.now()}` })).code,
    ).toBe(1);
  });

  it('accounts per device: a cluster grown on both instances is held on either, past the threshold', async () => {
    await freshMinute();
    const { entries } = await contestWithEntries(a, 1, { votesPerUserPerDay: 50 });
    const [u1, u2, u3] = await makeUsers(a, 3);
    const device = { 'device-id': `cluster-${Date.now()}` };
    const vote = async (t: TestApp, u: { client: ApiClient }) => {
      const res = await via(t, u.client).post<VoteReply>(`/entries/${entries[0]!.id}/votes`, {}, device);
      expect(res.code).toBe(1);
      await sleep(SHARED);
      return res.data.counted;
    };
    expect(await vote(a, u1!)).toBe(true); // 1 account
    expect(await vote(b, u2!)).toBe(true); // 2 accounts: at the threshold
    expect(await vote(a, u3!)).toBe(false); // 3 accounts (a heard of u2 from b): held
    expect(await vote(b, u1!)).toBe(false); // b heard of u3: held
    expect(await vote(a, u2!)).toBe(false);
    const held: { n: number }[] = await a.app
      .get(DataSource)
      .query(`SELECT count(*)::int AS n FROM votes WHERE entry_id = $1 AND status = 'held' AND flag_reason = 'device_cluster'`, [
        entries[0]!.id,
      ]);
    expect(held[0]!.n).toBe(3);
  });
});
