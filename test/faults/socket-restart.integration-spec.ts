/**
 * Fault: the socket server (the app instance a client's `/contest` socket is on) is stopped and a
 * new one started on the same address while votes keep coming through another instance. The
 * client does what the H5 app's useLiveRanking does (join on every connect, take the snapshot,
 * apply `rank:update` batches with the app's own applyRankUpdates, re-join on a gap or an unknown
 * entry). What must hold: it reconnects by itself, joins again and ends on the server's ranking.
 */
import { io, type Socket } from 'socket.io-client';
import { applyRankUpdates, type RankingState } from '@client/features/contest/utils/ranking';
import type { RankUpdateDto } from '@client/features/contest/api/types';
import { CONTEST_EVENTS } from '@contracts/schemas/contest';
import { createTestEnv, startApp, type TestApp, type TestEnv } from '@test/setup/harness';
import { contestWithEntries, makeUsers, ranking } from '../contest/helpers';
import { freePort, until } from './processes';

/** The H5 app's live ranking, without React: the same events and the same update logic. */
class LiveRanking {
  readonly socket: Socket;
  state?: RankingState;
  connects = 0;
  disconnects: string[] = [];

  constructor(url: string, contestId: string) {
    this.socket = io(`${url}/contest`, { path: '/ws', transports: ['websocket'], reconnectionDelay: 200, reconnectionDelayMax: 1000 });
    const join = () => this.socket.emit(CONTEST_EVENTS.join, { contestId });
    this.socket.on('connect', () => {
      this.connects++;
      join();
    });
    this.socket.on('disconnect', (reason) => this.disconnects.push(reason));
    this.socket.on(CONTEST_EVENTS.ranking, (snapshot: RankingState) => {
      if (snapshot.contestId === contestId) this.state = snapshot;
    });
    this.socket.on(CONTEST_EVENTS.update, (batch: RankUpdateDto) => {
      if (!this.state || batch.contestId !== contestId) return;
      const r = applyRankUpdates(this.state, [batch]);
      this.state = r.state;
      if (r.unknown.length || r.gap) join();
    });
  }

  rows() {
    return (this.state?.items ?? []).map((r) => [r.id, r.votes, r.rank]);
  }
}

describe('fault: the socket server restarted', () => {
  let env: TestEnv;
  let port: number;
  let first: TestApp | undefined;
  let second: TestApp | undefined;
  let voting: TestApp;
  let live: LiveRanking | undefined;

  beforeAll(async () => {
    env = await createTestEnv();
    port = await freePort();
    first = await startApp({ PORT: String(port), LOG_LEVEL: 'error' }, env);
    voting = await startApp({ LOG_LEVEL: 'error', CONTEST_NEW_ACCOUNT_COOLDOWN_MINUTES: '0' }, env);
  }, 60_000);
  afterAll(async () => {
    live?.socket.close();
    await first?.app.close();
    await second?.app.close();
    await voting?.app.close();
    await env?.cleanup();
  });

  it('the client reconnects by itself, joins again and resyncs its ranking', async () => {
    const { contest, entries } = await contestWithEntries(voting, 3, { votesPerUserPerDay: 50 });
    const voters = await makeUsers(voting, 3);
    const vote = async (n: number) => {
      for (let i = 0; i < n; i++) {
        const v = voters[i % voters.length]!;
        expect((await v.client.post(`/entries/${entries[(i * 7) % 3]!.id}/votes`)).code).toBe(1);
      }
    };
    const truth = async () => (await ranking(voters[0]!.client, contest.id)).items.map((r) => [r.id, r.votes, r.rank]);
    const inSync = async () => JSON.stringify(live!.rows()) === JSON.stringify(await truth());

    live = new LiveRanking(first!.url, contest.id);
    await until('the first snapshot', () => live!.state !== undefined);
    await vote(4);
    await until('live updates before the restart', inSync);

    await first!.app.close();
    first = undefined;
    await until('the client noticed', () => live!.disconnects.length > 0);
    await vote(5); // while the client has no server

    const restarted = Date.now();
    second = await startApp({ PORT: String(port), LOG_LEVEL: 'error' }, env);
    const reconnectMs = await until('a reconnection', () => live!.connects >= 2, 20_000);
    await until('the resynced ranking', inSync, 10_000);
    const resyncMs = Date.now() - restarted;
    await vote(3); // live again: updates through the new server
    await until('live updates after the restart', inSync);
    expect(live.connects).toBe(2);
    console.log(
      `socket server restart: client disconnected (${live.disconnects.join(', ')}), reconnected ${reconnectMs} ms after the new server was up, ` +
        `ranking resynced ${resyncMs} ms after the restart began (votes cast meanwhile included)`,
    );
  }, 90_000);
});
