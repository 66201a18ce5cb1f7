/**
 * `npm run bench:unlock` (issue #22): readers spending article credits on distinct locked articles.
 *
 * 1. Baseline: the unlock path's own guarded statement (server/src/modules/membership/services/unlock.sql.ts:
 *    row lock + unlock row + credit decrement + spend ledger row, one statement) run raw through `pg`,
 *    as the server runs it (a named statement, prepared once per connection), by BENCH_CONCURRENCY
 *    workers, one reader each, each unlocking its own list of articles.
 * 2. The whole HTTP path: the built server takes `POST /api/v1/articles/:id/unlock` from the same
 *    number of other readers, autocannon connection i being reader i (session token + `__token__`):
 *    validation, auth, anti-forgery, the article check through content's query, the statement, the
 *    ArticleUnlocked event, the socket push.
 * 3. The floor, for reading the ratio: a bare Fastify handler (reference-unlock-server.ts: token →
 *    session in memory, the same statement, the reply; nothing else) taking the same requests from
 *    a third set of readers. It shows what HTTP on Fastify costs over the raw statement on the
 *    machine at hand, where the server, PostgreSQL and the load generator share the cores.
 *
 * Prints unlocks/s and p50/p99 of each, the ratios to raw (each run timed from its start to its last
 * answer), CPU per request of the raw client, the servers, the load generator and the whole machine,
 * and afterwards checks every reader: the state row equals the ledger's sums and credits granted −
 * credits charged = credits left (0 double-spent or lost).
 * Environment: BENCH_CONCURRENCY (100 readers per run), BENCH_UNLOCKS (unlocks per reader, default 100: rounds of 10,000, long enough for a warm server), BENCH_POOL (16),
 * BENCH_ROUNDS (measured raw / HTTP / floor rounds after a warm-up round, 1–4, default 3; the median ratios are printed),
 * BENCH_PEERS (idle app instances started beside the measured one for each round's second HTTP run, default 1;
 * 0 leaves that run out): every round measures the instance alone and then with its peers,
 * TEST_DATABASE_URL / DATABASE_URL (admin connection), REDIS_URL, BENCH_SERVER_NODE_ARGS (node options of the server,
 * e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`, as the other benches; the floor server gets them too).
 */
import autocannon from 'autocannon';
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { openSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client, Pool } from 'pg';
import { UNLOCK_PREPARED } from '../server/src/modules/membership/services/unlock.sql';
import { membershipMessages } from '../server/src/modules/membership/membership.messages';
import {
  ADMIN_URL,
  REDIS_URL,
  ROOT,
  dbUrl,
  dropRedisPrefix,
  freePort,
  percentile,
  run,
  startChild,
  waitHealthy,
  type ChildServer,
} from './contest-bench-lib';
import { machineCheck, ratioText } from './machine';
import { ledgerCheck, machineBusyMs, makeArticles, makeReaders, processCpuMs } from './unlock-lib';

const CONCURRENCY = Number(process.env['BENCH_CONCURRENCY'] ?? 100);
/**
 * Unlocks per reader (BENCH_UNLOCKS, default 100). With 30 (3,000 a round, 1–2 s) the server was
 * still warming up through the measured rounds and single rounds scattered 33–62 % around the
 * steady state (docs/performance-log.md, 2026-11-26 fourth session).
 */
const UNLOCKS = Number(process.env['BENCH_UNLOCKS'] ?? 100);
/** Each reader holds fewer credits than it tries to spend: the last tries must be refused, not overspent. */
const CREDITS = UNLOCKS - 2;
/**
 * Connections of the raw pool and of the server's pool alike (BENCH_POOL, default 16): the machine's
 * PostgreSQL (max_connections 100) is shared with other test runs; the raw pool lets its connections
 * go while the HTTP run goes on.
 */
const POOL = Number(process.env['BENCH_POOL'] ?? 16);
/**
 * Rounds of raw then HTTP, each with its own readers (BENCH_ROUNDS, 1–4, default 3), after a
 * warm-up round of the same size that is printed but not counted: code that has run a few hundred
 * times is not yet optimised (the server's CPU per request fell by half between a first and a third
 * round), and on a shared machine the load changes between runs, so the ratio is the median of
 * interleaved rounds.
 */
const ROUNDS = Math.min(4, Math.max(1, Number(process.env['BENCH_ROUNDS'] ?? 3)));
/**
 * Idle app instances started beside the measured one for the second HTTP run of every round
 * (BENCH_PEERS, default 1; 0 leaves it out). Alone it publishes nothing between instances
 * (infra/redis/peer-channel.ts); with a peer it sends its pushes and invalidations over Redis every
 * event-loop turn, as in a deployment of several instances — so each round reports both.
 */
const PEERS = Math.max(0, Number(process.env['BENCH_PEERS'] ?? 1));

interface Figures {
  ok: number;
  refused: number;
  errors: number;
  seconds: number;
  perSecond: number;
  p50: number;
  p99: number;
  /** HTTP only: until autocannon's callback, on its 1 s tick after the last answer (how this bench timed it before 2026-11-26 04:30). */
  tickSeconds?: number;
}

const cpuMs = (u: NodeJS.CpuUsage) => (u.user + u.system) / 1000;

async function rawRun(pool: Pool, readers: { id: string }[], articles: string[]): Promise<Figures> {
  const f = { ok: 0, refused: 0, errors: 0 };
  const latencies: number[] = [];
  const started = performance.now();
  await Promise.all(
    readers.map(async (r) => {
      for (const a of articles) {
        const t0 = performance.now();
        try {
          // $4, the group: each bench article is a group of its own, so its id stands for it (the statement does no lookup).
          const res = await pool.query({ ...UNLOCK_PREPARED, values: [r.id, a, `spend:${r.id}:${a}`, a] });
          latencies.push(performance.now() - t0);
          if (res.rowCount === 1) f.ok++;
          else f.refused++;
        } catch {
          f.errors++;
        }
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((x, y) => x - y);
  return {
    ...f,
    seconds,
    perSecond: Math.round((f.ok + f.refused) / seconds),
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
  };
}

/**
 * How a no-credit refusal reads (the only refusal this bench expects): the server's text in the
 * language the bench sends (en-us) with `remainingCredits: 0`, or the floor server's `no credit`.
 */
const NO_CREDIT = { server: membershipMessages['e.membership.no_credit']['en-us'], floor: 'no credit' } as const;

function httpRun(base: string, readers: { token: string; csrf: string }[], articles: string[], noCredit: string): Promise<Figures> {
  const f = { ok: 0, refused: 0, errors: 0 };
  let nextReader = 0;
  const started = performance.now();
  // The run ends at its last answer, as the raw run ends at its last statement: with `amount`,
  // autocannon calls back only on its next 1 s sampling tick (up to a second later).
  let lastAnswer = started;
  const answered = (r: { csrf: string }, status: number, body: string, headers: Record<string, string>) => {
    lastAnswer = performance.now();
    // As the H5 app does: the next request carries the latest `__token__` its session was handed.
    if (headers['__token__']) r.csrf = headers['__token__'];
    let json: { code?: number; msg?: string; data?: { remainingCredits?: number } | null } = {};
    try {
      json = JSON.parse(body) as typeof json;
    } catch {
      // an error below
    }
    if (status === 200 && json.code === 1) f.ok++;
    // Only the no-credit answer is a refusal; any other code 0 (an expired anti-forgery token, a
    // validation error…) is an error and fails the run.
    else if (status === 200 && json.code === 0 && json.msg === noCredit && json.data?.remainingCredits === 0) f.refused++;
    else {
      f.errors++;
      if (f.errors <= 3) console.error(`error: ${status} ${body.slice(0, 200)}`);
    }
  };
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: base,
        connections: readers.length,
        pipelining: 1,
        // autocannon gives each connection amount / connections requests: one reader's articles each.
        amount: readers.length * articles.length,
        timeout: 30,
        // Connection i is reader i and walks its articles in turn, one request in flight, as raw worker i
        // does. (Until 2026-11-26 request k went to reader k mod R from whichever connection was free,
        // so a reader sometimes had two unlocks in flight, the second waiting on the first's row lock.)
        setupClient: (client) => {
          const r = readers[nextReader++]!;
          let i = 0;
          client.setRequests([
            {
              method: 'POST',
              setupRequest: (req) => ({
                ...req,
                path: `/api/v1/articles/${articles[i++ % articles.length]}/unlock`,
                headers: { 'content-type': 'application/json', token: r.token, __token__: r.csrf, language: 'en-us' },
                body: '{}',
              }),
              onResponse: (status, body, _context, headers) => answered(r, status, body, headers),
            },
          ]);
        },
        requests: [{ method: 'POST' }], // replaced per connection above
      },
      (err, res) => {
        if (err) return reject(err);
        const seconds = (lastAnswer - started) / 1000;
        resolve({
          ...f,
          seconds,
          perSecond: Math.round((f.ok + f.refused) / seconds),
          p50: res.latency.p50,
          p99: res.latency.p99,
          tickSeconds: (performance.now() - started) / 1000,
        });
      },
    );
  });
}

async function main() {
  const host = machineCheck('bench:unlock');
  const id = randomBytes(4).toString('hex');
  const dbName = `reefline_bench_unlock_${id}`;
  const redisPrefix = `reefline-bench-unlock:${id}:`;
  const admin = new Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${dbName}`);
  let server: ChildProcess | undefined;
  let floorServer: ChildServer | undefined;
  const peers: ChildProcess[] = [];
  const sessionsFile = join(tmpdir(), `${dbName}-sessions.json`);
  const pool = new Pool({ connectionString: dbUrl(dbName), max: POOL, idleTimeoutMillis: 500 });
  pool.on('error', () => undefined);
  try {
    const env = {
      ...process.env,
      NODE_ENV: 'development',
      DATABASE_URL: dbUrl(dbName),
      DATABASE_POOL_SIZE: String(POOL),
      REDIS_URL,
      REDIS_PREFIX: redisPrefix,
      DEMO_DATA: 'false',
      LOG_LEVEL: 'error',
      RATE_LIMIT_DEFAULT_PER_MINUTE: '100000000',
    };
    await run(process.execPath, [join(ROOT, 'server', 'src', 'cli.js'), 'setup'], env);
    const articles = await makeArticles(pool, UNLOCKS);
    // Round 0 is the warm-up, then rounds 1..ROUNDS; each run of each round has its own readers (phone tags 0–14).
    const rounds: Record<'raw' | 'http' | 'floor' | 'peered', { id: string; token: string }[]>[] = [];
    for (let i = 0; i <= ROUNDS; i++)
      rounds.push({
        raw: await makeReaders(pool, CONCURRENCY, String(4 * i), CREDITS),
        http: await makeReaders(pool, CONCURRENCY, String(4 * i + 1), CREDITS),
        floor: await makeReaders(pool, CONCURRENCY, String(4 * i + 2), CREDITS),
        peered: PEERS ? await makeReaders(pool, CONCURRENCY, String(4 * i + 3), CREDITS) : [],
      });
    console.log(
      `unlock bench: ${CONCURRENCY} concurrent readers × ${UNLOCKS} distinct articles each, ${CREDITS} credits each; a warm-up round, then ${ROUNDS} round(s) of raw, HTTP alone, the bare-Fastify floor${PEERS ? `, and HTTP with ${PEERS} idle instance(s) beside the server` : ''}`,
    );

    const serverLog = join(tmpdir(), `${dbName}.log`);
    const nodeArgs = (process.env['BENCH_SERVER_NODE_ARGS'] ?? '').split(' ').filter(Boolean);
    /** The built app on a free port, healthy (up to a minute on a loaded machine). */
    const startInstance = async (args: string[], role: string, stdout: 'ignore' | number) => {
      const instancePort = await freePort();
      const child = spawn(process.execPath, [...args, join(ROOT, 'server', 'src', 'main.js')], {
        env: { ...env, PORT: String(instancePort), HOST: '127.0.0.1', WORKER_ROLE: role },
        stdio: ['ignore', stdout, 'inherit'],
      });
      const url = `http://127.0.0.1:${instancePort}`;
      return { child, url, healthy: waitHealthy(url).catch(() => waitHealthy(url)) };
    };
    const measured = await startInstance(nodeArgs, 'all', openSync(serverLog, 'w'));
    server = measured.child;
    const base = measured.url;
    await measured.healthy;
    /** Idle instances beside the measured one (BENCH_PEERS), for one run; stopped after it. */
    const startPeers = async () => {
      for (let k = 0; k < PEERS; k++) {
        const peer = await startInstance([], 'api', 'ignore');
        peers.push(peer.child);
        await peer.healthy;
      }
    };
    const stopPeers = async () => {
      for (const p of peers.splice(0))
        if (p.exitCode === null) {
          p.kill('SIGTERM');
          await once(p, 'exit').catch(() => undefined);
        }
    };
    // The floor: a bare Fastify handler running the same statement (reference-unlock-server.ts).
    writeFileSync(
      sessionsFile,
      JSON.stringify(rounds.flatMap((r) => r.floor).map((r) => [createHash('sha256').update(r.token).digest('hex'), r.id])),
    );
    const floorPort = await freePort();
    floorServer = await startChild([...nodeArgs, join(ROOT, 'bench', 'reference-unlock-server.js')], floorPort, {
      ...process.env,
      PORT: String(floorPort),
      DATABASE_URL: dbUrl(dbName),
      DATABASE_POOL_SIZE: String(POOL),
      SESSIONS_FILE: sessionsFile,
    });
    const withCsrf = async (rs: { id: string; token: string }[]) =>
      Promise.all(
        rs.map(async (r) => {
          const res = await fetch(`${base}/api/v1/me/membership`, { headers: { token: r.token } });
          return { ...r, csrf: res.headers.get('__token__') ?? '' };
        }),
      );

    const expectedOk = CONCURRENCY * CREDITS;
    const expectedRefused = CONCURRENCY * (UNLOCKS - CREDITS);
    const ratios: number[] = [];
    const floorRatios: number[] = [];
    const peeredRatios: number[] = [];
    let failed = false;
    for (const [i, round] of rounds.entries()) {
      const benchCpu0 = process.cpuUsage();
      const rawMachine0 = machineBusyMs();
      const raw = await rawRun(pool, round.raw, articles);
      const rawMachine = machineBusyMs() - rawMachine0;
      const rawClientCpu = cpuMs(process.cpuUsage(benchCpu0));
      const csrfReaders = await withCsrf(round.http);
      const serverCpu0 = processCpuMs(server.pid);
      const genCpu0 = process.cpuUsage();
      const httpMachine0 = machineBusyMs();
      const http = await httpRun(base, csrfReaders, articles, NO_CREDIT.server);
      const httpMachine = machineBusyMs() - httpMachine0;
      const genCpu = cpuMs(process.cpuUsage(genCpu0));
      const serverCpu = processCpuMs(server.pid) - serverCpu0;
      const floorCpu0 = processCpuMs(floorServer.pid);
      const floorMachine0 = machineBusyMs();
      const floor = await httpRun(
        floorServer.base,
        round.floor.map((r) => ({ ...r, csrf: '' })),
        articles,
        NO_CREDIT.floor,
      );
      const floorMachine = machineBusyMs() - floorMachine0;
      const floorCpu = processCpuMs(floorServer.pid) - floorCpu0;
      // The same HTTP run with peers beside the measured instance (BENCH_PEERS): not alone any more.
      let peered: Figures | undefined;
      if (PEERS) {
        await startPeers();
        peered = await httpRun(base, await withCsrf(round.peered), articles, NO_CREDIT.server);
        await stopPeers();
      }
      console.log(
        i === 0
          ? `warm-up round, not counted (load average ${loadavg()[0]!.toFixed(2)})`
          : `round ${i} of ${ROUNDS} (load average ${loadavg()[0]!.toFixed(2)})`,
      );
      console.table(
        [
          ['raw pg statement', raw],
          ['HTTP POST /articles/:id/unlock (one instance)', http],
          ['floor: bare Fastify + statement', floor],
          ...(peered ? [[`HTTP with ${PEERS} idle peer(s) (${PEERS + 1} instances)`, peered]] : []),
        ].map(([name, f]) => {
          const x = f as Figures;
          return {
            run: name,
            'unlocks/s': x.perSecond,
            'p50 ms': Number(x.p50.toFixed(2)),
            'p99 ms': Number(x.p99.toFixed(2)),
            'ok / refused / errors': `${x.ok} / ${x.refused} / ${x.errors}`,
            seconds: Number(x.seconds.toFixed(2)),
          };
        }),
      );
      const ratio = (http.perSecond / raw.perSecond) * 100;
      if (i > 0) ratios.push(ratio);
      const floorRatio = (floor.perSecond / raw.perSecond) * 100;
      if (i > 0) floorRatios.push(floorRatio);
      const peeredRatio = peered ? (peered.perSecond / raw.perSecond) * 100 : NaN;
      if (i > 0 && peered) peeredRatios.push(peeredRatio);
      console.log(
        `ratio HTTP / raw: ${ratioText(host, ratio)} (target ≥ 50%); floor / raw: ${ratioText(host, floorRatio)}; HTTP / floor: ${ratioText(host, (http.perSecond / floor.perSecond) * 100)}` +
          (peered ? `; HTTP with peers / raw: ${ratioText(host, peeredRatio)}` : ''),
      );
      const tickRate = (http.ok + http.refused) / http.tickSeconds!;
      console.log(
        `(timed to autocannon's callback, as before: HTTP ${Math.round(tickRate)}/s in ${http.tickSeconds!.toFixed(2)} s, ratio ${((tickRate / raw.perSecond) * 100).toFixed(1)}%)`,
      );
      // CPU per unlock (noisy load shows in the rates, much less in these): the raw run's pg client (this
      // process), the HTTP run's server process and load generator (autocannon, this process), and the
      // whole machine's busy CPU during each run (every process on both cores: PostgreSQL, the server,
      // this process, anything else running). On a machine whose cores all of them share, the ratio is
      // about the machine's CPU per raw unlock over its CPU per HTTP unlock.
      const us = (ms: number, f: Figures) => (Number.isNaN(ms) ? 'n/a (no /proc)' : `${((ms * 1000) / (f.ok + f.refused)).toFixed(0)} µs`);
      console.log(
        `CPU per request: raw run's pg client ${us(rawClientCpu, raw)}, whole machine ${us(rawMachine, raw)}; ` +
          `HTTP run's server ${us(serverCpu, http)}, load generator ${us(genCpu, http)}, whole machine ${us(httpMachine, http)}; ` +
          `floor's server ${us(floorCpu, floor)}, whole machine ${us(floorMachine, floor)}`,
      );
      // Every reader: CREDITS unlocks, then exactly two no-credit refusals; nothing else (an error fails the run).
      const runs = { raw, http, floor, ...(peered ? { peered } : {}) };
      for (const [name, x] of Object.entries(runs))
        if (x.ok !== expectedOk || x.refused !== expectedRefused || x.errors !== 0) {
          console.error(
            `FAILED: ${name} ok ${x.ok} / refused ${x.refused} / errors ${x.errors}, expected ${expectedOk} / ${expectedRefused} / 0; server log: ${serverLog}`,
          );
          failed = true;
        }
    }
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)]!; // the lower middle for an even count
    const list = (xs: number[]) => xs.map((r) => `${r.toFixed(1)}%`).join(', ');
    console.log(`ratio HTTP / raw over ${ROUNDS} round(s): median ${median(ratios).toFixed(1)}% (${list(ratios)}; target ≥ 50%)`);
    console.log(`ratio floor / raw over ${ROUNDS} round(s): median ${median(floorRatios).toFixed(1)}% (${list(floorRatios)})`);
    if (peeredRatios.length)
      console.log(
        `ratio HTTP with ${PEERS} peer(s) / raw over ${ROUNDS} round(s): median ${median(peeredRatios).toFixed(1)}% (${list(peeredRatios)})`,
      );
    if (!host.quiet) console.log('(taken under load, BENCH_IGNORE_LOAD=1: the ratios above are not valid figures)');
    const all = rounds.flatMap((r) => [...r.raw, ...r.http, ...r.floor, ...r.peered]).map((r) => r.id);
    const check = await ledgerCheck(pool, all, CREDITS);
    console.log(
      `ledger vs state: ${check.bad} readers differ; ${check.spent} credits charged, ${check.left} left, ${check.unlocks} unlocks (expected charged ${all.length * CREDITS}, left 0)`,
    );
    if (check.bad !== 0 || check.left !== 0 || failed) {
      console.error(`FAILED: ledger or unlock counts (see above); server log: ${serverLog}`);
      process.exitCode = 1;
    }
  } finally {
    await floorServer?.stop();
    rmSync(sessionsFile, { force: true });
    for (const p of [server, ...peers])
      if (p && p.exitCode === null) {
        p.kill('SIGTERM');
        await once(p, 'exit').catch(() => undefined);
      }
    await pool.end();
    await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    await admin.end();
    await dropRedisPrefix(redisPrefix);
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
