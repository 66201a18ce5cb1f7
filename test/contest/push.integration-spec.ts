import Redis from 'ioredis';
import { DataSource } from 'typeorm';
import type { EntryDetail, VoteModerationResult, VoteReply } from '@contracts/schemas/contest';
import { RankPublisher } from '@server/modules/contest/services/rank-publisher.service';
import { startApp, type TestApp } from '@test/setup/harness';
import { contestWithEntries, expectConsistent, makeUsers, pgCounts, ranking } from './helpers';
import { Watcher, until } from './watcher';

const figures = (items: { id: string; votes: number; rank: number; votesToNext: number }[]) =>
  items.map((r) => [r.id, r.votes, r.rank, r.votesToNext]);

describe('contest pushes: only the publisher pushes; a ranking read shows, never pushes nor repairs', () => {
  let t: TestApp;
  let publisher: RankPublisher;
  let redis: Redis;
  const key = (contestId: string, part: string) => `${t.env.redisPrefix}contest:${contestId}:${part}`;

  beforeAll(async () => {
    t = await startApp({
      CONTEST_CLUSTER_ACCOUNTS_PER_IP: '100000',
      CONTEST_VOTES_PER_IP_PER_MINUTE: '1000000',
      CONTEST_RECONCILE_EVERY_MS: '86400000', // no reconcile (a rebuild) in the middle of a test
    });
    publisher = t.app.get(RankPublisher);
    // The publisher's timer is stopped: in this file a push happens only when the test flushes.
    publisher.onModuleDestroy();
    redis = new Redis(t.env.redisUrl);
  });
  afterAll(async () => {
    await redis.quit();
    await t.close();
  });

  it('GET ranking, the entry pages and a join emit no rank:update; the next push names what a reader was shown, even if it went back', async () => {
    const { adminClient, contest, entries } = await contestWithEntries(t, 2, { votesPerUserPerDay: 10 });
    const [a, b] = entries.map((e) => e.id) as [string, string];
    const [voter] = await makeUsers(t, 1);
    await publisher.flush(); // the approvals' rebuilds
    const w = new Watcher(t.url);
    const w2 = new Watcher(t.url);
    try {
      expect(await w.join(contest.id)).toEqual({ ok: true });
      await until(() => !!w.snapshot);
      const seq = w.seq;
      expect(figures(w.snapshot!.items)).toEqual([
        [a, 0, 1, 0],
        [b, 0, 2, 1],
      ]);

      // A vote, not pushed yet; every kind of read shows it (read-your-writes) at the pushed seq.
      expect((await voter!.client.post<VoteReply>(`/entries/${b}/votes`)).data).toMatchObject({ votes: 1, rank: 1 });
      const snap = await ranking(voter!.client, contest.id);
      expect([snap.seq, figures(snap.items)]).toEqual([
        seq,
        [
          [b, 1, 1, 0],
          [a, 0, 2, 2],
        ],
      ]);
      expect((await voter!.client.get<EntryDetail>(`/entries/${b}`)).data).toMatchObject({ votes: 1, rank: 1 });
      expect((await voter!.client.get(`/contests/${contest.id}/entries?sort=rank`)).code).toBe(1);
      expect(await w2.join(contest.id)).toEqual({ ok: true });
      await until(() => !!w2.snapshot);
      expect([w2.snapshot!.seq, figures(w2.snapshot!.items)]).toEqual([seq, figures(snap.items)]);

      // The vote is voided before any push: the ranking is back to what the watchers were pushed
      // last, but w2 was shown the vote. The next push (the publisher's) names both entries.
      const [vote] = (await t.app.get(DataSource).query(`SELECT id::text FROM votes WHERE entry_id = $1`, [b])) as { id: string }[];
      expect((await adminClient.post<VoteModerationResult>('/admin/votes/void', { ids: [vote!.id] })).data.changed).toBe(1);
      await publisher.flush();
      await until(() => w.updates > 0 && w2.updates > 0);
      // The first update either watcher got is the publisher's, after the void: none came from the reads.
      for (const x of [w, w2]) {
        expect(x.received).toHaveLength(1);
        expect(x.received[0]!.seq).toBe(seq + 1);
      }
      const now = await ranking(voter!.client, contest.id);
      expect(figures(now.items)).toEqual([
        [a, 0, 1, 0],
        [b, 0, 2, 1],
      ]);
      expect(w.rows()).toEqual(figures(now.items));
      expect(w2.rows()).toEqual(figures(now.items));
    } finally {
      w.close();
      w2.close();
    }
  });

  it('a read of a lost projection answers from PostgreSQL and leaves the rebuild to the write path', async () => {
    const { contest, entries } = await contestWithEntries(t, 3, { votesPerUserPerDay: 10 });
    const [voter] = await makeUsers(t, 1);
    for (const e of [entries[2]!, entries[2]!, entries[1]!]) expect((await voter!.client.post(`/entries/${e.id}/votes`)).code).toBe(1);
    await publisher.flush();
    await redis.del(...['rank', 'm', 'ready', 'dirty', 'pub', 'seq'].map((p) => key(contest.id, p)));

    const w = new Watcher(t.url);
    try {
      const snap = await ranking(voter!.client, contest.id);
      expect(await w.join(contest.id)).toEqual({ ok: true });
      await until(() => !!w.snapshot);
      const pg = await pgCounts(t, contest.id);
      expect(snap.items.map((r) => r.id)).toEqual([entries[2]!.id, entries[1]!.id, entries[0]!.id]);
      expectConsistent(snap.items);
      for (const r of snap.items) expect(r.votes).toBe(pg.get(r.id));
      expect(figures(w.snapshot!.items)).toEqual(figures(snap.items));
      // Nothing was rebuilt by the reads.
      expect(await redis.exists(key(contest.id, 'ready'), key(contest.id, 'rank'))).toBe(0);

      // The next vote rebuilds; its push lists every entry, and the watcher ends exact.
      expect((await voter!.client.post<VoteReply>(`/entries/${entries[0]!.id}/votes`)).data).toMatchObject({ votes: 1 });
      expect(await redis.exists(key(contest.id, 'ready'))).toBe(1);
      await publisher.flush();
      await until(() => w.updates > 0);
      expect(w.received[0]!.changes).toHaveLength(3);
      expect(w.rows()).toEqual(figures((await ranking(voter!.client, contest.id)).items));
    } finally {
      w.close();
    }
  });
});
