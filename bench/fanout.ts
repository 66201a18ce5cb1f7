/**
 * `npm run bench:fanout` (issue #3): 1,000 socket.io watchers of one contest while votes stream in.
 * Measures, per acknowledged vote, the time from its acknowledgement until every watcher has
 * received an update showing the entry at (at least) that count (p50/p99), and the vote throughput
 * with 1,000 watchers vs without. Environment: BENCH_WATCHERS (1000), BENCH_SECONDS (10),
 * BENCH_CONNECTIONS (50 autocannon connections voting), BENCH_ROUNDS (5 rounds, each one run without
 * watchers and one with them, in alternating order).
 *
 * The watchers run in a child process of their own (their event loop must not slow the voting
 * client); times are wall-clock, comparable across processes. Every watcher receives the same
 * sequence of updates (`seq`), so a watcher only notes, per seq, when it arrived: the child keeps
 * the latest arrival and the number of watchers per seq, and the first watcher keeps the contents.
 * An acknowledged vote (entry, count) is then "seen by every watcher" when the last watcher got the
 * first update showing that entry at that count or more. Bookkeeping per message is O(1), so the
 * harness measures the server's fan-out, not its own accounting.
 */
import { fork } from 'node:child_process';
import { io, type Socket } from 'socket.io-client';
import type { RankChange, RankUpdate, RankingSnapshot } from '@contracts/schemas/contest';
import { cannon, medianRound, percentile, setupContestBench, voteLoad, type BenchEnv, type Figures } from './contest-bench-lib';
import { machineCheck } from './machine';

const WATCHERS = Number(process.env['BENCH_WATCHERS'] ?? 1000);
const SECONDS = Number(process.env['BENCH_SECONDS'] ?? 10);
const CONNECTIONS = Number(process.env['BENCH_CONNECTIONS'] ?? process.env['BENCH_CONCURRENCY'] ?? 50);
const ROUNDS = Number(process.env['BENCH_ROUNDS'] ?? 5);

interface Ack {
  entry: string;
  votes: number;
  at: number;
}

/** What the watcher process reports. */
interface Report {
  /** The first watcher's snapshot. */
  snapshot: RankingSnapshot;
  /** seq → [watchers that received it, latest arrival (ms, wall clock)]. */
  arrivals: [number, number, number][];
  /** The first watcher's updates, in order. */
  updates: [number, RankChange[]][];
}

/** Wall-clock ms with sub-ms resolution, comparable across processes. */
const now = () => performance.timeOrigin + performance.now();

/** Votes from autocannon for `seconds`; each acknowledged vote with the count it reported and when. */
async function stream(bench: BenchEnv, seconds: number): Promise<{ figures: Figures; acks: Ack[] }> {
  const acks: Ack[] = [];
  const load = voteLoad(bench, (status, body) => {
    if (status !== 200 || !body.startsWith('{"code":1')) return;
    const data = (JSON.parse(body) as { data: { entryId: string; votes: number } }).data;
    acks.push({ entry: data.entryId, votes: data.votes, at: now() });
  });
  const figures = await cannon(
    { url: bench.base, connections: CONNECTIONS, duration: seconds, timeout: 30, ...load },
    (status, body) => status === 200 && body.startsWith('{"code":1'),
  );
  return { figures, acks };
}

/**
 * Child process: `count` sockets to the contest namespace. Messages from the parent: 'join' (every
 * socket joins the contest room; answers 'joined' once all have their snapshot), 'leave' (they
 * leave it but stay connected; answers 'left'), 'report' (answers the Report of the last join).
 */
async function watchers(base: string, contestId: string, count: number) {
  let arrivals = new Map<number, [number, number]>();
  let updates: [number, RankChange[]][] = [];
  let snapshot: RankingSnapshot | undefined;
  const sockets: Socket[] = [];
  const seqs: number[] = [];
  let snapshots = 0;
  for (let i = 0; i < count; i++) {
    const s = io(`${base}/contest`, { path: '/ws', transports: ['websocket'], forceNew: true });
    const first = i === 0;
    seqs.push(-1);
    s.on('ranking', (snap: RankingSnapshot) => {
      seqs[i] = snap.seq;
      snapshots++;
      if (first) snapshot = snap;
    });
    s.on('rank:update', (u: RankUpdate) => {
      if (u.seq <= seqs[i]!) return;
      seqs[i] = u.seq;
      const at = now();
      const a = arrivals.get(u.seq);
      if (a) {
        a[0]++;
        if (at > a[1]) a[1] = at;
      } else arrivals.set(u.seq, [1, at]);
      if (first) updates.push([u.seq, u.changes]);
    });
    sockets.push(s);
    await new Promise<void>((resolve) => (s.connected ? resolve() : s.once('connect', () => resolve())));
  }
  const all = (event: string) =>
    Promise.all(sockets.map((s) => new Promise<void>((resolve) => s.emit(event, { contestId }, () => resolve()))));
  process.on('message', (m) => {
    void (async () => {
      if (m === 'join') {
        arrivals = new Map();
        updates = [];
        snapshot = undefined;
        snapshots = 0;
        for (let i = 0; i < sockets.length; i += 100) {
          await Promise.all(
            sockets.slice(i, i + 100).map((s) => new Promise<void>((resolve) => s.emit('join', { contestId }, () => resolve()))),
          );
        }
        while (snapshots < count) await new Promise((r) => setTimeout(r, 20));
        process.send?.('joined');
      } else if (m === 'leave') {
        await all('leave');
        process.send?.('left');
      } else if (m === 'report') {
        const report: Report = { snapshot: snapshot!, arrivals: [...arrivals].map(([seq, [n, at]]) => [seq, n, at]), updates };
        process.send?.(report);
      }
    })();
  });
  process.on('SIGTERM', () => {
    for (const s of sockets) s.close();
    process.exit(0);
  });
  process.send?.('ready');
}

/** For each acknowledged vote: ms from its acknowledgement until the last watcher saw it (undefined: never). */
function latencies(report: Report, acks: Ack[], watcherCount: number): { lat: number[]; missing: number } {
  const arrivals = new Map(report.arrivals.map(([seq, n, at]) => [seq, { n, at }]));
  // (entry, count) → the first seq whose update shows the entry at that count or more.
  const firstSeq = new Map<string, number>();
  const state = new Map(report.snapshot.items.map((r) => [r.id, r.votes]));
  for (const [seq, changes] of report.updates) {
    for (const c of changes) {
      const prev = state.get(c.id) ?? 0;
      for (let v = prev + 1; v <= c.votes; v++) firstSeq.set(`${c.id}|${v}`, seq);
      if (c.votes > prev) state.set(c.id, c.votes);
    }
  }
  const lat: number[] = [];
  let missing = 0;
  for (const a of acks) {
    const seq = firstSeq.get(`${a.entry}|${a.votes}`);
    const arrival = seq === undefined ? undefined : arrivals.get(seq);
    if (!arrival || arrival.n < watcherCount) missing++;
    else lat.push(Math.max(0, arrival.at - a.at));
  }
  lat.sort((x, y) => x - y);
  return { lat, missing };
}

async function main() {
  machineCheck('bench:fanout');
  const bench = await setupContestBench('fanout', { voters: 1000, entries: 10 });
  const child = fork(__filename, ['watchers', bench.base, bench.contestId, String(WATCHERS)], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const ask = <T>(message: string) =>
    new Promise<T>((resolve, reject) => {
      const died = (code: number | null) => reject(new Error(`watchers exited with ${code}`));
      child.once('exit', died);
      child.once('message', (m) => {
        child.off('exit', died);
        resolve(m as T);
      });
      if (message) child.send(message);
    });
  try {
    console.log(
      `fanout bench: ${WATCHERS} watchers, ${CONNECTIONS} voting connections, ${ROUNDS} rounds of ${SECONDS}s without / with them (order alternating)`,
    );
    await ask(''); // all connected (to the namespace, not yet in the contest's room)
    await stream(bench, 3); // warm-up
    // Rounds alternate: the watchers stay connected and only leave / join the contest's room, so
    // "without" and "with" differ only by the fan-out, and the machine's drift hits both alike.
    const rounds: { without: Figures; with: Figures; ratio: number; lat: number[]; missing: number; updates: number }[] = [];
    const withWatchers = async () => {
      await ask('join');
      await new Promise((res) => setTimeout(res, 300));
      const run = await stream(bench, SECONDS);
      await new Promise((res) => setTimeout(res, 1500)); // the last pushes
      return { run, report: await ask<Report>('report') };
    };
    const withoutWatchers = async () => {
      await ask('leave');
      return stream(bench, SECONDS);
    };
    for (let r = 0; r < ROUNDS; r++) {
      // Alternate the order (without/with, then with/without, …): the machine's speed drifts within
      // a run (the first run after the warm-up is the fastest), and a fixed order would charge that
      // drift to the watchers.
      let without: Awaited<ReturnType<typeof withoutWatchers>>;
      let watched: Awaited<ReturnType<typeof withWatchers>>;
      if (r % 2 === 0) {
        without = await withoutWatchers();
        watched = await withWatchers();
      } else {
        watched = await withWatchers();
        without = await withoutWatchers();
      }
      const { run: withW, report } = watched;
      const { lat, missing } = latencies(report, withW.acks, WATCHERS);
      rounds.push({
        without: without.figures,
        with: withW.figures,
        ratio: withW.figures.perSecond / without.figures.perSecond,
        lat,
        missing,
        updates: report.updates.length,
      });
    }
    console.table(
      rounds.map((r, i) => ({
        round: i + 1,
        'votes/s without': r.without.perSecond,
        [`votes/s with ${WATCHERS}`]: r.with.perSecond,
        'with / without': `${(r.ratio * 100).toFixed(1)}%`,
        'ack → all watchers p50 ms': Number(percentile(r.lat, 50).toFixed(1)),
        'p99 ms': Number(percentile(r.lat, 99).toFixed(1)),
        'max ms': Number((r.lat.at(-1) ?? 0).toFixed(1)),
        pushes: r.updates,
        'never reached all': r.missing,
      })),
    );
    const median = medianRound(rounds);
    const lat = rounds.flatMap((r) => r.lat).sort((x, y) => x - y);
    const missing = rounds.reduce((n, r) => n + r.missing, 0);
    console.log(`throughput with / without watchers (median round): ${(median.ratio * 100).toFixed(1)}%`);
    console.log(
      `vote ack → update at every watcher (all rounds): p50 ${percentile(lat, 50).toFixed(1)} ms, p99 ${percentile(lat, 99).toFixed(1)} ms, max ${(lat.at(-1) ?? 0).toFixed(1)} ms (${lat.length} votes measured, ${missing} never reached all watchers)`,
    );
    if (missing > 0) process.exitCode = 1;
  } finally {
    child.kill('SIGTERM');
    await bench.close();
  }
}

const [, , role, ...rest] = process.argv;
const entry = role === 'watchers' ? watchers(rest[0]!, rest[1]!, Number(rest[2])) : main();
entry.catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
