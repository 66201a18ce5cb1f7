import { io, type Socket } from 'socket.io-client';
import type { JoinAck, RankChange, RankUpdate, RankingSnapshot } from '@contracts/schemas/contest';
import { sleep } from './helpers';

/** A watcher as the client does it: buffer updates until the snapshot, then apply those with a newer seq. */
export class Watcher {
  readonly socket: Socket;
  snapshot?: RankingSnapshot;
  state = new Map<string, RankChange>();
  seq = -1;
  updates = 0;
  /** Every update received, in order. */
  readonly received: RankUpdate[] = [];
  private buffered: RankUpdate[] = [];

  constructor(url: string, language?: string) {
    this.socket = io(`${url}/contest`, { path: '/ws', transports: ['websocket'], forceNew: true, auth: language ? { language } : {} });
    this.socket.on('ranking', (s: RankingSnapshot) => {
      this.snapshot = s;
      this.seq = s.seq;
      for (const r of s.items) this.state.set(r.id, { id: r.id, votes: r.votes, rank: r.rank, votesToNext: r.votesToNext });
      for (const u of this.buffered) this.apply(u);
      this.buffered = [];
    });
    this.socket.on('rank:update', (u: RankUpdate) => {
      this.updates++;
      this.received.push(u);
      if (!this.snapshot) this.buffered.push(u);
      else this.apply(u);
    });
  }

  private apply(u: RankUpdate) {
    if (u.seq <= this.seq) return;
    this.seq = u.seq;
    for (const c of u.changes) this.state.set(c.id, c);
  }

  join(contestId: string) {
    return this.socket.timeout(5000).emitWithAck('join', { contestId }) as Promise<JoinAck>;
  }

  rows() {
    return [...this.state.values()].sort((a, b) => a.rank - b.rank).map((r) => [r.id, r.votes, r.rank, r.votesToNext]);
  }

  close() {
    this.socket.close();
  }
}

/** Polls `check` every 50 ms until it holds or `ms` passed. */
export async function until(check: () => boolean | Promise<boolean>, ms = 5000) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await check()) return;
    await sleep(50);
  }
}
