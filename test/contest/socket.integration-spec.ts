import type { VoteReply } from '@contracts/schemas/contest';
import { DataSource } from 'typeorm';
import { JOINS_PER_WINDOW } from '@server/modules/contest/contest.gateway';
import { RankingReads } from '@server/modules/contest/services/ranking-reads.service';
import { startApp, type TestApp } from '@test/setup/harness';
import { contestWithEntries, makeUsers, ranking, sleep } from './helpers';
import { Watcher, until } from './watcher';

describe('contest socket: snapshot then coalesced updates, across two instances', () => {
  let a: TestApp;
  let b: TestApp;

  beforeAll(async () => {
    const over = { CONTEST_CLUSTER_ACCOUNTS_PER_IP: '100000', CONTEST_VOTES_PER_IP_PER_MINUTE: '1000000' };
    a = await startApp(over);
    b = await startApp(over, a.env);
  });
  afterAll(async () => {
    await b.app.close();
    await a.close();
  });

  it('refuses a bad join with a localised reason', async () => {
    const w = new Watcher(a.url);
    try {
      expect(await w.join('nope')).toMatchObject({ ok: false });
      expect(await w.join('00000000-0000-0000-0000-000000000001')).toMatchObject({ ok: false, msg: '比赛不存在' });
    } finally {
      w.close();
    }
  });

  it('sends each watcher the snapshot with the entries’ titles in the language it names (as GET ranking does)', async () => {
    const { contest, entries } = await contestWithEntries(a, 2);
    const ds = a.app.get(DataSource);
    await ds.query(`UPDATE contest_entries SET translations = $2 WHERE id = $1`, [
      entries[0]!.id,
      JSON.stringify({ 'en-us': { title: 'Manta ballet' }, 'zh-cn': { title: '蝠鲼芭蕾' }, 'zh-hant': { title: '蝠鱝芭蕾' } }),
    ]);
    const titleIn = async (language?: string) => {
      const w = new Watcher(a.url, language);
      try {
        expect(await w.join(contest.id)).toEqual({ ok: true });
        await until(() => !!w.snapshot);
        return w.snapshot!.items.find((r) => r.id === entries[0]!.id)!.title;
      } finally {
        w.close();
      }
    };
    expect(await titleIn('en-us')).toBe('Manta ballet');
    expect(await titleIn('zh-hant')).toBe('蝠鱝芭蕾');
    expect(await titleIn()).toBe('蝠鲼芭蕾'); // no language: the default, Simplified Chinese
  });

  it('a watcher gets the snapshot, then updates that, applied in order, reproduce GET ranking', async () => {
    const { contest, entries } = await contestWithEntries(a, 6, { votesPerUserPerDay: 30 });
    const voters = await makeUsers(a, 10);
    const w = new Watcher(a.url);
    try {
      expect(await w.join(contest.id)).toEqual({ ok: true });
      await until(() => !!w.snapshot);
      expect(w.snapshot!.items).toHaveLength(6);
      // 300 votes in waves, some overtaking: the last entries get the most.
      for (let wave = 0; wave < 10; wave++) {
        await Promise.all(
          voters.map((v, i) =>
            Promise.all([0, 1, 2].map((k) => v.client.post<VoteReply>(`/entries/${entries[(i + k + wave) % 6]!.id}/votes`))),
          ),
        );
      }
      const api = await ranking(voters[0]!.client, contest.id);
      await until(() => w.seq >= api.seq);
      await sleep(300);
      const final = await ranking(voters[0]!.client, contest.id);
      expect(w.rows()).toEqual(final.items.map((r) => [r.id, r.votes, r.rank, r.votesToNext]));
      expect(final.items.reduce((s, r) => s + r.votes, 0)).toBe(300);
      // Coalesced: far fewer pushes than votes.
      expect(w.updates).toBeGreaterThan(0);
      expect(w.updates).toBeLessThan(100);
    } finally {
      w.close();
    }
  });

  it('a vote on one instance reaches a watcher connected to the other (Redis adapter)', async () => {
    const { contest, entries } = await contestWithEntries(a, 2);
    const [voter] = await makeUsers(a, 1);
    const w = new Watcher(b.url);
    try {
      expect(await w.join(contest.id)).toEqual({ ok: true });
      await until(() => !!w.snapshot);
      const before = w.seq;
      const reply = await voter!.client.post<VoteReply>(`/entries/${entries[1]!.id}/votes`);
      expect(reply.data).toMatchObject({ votes: 1, rank: 1 });
      await until(() => w.seq > before && w.state.get(entries[1]!.id)?.votes === 1);
      expect(w.state.get(entries[1]!.id)).toEqual({ id: entries[1]!.id, votes: 1, rank: 1, votesToNext: 0 });
      expect(w.state.get(entries[0]!.id)).toEqual({ id: entries[0]!.id, votes: 0, rank: 2, votesToNext: 2 });
    } finally {
      w.close();
    }
  });

  describe('join (issue #24): throttled per socket, served from the shared ranking read', () => {
    it('answers the first joins of a socket and refuses a flood with a localised reason', async () => {
      const { contest } = await contestWithEntries(a, 2);
      const w = new Watcher(a.url);
      try {
        const acks = await Promise.all(Array.from({ length: JOINS_PER_WINDOW + 5 }, () => w.join(contest.id)));
        expect(acks.filter((x) => x.ok)).toHaveLength(JOINS_PER_WINDOW);
        expect(acks.filter((x) => !x.ok)).toEqual(Array.from({ length: 5 }, () => ({ ok: false, msg: '点击过快，请稍后再试' })));
      } finally {
        w.close();
      }
    });

    it('joins arriving together share ranking computations instead of one each', async () => {
      const { contest } = await contestWithEntries(a, 3);
      const reads = a.app.get(RankingReads);
      const spy = jest.spyOn(reads, 'ranking');
      const watchers = Array.from({ length: 20 }, () => new Watcher(a.url));
      try {
        await Promise.all(watchers.map((w) => until(() => w.socket.connected)));
        const acks = await Promise.all(watchers.map((w) => w.join(contest.id)));
        expect(acks.every((x) => x.ok)).toBe(true);
        await until(() => watchers.every((w) => !!w.snapshot));
        expect(watchers.every((w) => w.snapshot?.items.length === 3)).toBe(true);
        const computed = spy.mock.calls.filter(([id]) => id === contest.id).length;
        expect(computed).toBeGreaterThanOrEqual(1);
        expect(computed).toBeLessThan(20);
      } finally {
        spy.mockRestore();
        for (const w of watchers) w.close();
      }
    });
  });
});
