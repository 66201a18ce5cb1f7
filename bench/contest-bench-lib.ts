/**
 * Shared set-up of the contest benchmarks (`vote.ts`, `fanout.ts`): a database of their own with a
 * contest in progress, approved entries and logged-in voters (sessions made directly), and the
 * built server (`dist/server/src/main.js`) spawned as a child with its own Redis prefix.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import Redis from 'ioredis';
import { Client, Pool } from 'pg';

type AutocannonOptions = Parameters<typeof autocannon>[0];
export type AutocannonRequest = NonNullable<AutocannonOptions['requests']>[number];

export const ADMIN_URL = process.env['TEST_DATABASE_URL'] ?? process.env['DATABASE_URL'] ?? 'postgres://postgres@127.0.0.1:5432/postgres';
export const REDIS_URL = process.env['REDIS_URL'] ?? 'redis://127.0.0.1:6379/0';
export const ROOT = join(__dirname, '..');

export interface Voter {
  id: string;
  token: string;
  csrf: string;
}

export interface BenchEnv {
  base: string;
  /** the bench's own database (dropped at close) */
  dbName: string;
  pool: Pool;
  contestId: string;
  entryIds: string[];
  voters: Voter[];
  server: ChildProcess;
  close(): Promise<void>;
}

export interface Figures {
  requests: number;
  ok: number;
  perSecond: number;
  p50ms: number;
  p99ms: number;
}

export type AutocannonClient = Parameters<NonNullable<AutocannonOptions['setupClient']>>[0];

export interface CannonOptions extends AutocannonOptions {
  /** Requests of the connection numbered `k` (0 … connections − 1), built once, in place of `requests`. */
  perConnection?: (k: number, connections: number, client: AutocannonClient) => AutocannonRequest[];
}

/** Runs autocannon; `isOk` decides which answers count (e.g. code 1 only). */
export function cannon({ perConnection, ...opts }: CannonOptions, isOk: (status: number, body: string) => boolean): Promise<Figures> {
  let ok = 0;
  const counted = (r: AutocannonRequest): AutocannonRequest => ({
    ...r,
    onResponse: (status: number, body: string, ctx: Record<string, unknown>, headers: Record<string, string>) => {
      if (isOk(status, body)) ok++;
      r.onResponse?.(status, body, ctx, headers);
    },
  });
  const requests = (opts.requests ?? []).map(counted);
  let connection = 0;
  const setupClient =
    perConnection &&
    ((client: AutocannonClient) => client.setRequests(perConnection(connection++, opts.connections ?? 10, client).map(counted)));
  return new Promise((resolve, reject) => {
    autocannon({ ...opts, requests, ...(setupClient && { setupClient }) }, (err, res) => {
      if (err) return reject(err);
      const seconds = res.duration || opts.duration || 1;
      resolve({ requests: res.requests.total, ok, perSecond: Math.round(ok / seconds), p50ms: res.latency.p50, p99ms: res.latency.p99 });
    });
  });
}

/**
 * Votes for `cannon`: many logged-in voters, each voting on its own entry (voter j on entry
 * j mod entries), the voters dealt out to the connections (connection k sends as voters k, k + C,
 * k + 2C, … in turn). Like the H5 app, a voter sends the latest `__token__` its session was given
 * (every response carries one).
 *
 * Each connection's requests are built once, as autocannon does for a static request (the bare
 * baseline's), and a request is rebuilt only when its voter is handed a new token (about every
 * 10 s; `CsrfTokens`). Building every request again through `setupRequest` cost the load
 * generator ~8 µs per vote on the same 2 cores as the server (docs/performance-log.md).
 * `onResponse` also sees each answer.
 */
export function voteLoad(
  bench: Pick<BenchEnv, 'voters' | 'entryIds'>,
  onResponse?: (status: number, body: string) => void,
): Pick<CannonOptions, 'requests' | 'perConnection'> {
  const request = (j: number, client?: AutocannonClient): AutocannonRequest => {
    const v = bench.voters[j]!;
    const headers = { 'content-type': 'application/json', token: v.token, __token__: v.csrf, language: 'en-us' };
    return {
      method: 'POST',
      path: `/api/v1/entries/${bench.entryIds[j % bench.entryIds.length]!}/votes`,
      headers,
      body: '{}',
      // Runs before the connection moves on, so `setHeaders` rebuilds this very request.
      onResponse: (status, body, _ctx, res) => {
        const fresh = res['__token__'];
        if (fresh && fresh !== headers.__token__) {
          headers.__token__ = fresh;
          v.csrf = fresh;
          client?.setHeaders({ ...headers });
        }
        onResponse?.(status, body);
      },
    };
  };
  return {
    requests: [request(0)],
    perConnection: (k, connections, client) => {
      const mine: AutocannonRequest[] = [];
      for (let j = k % bench.voters.length; j < bench.voters.length; j += connections) mine.push(request(j, client));
      return mine;
    },
  };
}

export async function freePort(): Promise<number> {
  const srv = createServer();
  srv.listen(0, '127.0.0.1');
  await once(srv, 'listening');
  const addr = srv.address();
  const port = typeof addr === 'object' && addr ? addr.port : 0;
  srv.close();
  return port;
}

export function dbUrl(name: string): string {
  const u = new URL(ADMIN_URL);
  u.pathname = `/${name}`;
  return u.toString();
}

export function run(cmd: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const p = spawn(cmd, args, { env, stdio: ['ignore', 'ignore', 'inherit'] });
    p.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${args.join(' ')} exited with ${code}`))));
  });
}

export function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

/** The round with the median ratio (rounds alternate baseline and subject; see bench/README.md). */
export function medianRound<R extends { ratio: number }>(rounds: R[]): R {
  return [...rounds].sort((a, b) => a.ratio - b.ratio)[Math.floor(rounds.length / 2)]!;
}

export async function waitHealthy(base: string) {
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${base}/api/v1/health`)).ok) return;
    } catch {
      // not listening yet
    }
    if (i > 300) throw new Error('the server did not start');
    await new Promise((r) => setTimeout(r, 100));
  }
}

export interface ChildServer {
  base: string;
  pid: number;
  stop(): Promise<void>;
}

/** A helper server (baseline, reference) as a child process on `port`, ready once its health route answers. */
export async function startChild(
  args: string[],
  port: number,
  env: NodeJS.ProcessEnv,
  cleanup?: () => Promise<void>,
): Promise<ChildServer> {
  const p = spawn(process.execPath, args, { cwd: join(ROOT, '..'), env, stdio: ['ignore', 'ignore', 'inherit'] });
  const base = `http://127.0.0.1:${port}`;
  await waitHealthy(base);
  return {
    base,
    pid: p.pid ?? 0,
    async stop() {
      p.kill('SIGTERM');
      await once(p, 'exit').catch(() => undefined);
      await cleanup?.();
    },
  };
}

/** A bare Fastify JSON route in a child process (the baseline of the same run). */
export async function startBareFastify(): Promise<ChildServer> {
  const port = await freePort();
  const code = `const f=require('fastify')();f.post('/bare',async()=>({code:1,msg:'ok',data:{ok:true}}));f.get('/bare',async()=>({code:1,msg:'ok',data:{ok:true}}));f.get('/api/v1/health',async()=>({ok:true}));f.listen({port:${port},host:'127.0.0.1'});`;
  return startChild(['-e', code], port, process.env);
}

/** Deletes a bench's Redis keys. */
export async function dropRedisPrefix(prefix: string) {
  const redis = new Redis(REDIS_URL);
  let cursor = '0';
  do {
    const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 1000);
    cursor = next;
    if (keys.length) await redis.del(...keys);
  } while (cursor !== '0');
  await redis.quit();
}

/** The environment of a bench's built server: its own database and Redis prefix, no demo data, quiet logs, no default rate limit. */
export function benchServerEnv(dbName: string, redisPrefix: string): NodeJS.ProcessEnv {
  return {
    ...process.env,
    NODE_ENV: 'development',
    DATABASE_URL: dbUrl(dbName),
    DATABASE_POOL_SIZE: '20',
    REDIS_URL,
    REDIS_PREFIX: redisPrefix,
    DEMO_DATA: 'false',
    LOG_LEVEL: 'error',
    RATE_LIMIT_DEFAULT_PER_MINUTE: '100000000',
  };
}

export async function setupContestBench(
  name: string,
  opts: { voters: number; entries: number; env?: Record<string, string> },
): Promise<BenchEnv> {
  const id = randomBytes(4).toString('hex');
  const dbName = `reefline_bench_${name}_${id}`;
  const redisPrefix = `reefline-bench-${name}:${id}:`;
  const admin = new Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${dbName}`);
  const env = {
    ...benchServerEnv(dbName, redisPrefix),
    CONTEST_VOTES_PER_IP_PER_MINUTE: '100000000',
    CONTEST_CLUSTER_ACCOUNTS_PER_IP: '100000000',
    ...opts.env,
  };
  await run(process.execPath, [join(ROOT, 'server', 'src', 'cli.js'), 'setup'], env);
  const pool = new Pool({ connectionString: dbUrl(dbName), max: 10 });
  pool.on('error', () => undefined); // an idle client ended by the DROP DATABASE at teardown

  // Contest in progress; the allowance raised for the run (every voter may vote all the time).
  const { rows: c } = await pool.query<{ id: string }>(
    `INSERT INTO contests (year, title, cover, starts_at, ends_at, votes_per_user_per_day) VALUES (2026, 'Bench', '/x.jpg', now() - interval '1 day', now() + interval '30 days', 30000) RETURNING id`,
  );
  const contestId = c[0]!.id;
  const ids = (
    await pool.query<{ id: string }>(
      `INSERT INTO users (phone, nickname) SELECT '188' || lpad(g::text, 8, '0'), 'bench ' || g FROM generate_series(1, $1) g RETURNING id`,
      [opts.voters + opts.entries],
    )
  ).rows.map((r) => r.id);
  const owners = ids.slice(0, opts.entries);
  const voterIds = ids.slice(opts.entries);
  const entryIds = (
    await pool.query<{ id: string }>(
      `INSERT INTO contest_entries (contest_id, user_id, title, images, year, status, reach_seq)
     SELECT $1, u, 'Entry ' || o, ARRAY['/x.jpg'], 2025, 'approved', nextval('contest_reach_seq') FROM unnest($2::uuid[]) WITH ORDINALITY AS t(u, o) RETURNING id`,
      [contestId, owners],
    )
  ).rows.map((r) => r.id);
  const tokens = voterIds.map(() => randomBytes(32).toString('base64url'));
  await pool.query(
    `INSERT INTO sessions (user_id, token_hash, last_used_at, expires_at) SELECT u, h, now(), now() + interval '1 day' FROM unnest($1::uuid[], $2::text[]) AS t(u, h)`,
    [voterIds, tokens.map((t) => createHash('sha256').update(t).digest('hex'))],
  );

  const port = await freePort();
  const nodeArgs = (process.env['BENCH_SERVER_NODE_ARGS'] ?? '').split(' ').filter(Boolean);
  const server = spawn(process.execPath, [...nodeArgs, join(ROOT, 'server', 'src', 'main.js')], {
    env: { ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  await waitHealthy(base);
  const voters: Voter[] = [];
  for (const [i, token] of tokens.entries()) {
    const res = await fetch(`${base}/api/v1/me`, { headers: { token } });
    voters.push({ id: voterIds[i]!, token, csrf: res.headers.get('__token__') ?? '' });
  }
  return {
    base,
    dbName,
    pool,
    contestId,
    entryIds,
    voters,
    server,
    async close() {
      if (server.exitCode === null) {
        server.kill('SIGTERM');
        await once(server, 'exit').catch(() => undefined);
      }
      await pool.end();
      await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
      await admin.end();
      await dropRedisPrefix(redisPrefix);
    },
  };
}

let clockTicks: number | undefined;

/** CPU seconds (user + system) a process has used, from /proc (Linux); 0 where unreadable. */
function procCpu(pid: number | string): number {
  try {
    clockTicks ??= Number(execFileSync('getconf', ['CLK_TCK']).toString()) || 100;
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(f[11]) + Number(f[12])) / clockTicks;
  } catch {
    return 0;
  }
}

/** CPU seconds used by every process named `comm` (e.g. all PostgreSQL backends). */
function commCpu(comm: string): number {
  let sum = 0;
  let pids: string[] = [];
  try {
    pids = readdirSync('/proc').filter((d) => /^\d+$/.test(d));
  } catch {
    return 0;
  }
  for (const pid of pids) {
    try {
      if (readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === comm) sum += procCpu(pid);
    } catch {
      // gone meanwhile
    }
  }
  return sum;
}

export type CpuSample = Record<string, number>;

/**
 * CPU seconds so far of the processes a run involves: the given children (by name), this process
 * (the load generator: autocannon runs here), PostgreSQL and Redis. Compare two samples with
 * `cpuPerRequest` to see where a request's CPU goes (Linux only; elsewhere all zeros).
 */
export function cpuSample(children: Record<string, number | undefined>): CpuSample {
  const own = process.cpuUsage();
  const sample: CpuSample = {};
  for (const [name, pid] of Object.entries(children)) sample[name] = pid ? procCpu(pid) : 0;
  sample['load generator'] = (own.user + own.system) / 1e6;
  sample['postgres'] = commCpu('postgres');
  sample['redis'] = commCpu('redis-server');
  return sample;
}

/** µs of CPU per request, per process, between two samples; `requests` = answers counted. */
export function cpuPerRequest(before: CpuSample, after: CpuSample, requests: number): Record<string, number> {
  const out: Record<string, number> = {};
  let total = 0;
  for (const name of Object.keys(after)) {
    // A process that exited between the samples (a PostgreSQL backend) would count negative.
    out[name] = requests ? Math.max(0, Math.round(((after[name]! - (before[name] ?? 0)) * 1e6) / requests)) : 0;
    total += out[name];
  }
  out['total'] = total;
  return out;
}

/**
 * The reference handler (bench/reference-vote-server.ts: token check + one Lua call, no
 * PostgreSQL) in a child process, answering the same vote requests as the server.
 */
export async function startReferenceVote(bench: Pick<BenchEnv, 'voters'>): Promise<ChildServer> {
  const port = await freePort();
  const id = randomBytes(4).toString('hex');
  const sessionsFile = join(tmpdir(), `reefline-bench-ref-${id}.json`);
  writeFileSync(sessionsFile, JSON.stringify(bench.voters.map((v) => [createHash('sha256').update(v.token).digest('hex'), v.id])));
  const prefix = `reefline-bench-ref:${id}:`;
  const env = { ...process.env, PORT: String(port), REDIS_URL, REDIS_PREFIX: prefix, SESSIONS_FILE: sessionsFile };
  return startChild([join(ROOT, 'bench', 'reference-vote-server.js')], port, env, async () => {
    rmSync(sessionsFile, { force: true });
    const redis = new Redis(REDIS_URL);
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length) await redis.del(...keys);
    await redis.quit();
  });
}
