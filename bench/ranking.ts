/**
 * `npm run bench:ranking` (issue #3, hot path "ranking read"): `GET /api/v1/contests/:id/ranking`
 * of a contest in progress with BENCH_ENTRIES (100) approved entries that have votes, at
 * BENCH_CONNECTIONS (100) autocannon connections, guests (no token, as the share page reads it),
 * beside a bare Fastify GET JSON route. Rounds alternate bare / ranking; the median round's ratio is
 * the figure. Each answer is checked: code 1 and every entry listed.
 * Environment: BENCH_CONNECTIONS (100), BENCH_SECONDS (10), BENCH_ENTRIES (100), BENCH_ROUNDS (3).
 */
import { cannon, medianRound, setupContestBench, startBareFastify, voteLoad, type Figures } from './contest-bench-lib';
import { machineCheck } from './machine';

const CONNECTIONS = Number(process.env['BENCH_CONNECTIONS'] ?? 100);
const SECONDS = Number(process.env['BENCH_SECONDS'] ?? 10);
const ENTRIES = Number(process.env['BENCH_ENTRIES'] ?? 100);
const ROUNDS = Number(process.env['BENCH_ROUNDS'] ?? 3);

async function main() {
  machineCheck('bench:ranking');
  const bench = await setupContestBench('ranking', { voters: 200, entries: ENTRIES });
  const bare = await startBareFastify();
  try {
    // Some votes, so the ranking has counts, ties and votesToNext to compute.
    await cannon({ url: bench.base, connections: 20, amount: 2000, ...voteLoad(bench) }, (s) => s === 200);
    console.log(`ranking bench: ${CONNECTIONS} connections, ${SECONDS}s per run, ${ENTRIES} entries, ${ROUNDS} rounds`);
    const bareRun = (duration: number) =>
      cannon({ url: bare.base, connections: CONNECTIONS, duration, requests: [{ method: 'GET', path: '/bare' }] }, (s) => s === 200);
    let badShown = 0;
    const rankingRun = (duration: number) =>
      cannon(
        {
          url: bench.base,
          connections: CONNECTIONS,
          duration,
          timeout: 30,
          requests: [{ method: 'GET', path: `/api/v1/contests/${bench.contestId}/ranking`, headers: { language: 'en-us' } }],
        },
        (status, body) => {
          const ok =
            status === 200 &&
            body.startsWith('{"code":1') &&
            (JSON.parse(body) as { data: { items: unknown[] } }).data.items.length === ENTRIES;
          if (!ok && badShown++ < 3) console.error(`bad answer: ${status} ${body.slice(0, 200)}`);
          return ok;
        },
      );
    await bareRun(2);
    await rankingRun(3);
    const rounds: { bare: Figures; ranking: Figures; ratio: number }[] = [];
    for (let r = 0; r < ROUNDS; r++) {
      const b = await bareRun(SECONDS);
      const k = await rankingRun(SECONDS);
      rounds.push({ bare: b, ranking: k, ratio: k.perSecond / b.perSecond });
    }
    console.table(
      rounds.map((r, i) => ({
        round: i + 1,
        'bare req/s': r.bare.perSecond,
        'bare p50/p99 ms': `${r.bare.p50ms} / ${r.bare.p99ms}`,
        'ranking reads/s': r.ranking.perSecond,
        'ranking p50/p99 ms': `${r.ranking.p50ms} / ${r.ranking.p99ms}`,
        'bad answers': r.ranking.requests - r.ranking.ok,
        ratio: `${(r.ratio * 100).toFixed(1)}%`,
      })),
    );
    const median = medianRound(rounds);
    console.log(
      `median round: ranking ${median.ranking.perSecond} reads/s (p50 ${median.ranking.p50ms} ms, p99 ${median.ranking.p99ms} ms), bare ${median.bare.perSecond}/s, ratio ranking / bare: ${(median.ratio * 100).toFixed(1)}%`,
    );
    if (rounds.some((r) => r.ranking.ok !== r.ranking.requests)) process.exitCode = 1;
  } finally {
    await bare.stop();
    await bench.close();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
