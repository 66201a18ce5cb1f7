import { getQueueToken } from '@nestjs/bullmq';
import type { Queue } from 'bullmq';
import Redis from 'ioredis';
import { DataSource } from 'typeorm';
import type { Paged } from '@contracts/api';
import type { AdminEntry, ContestDetail, EntryDetail, RankRow, VoteModerationResult, VoteReply } from '@contracts/schemas/contest';
import { contestMessages } from '@server/modules/contest/contest.messages';
import { ContestJob, CONTEST_QUEUE } from '@server/modules/contest/jobs/contest.jobs';
import type { ApiClient, ApiResponse } from '@test/setup/api';
import { startApp, type TestApp } from '@test/setup/harness';
import { contestWithEntries, expectConsistent, makeUsers, ranking, sleep, submitEntry } from './helpers';

type Figures = [id: string, votes: number, rank: number, votesToNext: number];

const figures = (items: RankRow[]): Figures[] => items.map((r) => [r.id, r.votes, r.rank, r.votesToNext]);

/**
 * The result PostgreSQL's `votes` table gives: counted votes per approved entry, equal counts to
 * the smaller `reach_seq` (who reached the count first), votesToNext as defined.
 */
async function fromVotes(t: TestApp, contestId: string): Promise<Figures[]> {
  const rows: { id: string; n: number; reach_seq: string }[] = await t.app.get(DataSource).query(
    `SELECT e.id, count(v.id) FILTER (WHERE v.status = 'counted')::int AS n, e.reach_seq::text AS reach_seq
     FROM contest_entries e LEFT JOIN votes v ON v.entry_id = e.id
     WHERE e.contest_id = $1 AND e.status = 'approved' GROUP BY e.id`,
    [contestId],
  );
  const sorted = rows.sort((a, b) => b.n - a.n || (BigInt(a.reach_seq) < BigInt(b.reach_seq) ? -1 : 1));
  return sorted.map((r, i) => [r.id, r.n, i + 1, i === 0 ? 0 : sorted[i - 1]!.n - r.n + 1]);
}

async function finalRanking(t: TestApp, contestId: string) {
  const [row] = (await t.app.get(DataSource).query(`SELECT status, final_ranking FROM contests WHERE id = $1`, [contestId])) as {
    status: string;
    final_ranking: RankRow[] | null;
  }[];
  return row!;
}

/** Moves the contest's end to now and waits for its end job to have frozen the final ranking. */
async function endNow(t: TestApp, adminClient: ApiClient, contestId: string) {
  const res = await adminClient.patch(`/admin/contests/${contestId}`, { endsAt: new Date().toISOString() });
  expect(res.code).toBe(1);
  let row = await finalRanking(t, contestId);
  for (let i = 0; i < 100 && !(row.status === 'ended' && row.final_ranking); i++) {
    await sleep(50);
    row = await finalRanking(t, contestId);
  }
  expect(row.status).toBe('ended');
  return row.final_ranking!;
}

/** Runs `contest.reconcile {contestId}` through the queue, as an operator does, and returns its result. */
async function reconcileJob(t: TestApp, contestId: string) {
  const queue = t.app.get<Queue>(getQueueToken(CONTEST_QUEUE));
  const { id } = await queue.add(ContestJob.Reconcile, { contestId });
  for (let i = 0; i < 200; i++) {
    const state = await queue.getJobState(id!);
    if (state === 'failed') throw new Error('reconcile job failed');
    if (state === 'completed') return (await queue.getJob(id!))!.returnvalue as { fixed: number };
    await sleep(50);
  }
  throw new Error('reconcile job did not finish');
}

/** Entry counters next to what `votes` says. */
async function counters(t: TestApp, contestId: string) {
  return (await t.app.get(DataSource).query(
    `SELECT e.votes, e.held_votes, count(v.id) FILTER (WHERE v.status = 'counted')::int AS counted,
            count(v.id) FILTER (WHERE v.status = 'held')::int AS held
     FROM contest_entries e LEFT JOIN votes v ON v.entry_id = e.id WHERE e.contest_id = $1 GROUP BY e.id`,
    [contestId],
  )) as { votes: number; held_votes: number; counted: number; held: number }[];
}

describe('contest moderation after the end: the published final ranking follows the votes', () => {
  let t: TestApp;

  beforeAll(async () => {
    // From the third account voting from 127.0.0.1 on a day, votes are held for review.
    t = await startApp({ CONTEST_CLUSTER_ACCOUNTS_PER_IP: '2', CONTEST_VOTES_PER_IP_PER_MINUTE: '100000' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('voids and approvals after the end re-freeze the final ranking (ties, votesToNext), API and PostgreSQL agree; voting stays closed', async () => {
    const ds = t.app.get(DataSource);
    const { adminClient, contest, entries } = await contestWithEntries(t, 4, { votesPerUserPerDay: 10 });
    const [e1, e2, e3, e4] = entries.map((e) => e.id) as [string, string, string, string];
    const [v1, v2, v3] = await makeUsers(t, 3);
    const vote = async (voter: typeof v1, entryId: string, counted: boolean) => {
      const r = await voter!.client.post<VoteReply>(`/entries/${entryId}/votes`);
      expect(r.code).toBe(1);
      expect(r.data.counted).toBe(counted);
    };
    // Counted: e1 4, e2 3 (reaching 3 before e3), e3 3, e4 1. Held (the third account): e2 1, e4 2, e1 2, e3 2.
    for (const [entryId, n] of [
      [e1, 4],
      [e2, 3],
      [e3, 3],
    ] as const)
      for (let i = 0; i < n; i++) await vote(v1, entryId, true);
    await vote(v2, e4, true);
    for (const entryId of [e2, e4, e4, e1, e1, e3, e3]) await vote(v3, entryId, false);

    // The contest ends now: its end job freezes the ranking.
    expect(figures(await endNow(t, adminClient, contest.id))).toEqual([
      [e1, 4, 1, 0],
      [e2, 3, 2, 2],
      [e3, 3, 3, 1],
      [e4, 1, 4, 3],
    ]);

    const ids = async (entryId: string, status: string) =>
      (
        (await ds.query(`SELECT id::text FROM votes WHERE entry_id = $1 AND status = $2 ORDER BY id`, [entryId, status])) as {
          id: string;
        }[]
      ).map((r) => r.id);
    const moderate = async (action: 'void' | 'approve', voteIds: string[], changed = voteIds.length) => {
      const r = await adminClient.post<VoteModerationResult>(`/admin/votes/${action}`, { ids: voteIds });
      expect([r.code, r.data.changed]).toEqual([1, changed]);
    };
    const [e1Counted] = await ids(e1, 'counted');
    const [e2Held] = await ids(e2, 'held');
    const [e4HeldA, e4HeldB] = await ids(e4, 'held');
    await moderate('void', [e1Counted!]);
    // The live projection fails (a broken key stands in for Redis trouble): after the end it only
    // feeds socket watchers, so the approval still counts and the final ranking follows PostgreSQL
    // at once, also when the admin retries (nothing changes then).
    const redis = new Redis(t.env.redisUrl);
    const rankKey = `${t.env.redisPrefix}contest:${contest.id}:rank`;
    let approved: ApiResponse<VoteModerationResult>;
    try {
      await redis.set(rankKey, 'broken');
      approved = await adminClient.post<VoteModerationResult>('/admin/votes/approve', { ids: [e2Held!, e4HeldA!] });
    } finally {
      await redis.del(rankKey);
      await redis.quit();
    }
    await moderate('approve', [e2Held!, e4HeldA!], 0);
    expect(figures((await finalRanking(t, contest.id)).final_ranking!)).toEqual(await fromVotes(t, contest.id));
    expect(figures((await ranking(v1!.client, contest.id)).items)).toEqual(await fromVotes(t, contest.id));
    expect([approved.code, approved.data.changed]).toEqual([1, 2]);
    await moderate('void', [e4HeldB!]);

    // e2 4 first; e3 and e1 tie at 3 and e3 reached 3 first (e1 came down to 3 after the end); e4 2.
    let expected = await fromVotes(t, contest.id);
    expect(expected).toEqual([
      [e2, 4, 1, 0],
      [e3, 3, 2, 2],
      [e1, 3, 3, 1],
      [e4, 2, 4, 2],
    ]);
    expect(figures((await finalRanking(t, contest.id)).final_ranking!)).toEqual(expected);

    // Several admins at once, one vote per request: no freeze may leave an older ranking behind.
    const [e1HeldA, e1HeldB] = await ids(e1, 'held');
    const [e3HeldA, e3HeldB] = await ids(e3, 'held');
    const [e2CountedA, e2CountedB] = await ids(e2, 'counted');
    const [e3Counted] = await ids(e3, 'counted');
    await Promise.all([
      moderate('approve', [e1HeldA!]),
      moderate('approve', [e1HeldB!]),
      moderate('approve', [e3HeldA!]),
      moderate('void', [e3HeldB!]),
      moderate('void', [e2CountedA!]),
      moderate('void', [e2CountedB!]),
      moderate('void', [e3Counted!]),
    ]);
    // e1 5, e3 3, then e4 and e2 at 2: e4 had 2 before e2 came down to 2.
    expected = await fromVotes(t, contest.id);
    expect(expected).toEqual([
      [e1, 5, 1, 0],
      [e3, 3, 2, 3],
      [e4, 2, 3, 2],
      [e2, 2, 4, 1],
    ]);

    // The frozen ranking, the API ranking, the entries by rank and every entry's detail agree.
    expect(figures((await finalRanking(t, contest.id)).final_ranking!)).toEqual(expected);
    const snap = await ranking(v1!.client, contest.id);
    expect(figures(snap.items)).toEqual(expected);
    expectConsistent(snap.items);
    const byRank = await v1!.client.get<Paged<RankRow>>(`/contests/${contest.id}/entries?sort=rank&limit=10`);
    expect(figures(byRank.data.items)).toEqual(expected);
    for (const [id, votes, rank, votesToNext] of expected) {
      const d = await v1!.client.get<EntryDetail>(`/entries/${id}`);
      expect([id, d.data.votes, d.data.rank, d.data.votesToNext, d.data.contestStatus]).toEqual([id, votes, rank, votesToNext, 'ended']);
    }
    const counts = await counters(t, contest.id);
    expect(counts).toHaveLength(4);
    for (const c of counts) expect([c.votes, c.held_votes]).toEqual([c.counted, c.held]);
    expect((await v1!.client.get<ContestDetail>(`/contests/${contest.id}`)).data).toMatchObject({ status: 'ended', totalVotes: 12 });

    // Voting stays closed: v2 has 9 votes left today and is refused, nothing is recorded.
    v2!.client.language = 'en-us';
    const late = await v2!.client.post(`/entries/${e3}/votes`);
    expect(late.code).toBe(0);
    expect(late.msg).toMatch(/ended/);
    const [total] = (await ds.query(`SELECT count(*)::int AS n FROM votes WHERE contest_id = $1`, [contest.id])) as { n: number }[];
    expect(total!.n).toBe(18);
    expect(figures((await ranking(v2!.client, contest.id)).items)).toEqual(expected);
  });
  it('counters that drifted from the votes: the end job recounts before it freezes; a reconcile of an ended contest repairs them and freezes again', async () => {
    const ds = t.app.get(DataSource);
    const { adminClient, contest, entries } = await contestWithEntries(t, 3, { votesPerUserPerDay: 10 });
    const [e1, e2, e3] = entries.map((e) => e.id) as [string, string, string];
    const [voter] = await makeUsers(t, 1);
    for (const [entryId, n] of [
      [e1, 3],
      [e2, 2],
      [e3, 1],
    ] as const)
      for (let i = 0; i < n; i++) expect((await voter!.client.post<VoteReply>(`/entries/${entryId}/votes`)).data.counted).toBe(true);
    const drift = () => ds.query(`UPDATE contest_entries SET votes = 9 WHERE id = $1`, [e3]);

    // Drift since the last reconcile: the final ranking is frozen from recounted counters.
    await drift();
    expect(figures(await endNow(t, adminClient, contest.id))).toEqual([
      [e1, 3, 1, 0],
      [e2, 2, 2, 2],
      [e3, 1, 3, 2],
    ]);
    for (const c of await counters(t, contest.id)) expect([c.votes, c.held_votes]).toEqual([c.counted, c.held]);

    // Drift after the end, published by a moderation's freeze (e2 loses a vote): the ranking is wrong.
    await drift();
    const [e2Vote] = (await ds.query(`SELECT id::text FROM votes WHERE entry_id = $1 ORDER BY id LIMIT 1`, [e2])) as { id: string }[];
    expect((await adminClient.post<VoteModerationResult>('/admin/votes/void', { ids: [e2Vote!.id] })).data.changed).toBe(1);
    expect(figures((await finalRanking(t, contest.id)).final_ranking!)[0]).toEqual([e3, 9, 1, 0]);

    // The reconcile job repairs the counters and the published result: e1 3; e2 and e3 at 1, e2
    // first (its void after the end came before e3's repair).
    expect(await reconcileJob(t, contest.id)).toEqual({ fixed: 1 });
    const expected = await fromVotes(t, contest.id);
    expect(expected).toEqual([
      [e1, 3, 1, 0],
      [e2, 1, 2, 3],
      [e3, 1, 3, 1],
    ]);
    expect(figures((await finalRanking(t, contest.id)).final_ranking!)).toEqual(expected);
    expect(figures((await ranking(voter!.client, contest.id)).items)).toEqual(expected);
    for (const c of await counters(t, contest.id)) expect([c.votes, c.held_votes]).toEqual([c.counted, c.held]);
  });

  it('after the end (by time already) an entry can no longer be approved, with a localised refusal; it can still be rejected; the final ranking stays', async () => {
    const ds = t.app.get(DataSource);
    const { adminClient, contest, entries } = await contestWithEntries(t, 1);
    const [p1, p2] = await makeUsers(t, 2);
    const late = await submitEntry(p1!.client, contest.id, 'Not reviewed in time');
    const closed = await submitEntry(p2!.client, contest.id, 'Closed after the end');
    const review = (entryId: string, body: object) => adminClient.post<AdminEntry>(`/admin/entries/${entryId}/review`, body);
    const refusal = contestMessages['e.contest.approval_closed'];

    // Past its end time, before the end job ran (it is due in a week).
    await ds.query(`UPDATE contests SET ends_at = now() WHERE id = $1`, [contest.id]);
    adminClient.language = 'en-us';
    const byTime = await review(late.id, { decision: 'approve' });
    expect([byTime.code, byTime.msg]).toEqual([0, refusal['en-us']]);

    const frozen = await endNow(t, adminClient, contest.id);
    expect(frozen.map((r) => r.id)).toEqual([entries[0]!.id]);
    for (const language of ['zh-cn', 'en-us', 'zh-hant'] as const) {
      adminClient.language = language;
      const r = await review(late.id, { decision: 'approve' });
      expect([r.code, r.msg]).toEqual([0, refusal[language]]);
    }
    const rejected = await review(closed.id, { decision: 'reject', reason: 'Not reviewed before the contest ended' });
    expect([rejected.code, rejected.data.status, rejected.data.rejectReason]).toEqual([
      1,
      'rejected',
      'Not reviewed before the contest ended',
    ]);
    const again = await review(closed.id, { decision: 'approve' });
    expect([again.code, again.msg]).toEqual([0, contestMessages['e.contest.already_reviewed']['zh-hant']]);

    const statuses = (await ds.query(`SELECT id, status FROM contest_entries WHERE contest_id = $1`, [contest.id])) as {
      id: string;
      status: string;
    }[];
    expect(new Map(statuses.map((r) => [r.id, r.status]))).toEqual(
      new Map([
        [entries[0]!.id, 'approved'],
        [late.id, 'submitted'],
        [closed.id, 'rejected'],
      ]),
    );
    expect((await finalRanking(t, contest.id)).final_ranking).toEqual(frozen);
    expect((await ranking(p1!.client, contest.id)).items).toEqual(frozen);
  });
});
