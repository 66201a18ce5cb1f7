/**
 * `npm run bench:vote` (issue #3): `POST /api/v1/entries/:id/votes` at 100 connections over many
 * logged-in voters (allowance raised), beside a bare Fastify JSON route in the same run.
 * Prints votes/s, p50/p99 of both and the ratio, and checks PostgreSQL holds exactly the votes
 * that were acknowledged. Environment: BENCH_CONNECTIONS (100), BENCH_SECONDS (10), BENCH_VOTERS (2000).
 */
import autocannon from 'autocannon';

type AutocannonOptions = Parameters<typeof autocannon>[0];
type AutocannonRequest = NonNullable<AutocannonOptions['requests']>[number];
import { setupContestBench, startBareFastify } from './contest-bench-lib';

const CONNECTIONS = Number(process.env['BENCH_CONNECTIONS'] ?? 100);
const SECONDS = Number(process.env['BENCH_SECONDS'] ?? 10);
const VOTERS = Number(process.env['BENCH_VOTERS'] ?? 2000);

interface Figures {
  requests: number;
  ok: number;
  perSecond: number;
  p50ms: number;
  p99ms: number;
}

function cannon(opts: AutocannonOptions, isOk: (status: number, body: string) => boolean): Promise<Figures> {
  let ok = 0;
  const requests = (opts.requests ?? []).map((r: AutocannonRequest) => ({
    ...r,
    onResponse: (status: number, body: string, ctx: Record<string, unknown>, headers: Record<string, string>) => {
      if (isOk(status, body)) ok++;
      r.onResponse?.(status, body, ctx, headers);
    },
  }));
  return new Promise((resolve, reject) => {
    autocannon({ ...opts, requests }, (err, res) => {
      if (err) return reject(err);
      resolve({
        requests: res.requests.total,
        ok,
        perSecond: Math.round(ok / (res.duration || SECONDS)),
        p50ms: res.latency.p50,
        p99ms: res.latency.p99,
      });
    });
  });
}

async function main() {
  const bench = await setupContestBench('vote', { voters: VOTERS, entries: 10 });
  const bare = await startBareFastify();
  try {
    console.log(`vote bench: ${CONNECTIONS} connections, ${SECONDS}s per run, ${VOTERS} voters, 10 entries`);
    const bareRun = (duration: number) =>
      cannon(
        {
          url: bare.base,
          connections: CONNECTIONS,
          duration,
          requests: [{ method: 'POST', path: '/bare', headers: { 'content-type': 'application/json' }, body: '{}' }],
        },
        (s) => s === 200,
      );
    let next = 0;
    let badShown = 0;
    const voteRun = (duration: number) =>
      cannon(
        {
          url: bench.base,
          connections: CONNECTIONS,
          duration,
          timeout: 30,
          requests: [
            {
              method: 'POST',
              setupRequest: (req: AutocannonRequest) => {
                // Every request from the next voter (many users), on one of the 10 entries.
                const v = bench.voters[next % bench.voters.length]!;
                const entry = bench.entryIds[next++ % bench.entryIds.length]!;
                return {
                  ...req,
                  path: `/api/v1/entries/${entry}/votes`,
                  headers: { 'content-type': 'application/json', token: v.token, __token__: v.csrf, language: 'en-us' },
                  body: '{}',
                };
              },
            },
          ],
        },
        (status, body) => {
          const ok = status === 200 && body.startsWith('{"code":1');
          if (!ok && badShown++ < 3) console.error(`refused: ${status} ${body.slice(0, 200)}`);
          return ok;
        },
      );
    // Warm-up of both (JIT, pools), then the measured runs.
    await bareRun(2);
    await voteRun(3);
    const before = Number((await bench.pool.query<{ n: string }>(`SELECT count(*) AS n FROM votes`)).rows[0]!.n);
    const b = await bareRun(SECONDS);
    const v = await voteRun(SECONDS);
    const after = Number((await bench.pool.query<{ n: string }>(`SELECT count(*) AS n FROM votes`)).rows[0]!.n);
    const { rows } = await bench.pool.query<{ n: string; sum: string }>(
      `SELECT count(*) AS n, (SELECT sum(votes) FROM contest_entries) AS sum FROM votes WHERE status = 'counted'`,
    );
    console.table({ 'bare Fastify POST': b, 'POST /entries/:id/votes': v });
    console.log(`ratio votes / bare: ${((v.perSecond / b.perSecond) * 100).toFixed(1)}%`);
    console.log(
      `durability: ${after - before} votes written during the run, ${v.ok} acknowledged; votes ${rows[0]!.n} = entry counters ${rows[0]!.sum}`,
    );
    if (after - before !== v.ok || rows[0]!.n !== rows[0]!.sum) process.exitCode = 1;
  } finally {
    await bare.stop();
    await bench.close();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
