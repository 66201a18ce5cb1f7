import fc from 'fast-check';
import Redis from 'ioredis';
import { DataSource } from 'typeorm';
import type { Paged } from '@contracts/api';
import type { ContestDetail, FlaggedVote, RankRow, VoteModerationResult, VoteReply } from '@contracts/schemas/contest';
import { ContestEndService } from '@server/modules/contest/services/contest-end.service';
import { startApp, type TestApp } from '@test/setup/harness';
import { contestWithEntries, expectConsistent, makeUsers, pgCounts, ranking, sleep } from './helpers';

/** Deletes this test env's contest keys in Redis (never FLUSHALL: the server is shared). */
async function dropContestKeys(t: TestApp): Promise<number> {
  const redis = new Redis(t.env.redisUrl);
  let cursor = '0';
  let n = 0;
  do {
    const [next, keys] = await redis.scan(cursor, 'MATCH', `${t.env.redisPrefix}contest:*`, 'COUNT', 1000);
    cursor = next;
    if (keys.length) n += await redis.del(...keys);
  } while (cursor !== '0');
  await redis.quit();
  return n;
}

async function redisRanking(t: TestApp, contestId: string): Promise<Map<string, number>> {
  const redis = new Redis(t.env.redisUrl);
  const flat = await redis.zrevrange(`${t.env.redisPrefix}contest:${contestId}:rank`, 0, -1, 'WITHSCORES');
  await redis.quit();
  const m = new Map<string, number>();
  for (let i = 0; i < flat.length; i += 2) m.set(flat[i]!.slice(19), Number(flat[i + 1]));
  return m;
}

describe('contest ranking: durable votes, projection rebuilt, ties, voids, end job', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startApp({ CONTEST_CLUSTER_ACCOUNTS_PER_IP: '100000', CONTEST_VOTES_PER_IP_PER_MINUTE: '1000000' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('a ranking that lost only its member map (or only its sorted set) is rebuilt, never duplicated', async () => {
    const { contest, entries } = await contestWithEntries(t, 4, { votesPerUserPerDay: 10 });
    const [voter] = await makeUsers(t, 1);
    for (const e of entries) expect((await voter!.client.post(`/entries/${e.id}/votes`)).code).toBe(1);
    const redis = new Redis(t.env.redisUrl);
    for (const part of ['m', 'rank']) {
      await redis.del(`${t.env.redisPrefix}contest:${contest.id}:${part}`);
      expect((await voter!.client.post(`/entries/${entries[0]!.id}/votes`)).code).toBe(1);
      const snap = await ranking(voter!.client, contest.id);
      const pg = await pgCounts(t, contest.id);
      expect(snap.items).toHaveLength(4);
      expectConsistent(snap.items);
      for (const r of snap.items) expect(r.votes).toBe(pg.get(r.id));
      expect(await redis.zcard(`${t.env.redisPrefix}contest:${contest.id}:rank`)).toBe(4);
    }
    await redis.quit();
  });

  it('reads of the ranking shared between concurrent requests still show every vote acknowledged before them', async () => {
    const { contest, entries } = await contestWithEntries(t, 3, { votesPerUserPerDay: 30 });
    const voters = await makeUsers(t, 12);
    const stale: string[] = [];
    let reads = 0;
    // Each voter: vote, then read the ranking and the entry (while the others vote and read too).
    await Promise.all(
      voters.map(async (v, i) => {
        for (let k = 0; k < 8; k++) {
          const entry = entries[(i + k) % 3]!;
          const vote = await v.client.post<VoteReply>(`/entries/${entry.id}/votes`);
          expect(vote.code).toBe(1);
          const [snap, detail] = await Promise.all([
            ranking(v.client, contest.id),
            v.client.get<{ votes: number }>(`/entries/${entry.id}`),
          ]);
          reads++;
          const row = snap.items.find((r) => r.id === entry.id)!;
          if (row.votes < vote.data.votes) stale.push(`ranking showed ${row.votes} after a reply of ${vote.data.votes}`);
          if (detail.data.votes < vote.data.votes) stale.push(`entry showed ${detail.data.votes} after a reply of ${vote.data.votes}`);
        }
      }),
    );
    expect(reads).toBe(96);
    expect(stale).toEqual([]);
    const final = await ranking(voters[0]!.client, contest.id);
    expect(final.items.reduce((n, r) => n + r.votes, 0)).toBe(96);
  });

  it('2,000 concurrent votes of 50 users on 10 entries, Redis data lost mid-way: PostgreSQL, Redis and the API agree exactly', async () => {
    const { contest, entries } = await contestWithEntries(t, 10, { votesPerUserPerDay: 40 });
    const voters = await makeUsers(t, 50);
    const jobs: (() => Promise<number>)[] = [];
    for (const [u, v] of voters.entries()) {
      for (let i = 0; i < 40; i++) {
        const entry = entries[(u * 7 + i * i) % 10]!;
        jobs.push(async () => (await v.client.post<VoteReply>(`/entries/${entry.id}/votes`)).code);
      }
    }
    // Shuffle deterministically, then run 200 at a time; drop the projection half-way.
    jobs.sort((a, b) => ((jobs.indexOf(a) * 7919) % 2000) - ((jobs.indexOf(b) * 7919) % 2000));
    const codes: number[] = [];
    let dropped = 0;
    for (let i = 0; i < jobs.length; i += 200) {
      const batch = jobs.slice(i, i + 200).map((j) => j());
      if (i === 1000) dropped = await dropContestKeys(t);
      codes.push(...(await Promise.all(batch)));
    }
    expect(dropped).toBeGreaterThan(0);
    expect(codes.filter((c) => c === 1)).toHaveLength(2000);

    const pg = await pgCounts(t, contest.id);
    expect([...pg.values()].reduce((a, b) => a + b, 0)).toBe(2000);
    const snap = await ranking(voters[0]!.client, contest.id);
    expect(snap.items).toHaveLength(10);
    expectConsistent(snap.items);
    for (const r of snap.items) expect(r.votes).toBe(pg.get(r.id));
    const z = await redisRanking(t, contest.id);
    for (const [id, n] of pg) expect(z.get(id)).toBe(n);
    const entryRows = await t.app.get(DataSource).query(`SELECT id, votes FROM contest_entries WHERE contest_id = $1`, [contest.id]);
    for (const r of entryRows as { id: string; votes: number }[]) expect(r.votes).toBe(pg.get(r.id));
    const detail = await voters[0]!.client.get<ContestDetail>(`/contests/${contest.id}`);
    expect(detail.data).toMatchObject({ totalVotes: 2000, entryCount: 10, remainingToday: 0 });
    // The allowance counters were lost too: they come back from PostgreSQL, nobody gets a 41st vote.
    expect((await voters[3]!.client.post(`/entries/${entries[0]!.id}/votes`)).code).toBe(0);
    const byRank = await voters[0]!.client.get<Paged<RankRow>>(`/contests/${contest.id}/entries?sort=rank&limit=3&page=2`);
    expect(byRank.data.items.map((r) => r.rank)).toEqual([4, 5, 6]);
    expect(byRank.data).toMatchObject({ total: 10, hasMore: true });
  });

  it('rank and votesToNext match an in-memory model after random votes (fast-check); ties go to who reached the count first', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.integer({ min: 0, max: 3 }), { minLength: 1, maxLength: 14 }), async (picks) => {
        const { contest, entries } = await contestWithEntries(t, 4, { votesPerUserPerDay: 20 });
        const [voter] = await makeUsers(t, 1);
        // Model: votes per entry and the step at which it reached its count (approval order first).
        const model = entries.map((e, i) => ({ id: e.id, votes: 0, reached: i }));
        let step = 10;
        for (const p of picks) {
          const reply = await voter!.client.post<VoteReply>(`/entries/${entries[p]!.id}/votes`);
          expect(reply.code).toBe(1);
          model[p]!.votes++;
          model[p]!.reached = step++;
          const expected = [...model].sort((a, b) => b.votes - a.votes || a.reached - b.reached);
          const at = expected.findIndex((m) => m.id === entries[p]!.id);
          expect(reply.data).toMatchObject({
            votes: model[p]!.votes,
            rank: at + 1,
            votesToNext: at === 0 ? 0 : expected[at - 1]!.votes - model[p]!.votes + 1,
          });
        }
        const expected = [...model].sort((a, b) => b.votes - a.votes || a.reached - b.reached);
        const snap = await ranking(voter!.client, contest.id);
        expect(snap.items.map((r) => [r.id, r.votes, r.rank, r.votesToNext])).toEqual(
          expected.map((m, i) => [m.id, m.votes, i + 1, i === 0 ? 0 : expected[i - 1]!.votes - m.votes + 1]),
        );
      }),
      { numRuns: 6 },
    );
  });

  it('voided votes change the ranking; held votes of a flagged cluster do not count until approved', async () => {
    const strict = await startApp({ CONTEST_CLUSTER_ACCOUNTS_PER_IP: '2', CONTEST_VOTES_PER_IP_PER_MINUTE: '100000' }, t.env);
    try {
      const { adminClient, contest, entries } = await contestWithEntries(strict, 2, { votesPerUserPerDay: 10 });
      const voters = await makeUsers(strict, 3);
      const [a, b] = entries;
      for (let i = 0; i < 3; i++) expect((await voters[0]!.client.post<VoteReply>(`/entries/${a!.id}/votes`)).data.counted).toBe(true);
      for (let i = 0; i < 2; i++) expect((await voters[1]!.client.post<VoteReply>(`/entries/${b!.id}/votes`)).data.counted).toBe(true);
      // Third account from the same IP today: held for review, not counted.
      const held = await voters[2]!.client.post<VoteReply>(`/entries/${b!.id}/votes`);
      expect(held.code).toBe(1);
      expect(held.data).toMatchObject({ counted: false, votes: 2 });
      let snap = await ranking(voters[0]!.client, contest.id);
      expect(snap.items.map((r) => [r.id, r.votes])).toEqual([
        [a!.id, 3],
        [b!.id, 2],
      ]);
      const flagged = await adminClient.get<Paged<FlaggedVote>>(`/admin/contests/${contest.id}/flagged-votes`);
      expect(flagged.data.items).toHaveLength(1);
      expect(flagged.data.items[0]).toMatchObject({ entryId: b!.id, reason: 'ip_cluster', status: 'held' });

      const ids: { id: string }[] = await strict.app
        .get(DataSource)
        .query(`SELECT id::text FROM votes WHERE entry_id = $1 AND status = 'counted' ORDER BY id LIMIT 2`, [a!.id]);
      const voided = await adminClient.post<VoteModerationResult>('/admin/votes/void', { ids: ids.map((r) => r.id) });
      expect(voided.data.changed).toBe(2);
      snap = await ranking(voters[0]!.client, contest.id);
      expect(snap.items.map((r) => [r.id, r.votes, r.rank, r.votesToNext])).toEqual([
        [b!.id, 2, 1, 0],
        [a!.id, 1, 2, 2],
      ]);
      const approved = await adminClient.post<VoteModerationResult>('/admin/votes/approve', { ids: [flagged.data.items[0]!.id] });
      expect(approved.data.changed).toBe(1);
      snap = await ranking(voters[0]!.client, contest.id);
      expect(snap.items.map((r) => [r.id, r.votes])).toEqual([
        [b!.id, 3],
        [a!.id, 1],
      ]);
      expect((await adminClient.post('/admin/votes/void', { ids: [] })).code).toBe(0);
    } finally {
      await strict.app.close();
    }
  });

  it('the contest ends by its job at endsAt: final ranking frozen, votes refused after', async () => {
    const { contest, entries } = await contestWithEntries(t, 2, { endsAt: new Date(Date.now() + 6000).toISOString() });
    const [voter] = await makeUsers(t, 1);
    expect((await voter!.client.post(`/entries/${entries[1]!.id}/votes`)).code).toBe(1);
    const ds = t.app.get(DataSource);
    let row: { status: string; final_ranking: RankRow[] | null } | undefined;
    for (let i = 0; i < 100; i++) {
      [row] = await ds.query(`SELECT status, final_ranking FROM contests WHERE id = $1`, [contest.id]);
      if (row?.status === 'ended' && row.final_ranking) break;
      await sleep(200);
    }
    expect(row?.status).toBe('ended');
    expect(row?.final_ranking?.map((r) => [r.id, r.votes, r.rank])).toEqual([
      [entries[1]!.id, 1, 1],
      [entries[0]!.id, 0, 2],
    ]);
    voter!.client.language = 'en-us';
    const late = await voter!.client.post(`/entries/${entries[0]!.id}/votes`);
    expect(late.code).toBe(0);
    expect(late.msg).toMatch(/ended/);
    const detail = await voter!.client.get<ContestDetail>(`/contests/${contest.id}`);
    expect(detail.data).toMatchObject({ status: 'ended', remainingToday: 0 });
    expect((await ranking(voter!.client, contest.id)).items.map((r) => r.id)).toEqual([entries[1]!.id, entries[0]!.id]);
  });
  it('a vote batch still in flight when the contest ends is in the frozen final ranking; votes after the end are refused', async () => {
    const ds = t.app.get(DataSource);
    const admin = t.app.get(ContestEndService, { strict: false });
    const { contest, entries } = await contestWithEntries(t, 2, { votesPerUserPerDay: 10 });
    const [e1, e2] = entries.map((e) => e.id) as [string, string];
    const [voter, late] = await makeUsers(t, 2);
    expect((await voter!.client.post<VoteReply>(`/entries/${e2}/votes`)).code).toBe(1);

    // Hold e1's row so the next batch inserts its vote, then waits (before its commit) to add it to
    // e1's counter: a batch in flight, which read the contest as in progress.
    const holder = ds.createQueryRunner();
    await holder.connect();
    await holder.startTransaction();
    await holder.query(`SELECT id FROM contest_entries WHERE id = $1 FOR UPDATE`, [e1]);
    const inFlight = voter!.client.post<VoteReply>(`/entries/${e1}/votes`);
    const waiting = async () =>
      (
        (await ds.query(
          `SELECT count(*)::int AS n FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND query LIKE '%INSERT INTO votes%'`,
        )) as { n: number }[]
      )[0]!.n;
    for (let i = 0; i < 100 && (await waiting()) === 0; i++) await sleep(20);
    expect(await waiting()).toBe(1);

    // The end job runs meanwhile (what it does at endsAt); the batch is let go while it is running.
    await ds.query(`UPDATE contests SET ends_at = now() WHERE id = $1`, [contest.id]);
    const ending = admin.end(contest.id);
    await sleep(300);
    await holder.commitTransaction();
    await holder.release();
    const vote = await inFlight;
    await ending;

    // Acknowledged, so it counts: the final ranking includes it (e1 reached 1 after e2 did).
    expect(vote.code).toBe(1);
    const [row] = (await ds.query(`SELECT final_ranking FROM contests WHERE id = $1`, [contest.id])) as { final_ranking: RankRow[] }[];
    expect(row!.final_ranking.map((r) => [r.id, r.votes, r.rank])).toEqual([
      [e2, 1, 1],
      [e1, 1, 2],
    ]);
    late!.client.language = 'en-us';
    const after = await late!.client.post(`/entries/${e1}/votes`);
    expect([after.code, after.msg]).toEqual([0, expect.stringMatching(/ended/)]);
    const [n] = (await ds.query(`SELECT count(*)::int AS n FROM votes WHERE contest_id = $1`, [contest.id])) as { n: number }[];
    expect(n!.n).toBe(2);
  });
});
