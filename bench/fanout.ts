/**
 * `npm run bench:fanout` (issue #3): 1,000 socket.io watchers of one contest while votes stream in.
 * Measures, per acknowledged vote, the time from its acknowledgement until every watcher has
 * received an update showing the entry at (at least) that count (p50/p99), and the vote throughput
 * with 1,000 watchers vs without. Environment: BENCH_WATCHERS (1000), BENCH_SECONDS (10),
 * BENCH_CONCURRENCY (50 voting loops).
 */
import { fork } from 'node:child_process';
import { io, type Socket } from 'socket.io-client';
import type { RankUpdate, RankingSnapshot } from '@contracts/schemas/contest';
import { percentile, setupContestBench, type BenchEnv } from './contest-bench-lib';

const WATCHERS = Number(process.env['BENCH_WATCHERS'] ?? 1000);
const SECONDS = Number(process.env['BENCH_SECONDS'] ?? 10);
const CONCURRENCY = Number(process.env['BENCH_CONCURRENCY'] ?? 50);

interface Ack {
  entry: string;
  votes: number;
  at: number;
}

/** Voting loops for `seconds`; returns each acknowledged vote (entry, count after it, time). */
async function stream(bench: BenchEnv, seconds: number): Promise<Ack[]> {
  const acks: Ack[] = [];
  const end = performance.now() + seconds * 1000;
  let n = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (performance.now() < end) {
        const i = n++;
        const v = bench.voters[i % bench.voters.length]!;
        const entry = bench.entryIds[i % bench.entryIds.length]!;
        const res = await fetch(`${bench.base}/api/v1/entries/${entry}/votes`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', token: v.token, __token__: v.csrf },
          body: '{}',
        });
        const body = (await res.json()) as { code: number; data: { votes: number } };
        if (body.code === 1) acks.push({ entry, votes: body.data.votes, at: now() });
      }
    }),
  );
  return acks;
}

/** Wall-clock ms with sub-ms resolution, comparable across processes. */
const now = () => performance.timeOrigin + performance.now();

/**
 * Child process: WATCHERS sockets; per entry and count, the time the last watcher saw it. Sends
 * 'ready' once all joined, and the completion times when asked for a 'report'.
 */
async function watchers(base: string, contestId: string, count: number, entryIds: string[]) {
  const seenBy = new Map<string, number>();
  const completeAt: [string, number, number][] = [];
  const markSeen = (entry: string, from: number, to: number, at: number) => {
    for (let v = from + 1; v <= to; v++) {
      const k = `${entry}|${v}`;
      const c = (seenBy.get(k) ?? 0) + 1;
      seenBy.set(k, c);
      if (c === count) completeAt.push([entry, v, at]);
    }
  };
  void entryIds;
  const sockets: Socket[] = [];
  let joined = 0;
  for (let i = 0; i < count; i++) {
    const s = io(`${base}/contest`, { path: '/ws', transports: ['websocket'], forceNew: true });
    const state = new Map<string, number>();
    let seq = -1;
    s.on('ranking', (snap: RankingSnapshot) => {
      seq = snap.seq;
      const at = now();
      for (const r of snap.items) {
        markSeen(r.id, state.get(r.id) ?? 0, r.votes, at);
        state.set(r.id, Math.max(state.get(r.id) ?? 0, r.votes));
      }
    });
    s.on('rank:update', (u: RankUpdate) => {
      if (u.seq <= seq) return;
      seq = u.seq;
      const at = now();
      for (const c of u.changes) {
        const prev = state.get(c.id) ?? 0;
        if (c.votes > prev) {
          markSeen(c.id, prev, c.votes, at);
          state.set(c.id, c.votes);
        }
      }
    });
    sockets.push(s);
    s.emit('join', { contestId }, () => joined++);
    if (i % 100 === 99) await new Promise((r) => setTimeout(r, 50));
  }
  while (joined < count) await new Promise((r) => setTimeout(r, 50));
  process.send?.('ready');
  process.on('message', (m) => {
    if (m === 'report') process.send?.(completeAt);
  });
  process.on('SIGTERM', () => {
    for (const s of sockets) s.close();
    process.exit(0);
  });
}

async function main() {
  const bench = await setupContestBench('fanout', { voters: 1000, entries: 10 });
  try {
    console.log(`fanout bench: ${WATCHERS} watchers, ${CONCURRENCY} voting loops, ${SECONDS}s per run`);
    await stream(bench, 2); // warm-up
    const without = await stream(bench, SECONDS);

    // The watchers live in a child process, so their event loop does not slow down the voting client.
    const child = fork(__filename, ['watchers', bench.base, bench.contestId, String(WATCHERS), JSON.stringify(bench.entryIds)], {
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    await new Promise<void>((resolve, reject) => {
      child.once('message', () => resolve());
      child.once('exit', (code) => reject(new Error(`watchers exited with ${code}`)));
    });
    await new Promise((r) => setTimeout(r, 500));
    const withW = await stream(bench, SECONDS);
    await new Promise((r) => setTimeout(r, 1500));
    child.send('report');
    const report = await new Promise<[string, number, number][]>((resolve) =>
      child.once('message', (m) => resolve(m as [string, number, number][])),
    );
    child.kill('SIGTERM');
    const completeAt = new Map<string, number>(report.map(([e, v, at]) => [`${e}|${v}`, at]));
    const lat: number[] = [];
    let missing = 0;
    for (const a of withW) {
      const done = completeAt.get(`${a.entry}|${a.votes}`);
      if (done === undefined) missing++;
      else lat.push(Math.max(0, done - a.at));
    }
    lat.sort((x, y) => x - y);
    const rate = (acks: Ack[]) => Math.round(acks.length / SECONDS);
    console.table({
      'votes without watchers': { votesPerSecond: rate(without) },
      [`votes with ${WATCHERS} watchers`]: { votesPerSecond: rate(withW) },
    });
    console.log(`throughput with / without watchers: ${((rate(withW) / rate(without)) * 100).toFixed(1)}%`);
    console.log(
      `vote ack → update at every watcher: p50 ${percentile(lat, 50).toFixed(1)} ms, p99 ${percentile(lat, 99).toFixed(1)} ms, max ${(lat.at(-1) ?? 0).toFixed(1)} ms (${lat.length} votes measured, ${missing} never reached all watchers)`,
    );
  } finally {
    await bench.close();
  }
}

const [, , role, ...rest] = process.argv;
const entry = role === 'watchers' ? watchers(rest[0]!, rest[1]!, Number(rest[2]), JSON.parse(rest[3]!) as string[]) : main();
entry.catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
