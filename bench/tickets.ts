/**
 * `npm run bench:tickets` (issue #5): many buyers racing for one limited ticket type.
 *
 * 1. Baseline: the order path's own single statement — conditional seat UPDATE (`sold + 1 <= quota`)
 *    + INSERT of the ticket order's row + INSERT of the order — run by a raw `pg` loop at the same
 *    concurrency until sold out.
 * 2. The whole HTTP path: the built server (`dist/server/src/main.js`, own database and Redis prefix)
 *    takes `POST /api/v1/orders` from BENCH_CONCURRENCY clients (distinct logged-in buyers, session
 *    token + `__token__`, Idempotency-Key) until the type is sold out; this includes validation,
 *    auth, anti-forgery, idempotency, the expiry job, the OrderPlaced notice and its socket push.
 *
 * Rounds alternate raw / HTTP (each until sold out); prints sales/s and p50/p99 latency of both per
 * round, the median round's ratio, and the oversell count (must be 0).
 * Environment: BENCH_ROUNDS (3), BENCH_SEATS (default 5000), BENCH_CONCURRENCY (32), BENCH_BUYERS (200), BENCH_SPLIT=1
 * (API and worker in two processes), BENCH_SERVER_NODE_ARGS (e.g. `--cpu-prof`),
 * TEST_DATABASE_URL / DATABASE_URL (admin connection), REDIS_URL.
 */
import autocannon from 'autocannon';
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { join } from 'node:path';
import Redis from 'ioredis';
import { Client, Pool } from 'pg';
import { ADMIN_URL, REDIS_URL, ROOT, dbUrl, freePort, medianRound, percentile, run, waitHealthy } from './contest-bench-lib';
import { machineCheck } from './machine';

const SEATS = Number(process.env['BENCH_SEATS'] ?? 5000);
const CONCURRENCY = Number(process.env['BENCH_CONCURRENCY'] ?? 32);
const BUYERS = Number(process.env['BENCH_BUYERS'] ?? 200);
const ROUNDS = Number(process.env['BENCH_ROUNDS'] ?? 3);

interface RunResult {
  sold: number;
  refused: number;
  errors: number;
  seconds: number;
  /** Per-request latencies (raw run); the HTTP run takes autocannon's histogram instead. */
  latencies: number[];
  latencyP50?: number;
  latencyP99?: number;
}

function summary(r: RunResult) {
  const sorted = [...r.latencies].sort((a, b) => a - b);
  return {
    sold: r.sold,
    refused: r.refused,
    errors: r.errors,
    seconds: Number(r.seconds.toFixed(2)),
    perSecond: Math.round(r.sold / r.seconds),
    p50ms: Number((r.latencyP50 ?? percentile(sorted, 50)).toFixed(2)),
    p99ms: Number((r.latencyP99 ?? percentile(sorted, 99)).toFixed(2)),
  };
}

async function createTicketType(pool: Pool, quota: number): Promise<{ exhibitionId: string; ticketTypeId: string }> {
  const exhibitionId = randomUUID();
  const ticketTypeId = randomUUID();
  const text = JSON.stringify({ 'zh-cn': '压测展', 'en-us': 'Bench expo', 'zh-hant': '壓測展' });
  await pool.query(
    `INSERT INTO exhibitions (id, title, description, cover, gallery, venue_name, venue_address, city, lat, lng, starts_at, ends_at, currency)
     VALUES ($1, $2, $2, '/uploads/x.jpg', '[]', $2, $2, $2, 0, 0, now() + interval '10 days', now() + interval '12 days', 'CNY')`,
    [exhibitionId, text],
  );
  await pool.query(
    `INSERT INTO ticket_types (id, exhibition_id, name, price, quota, per_order_limit, sale_starts_at, sale_ends_at)
     VALUES ($1, $2, $3, 8000, $4, 10, now() - interval '1 day', now() + interval '5 days')`,
    [ticketTypeId, exhibitionId, text, quota],
  );
  return { exhibitionId, ticketTypeId };
}

/**
 * The order path's statement, verbatim in shape (OrdersService.place with the ticket kind's
 * reservation): conditional seat UPDATE + the ticket order's row + INSERT of the order, one statement.
 */
const RAW_ORDER = `
  WITH reserved AS (UPDATE ticket_types SET sold = sold + $2 WHERE id = $1 AND sold + $2 <= quota
                      AND EXISTS (SELECT 1 FROM exhibitions e WHERE e.id = ticket_types.exhibition_id AND e.state = 'published')
                    RETURNING 0 AS position, price AS unit_price),
       attached AS (INSERT INTO ticket_orders (order_id, exhibition_id, ticket_type_id, holder_name, holder_email, holder_country, user_coupon_id)
                    SELECT $3, $5, $1, 'Bench', 'bench@example.com', 'China', NULL FROM reserved),
       priced AS (SELECT r.position, r.unit_price, r.unit_price * $2 AS line_total FROM reserved r),
       placed AS (
         INSERT INTO orders AS o (id, number, kind, status, user_id, quantity, subtotal, discount, total, currency, remark, expires_at)
         SELECT $3, 'B' || lpad((nextval('order_number_seq') % 10000000)::text, 13, '0'), 'ticket', 'pending_payment', $4, $2,
                sum(p.line_total), 0, greatest(0, sum(p.line_total) - 0), 'CNY', NULL, now() + interval '15 minutes'
           FROM priced p HAVING count(*) = 1 RETURNING o.id),
       lines AS (
         INSERT INTO order_lines (order_id, position, item_ref, title, unit_price, quantity, line_total)
         SELECT placed.id, p.position, $1::text, 'Bench', p.unit_price, $2, p.line_total FROM priced p, placed RETURNING order_id)
  SELECT id FROM placed`;

async function rawBaseline(pool: Pool, userIds: string[]): Promise<RunResult> {
  const { exhibitionId, ticketTypeId } = await createTicketType(pool, SEATS);
  const result: RunResult = { sold: 0, refused: 0, errors: 0, seconds: 0, latencies: [] };
  let soldOut = false;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async (_, w) => {
      let i = w;
      while (!soldOut) {
        const t0 = performance.now();
        try {
          const r = await pool.query(RAW_ORDER, [ticketTypeId, 1, randomUUID(), userIds[i++ % userIds.length], exhibitionId]);
          if (r.rowCount === 1) {
            result.sold++;
            result.latencies.push(performance.now() - t0);
          } else {
            result.refused++;
            soldOut = true;
          }
        } catch {
          result.errors++;
        }
      }
    }),
  );
  result.seconds = (performance.now() - started) / 1000;
  return result;
}

interface Buyer {
  token: string;
  csrf: string;
}

/**
 * The HTTP run, driven by autocannon (a lean load generator, so the client steals little CPU from
 * the server on a small machine): one buyer per connection, its `__token__` refreshed from every
 * response, a fresh Idempotency-Key per request; stops at the first "sold out".
 */
function httpRun(base: string, ticketTypeId: string, buyers: Buyer[]): Promise<RunResult> {
  const result: RunResult = { sold: 0, refused: 0, errors: 0, seconds: 0, latencies: [] };
  let next = 0;
  let instance: { stop(): void } | undefined;
  let stopped = false;
  const started = performance.now();
  return new Promise((resolve, reject) => {
    instance = autocannon(
      {
        url: base,
        connections: CONCURRENCY,
        pipelining: 1,
        duration: 600,
        timeout: 30,
        requests: [
          {
            method: 'POST',
            path: '/api/v1/orders',
            setupRequest: (req, context) => {
              context['buyer'] ??= next++ % buyers.length;
              const b = buyers[context['buyer'] as number];
              const i = (context['n'] = ((context['n'] as number | undefined) ?? 0) + 1);
              return {
                ...req,
                headers: {
                  'content-type': 'application/json',
                  token: b.token,
                  __token__: b.csrf,
                  'idempotency-key': randomUUID(),
                  language: 'en-us',
                },
                body: JSON.stringify({ ticketTypeId, quantity: 1, name: `Buyer ${i}`, email: `buyer${i}@example.com`, country: 'China' }),
              };
            },
            onResponse: (status, body, context, headers) => {
              const b = buyers[context['buyer'] as number];
              const fresh = headers['__token__'];
              if (fresh) b.csrf = fresh;
              let json: { code?: number; msg?: string } = {};
              try {
                json = JSON.parse(body) as typeof json;
              } catch {
                // counted as an error below
              }
              if (json.code === 1) result.sold++;
              else if (/sold out/i.test(json.msg ?? '')) {
                result.refused++;
                if (!stopped) {
                  stopped = true;
                  result.seconds = (performance.now() - started) / 1000;
                  instance?.stop();
                }
              } else {
                result.errors++;
                if (result.errors <= 3) console.error(`refused: ${status} ${body.slice(0, 200)}`);
              }
            },
          },
        ],
      },
      (err, res) => {
        if (err) return reject(err);
        if (!result.seconds) result.seconds = (performance.now() - started) / 1000;
        result.latencyP50 = res.latency.p50;
        result.latencyP99 = res.latency.p99;
        resolve(result);
      },
    );
  });
}

/** Waits until the server's queues have nothing waiting or running (the notices of the last run are delivered). */
async function drained(base: string): Promise<void> {
  for (let i = 0; i < 600; i++) {
    const res = await fetch(`${base}/api/v1/health`);
    const body = (await res.json()) as { data?: { queues?: Record<string, { waiting?: number; active?: number }> } };
    const busy = Object.values(body.data?.queues ?? {}).some((q) => (q.waiting ?? 0) + (q.active ?? 0) > 0);
    if (!busy) return;
    await new Promise((r) => setTimeout(r, 200));
  }
}

async function oversell(pool: Pool, ticketTypeId: string): Promise<{ quota: number; sold: number; orders: number; oversold: number }> {
  const { rows } = await pool.query<{ quota: number; sold: number; orders: number }>(
    `SELECT quota, sold, (SELECT count(*)::int FROM orders o JOIN ticket_orders t ON t.order_id = o.id
                          WHERE t.ticket_type_id = $1 AND o.status <> 'cancelled' AND o.status <> 'expired') AS orders
       FROM ticket_types WHERE id = $1`,
    [ticketTypeId],
  );
  const r = rows[0];
  return { ...r, oversold: Math.max(0, r.orders - r.quota, r.sold - r.quota) };
}

async function main() {
  machineCheck('bench:tickets');
  const id = randomBytes(4).toString('hex');
  const dbName = `reefline_bench_tickets_${id}`;
  const redisPrefix = `reefline-bench-tickets:${id}:`;
  const admin = new Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${dbName}`);
  let server: ChildProcess | undefined;
  let worker: ChildProcess | undefined;
  const pool = new Pool({ connectionString: dbUrl(dbName), max: CONCURRENCY });
  pool.on('error', () => undefined); // an idle client ended by the DROP DATABASE at teardown
  try {
    const env = {
      ...process.env,
      NODE_ENV: 'development',
      DATABASE_URL: dbUrl(dbName),
      DATABASE_POOL_SIZE: String(Math.max(20, CONCURRENCY)),
      REDIS_URL,
      REDIS_PREFIX: redisPrefix,
      DEMO_DATA: 'false',
      LOG_LEVEL: 'error',
      RATE_LIMIT_DEFAULT_PER_MINUTE: '100000000',
    };
    await run(process.execPath, [join(ROOT, 'server', 'src', 'cli.js'), 'setup'], env);

    // Buyers: users + sessions made directly (the token's SHA-256 is what the sessions table keeps).
    const userIds: string[] = [];
    const tokens: string[] = [];
    for (let i = 0; i < BUYERS; i++) {
      const token = randomBytes(32).toString('base64url');
      const { rows } = await pool.query<{ id: string }>(`INSERT INTO users (phone, nickname) VALUES ($1, $2) RETURNING id`, [
        `199${String(i).padStart(8, '0')}`,
        `bench ${i}`,
      ]);
      await pool.query(
        `INSERT INTO sessions (user_id, token_hash, last_used_at, expires_at) VALUES ($1, $2, now(), now() + interval '1 day')`,
        [rows[0].id, createHash('sha256').update(token).digest('hex')],
      );
      userIds.push(rows[0].id);
      tokens.push(token);
    }

    console.log(
      `tickets bench: ${SEATS} seats, ${CONCURRENCY} concurrent clients, ${BUYERS} buyers, ${process.env['BENCH_SPLIT'] === '1' ? 'API + worker process' : 'one process'}`,
    );

    const port = await freePort();
    const nodeArgs = (process.env['BENCH_SERVER_NODE_ARGS'] ?? '').split(' ').filter(Boolean);
    // One process by default; BENCH_SPLIT=1 runs the docs/SCALING.md shape instead: an API process
    // and a worker process (BullMQ jobs: notices, expiry), which share the cores of a small machine.
    const split = process.env['BENCH_SPLIT'] === '1';
    if (split) {
      worker = spawn(process.execPath, [join(ROOT, 'server', 'src', 'main.js')], {
        env: { ...env, WORKER_ROLE: 'worker', PORT: '0' },
        stdio: ['ignore', 'ignore', 'inherit'],
      });
    }
    server = spawn(process.execPath, [...nodeArgs, join(ROOT, 'server', 'src', 'main.js')], {
      env: { ...env, PORT: String(port), HOST: '127.0.0.1', WORKER_ROLE: split ? 'api' : 'all' },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    const base = `http://127.0.0.1:${port}`;
    await waitHealthy(base);
    const buyers: Buyer[] = [];
    for (const token of tokens) {
      const res = await fetch(`${base}/api/v1/orders?limit=1`, { headers: { token } });
      buyers.push({ token, csrf: res.headers.get('__token__') ?? '' });
    }
    // Warm-up: a few requests against another type, so JIT and pools are warm for both runs alike.
    const warm = await createTicketType(pool, CONCURRENCY * 4);
    await httpRun(base, warm.ticketTypeId, buyers);
    await drained(base);
    // ROUNDS rounds of raw / HTTP back to back (the machine's speed drifts; each round compares like
    // with like, and the median round is the figure). Before each raw run the server's worker has
    // finished the notices of the previous HTTP run, so it takes no CPU from the baseline.
    const rounds: { raw: ReturnType<typeof summary>; http: ReturnType<typeof summary>; ratio: number; oversold: number; sold: number }[] =
      [];
    for (let r = 0; r < ROUNDS; r++) {
      const raw = summary(await rawBaseline(pool, userIds));
      const { ticketTypeId } = await createTicketType(pool, SEATS);
      const http = summary(await httpRun(base, ticketTypeId, buyers));
      const check = await oversell(pool, ticketTypeId);
      rounds.push({ raw, http, ratio: http.perSecond / raw.perSecond, oversold: check.oversold, sold: check.sold });
      await drained(base);
    }
    console.table(
      rounds.map((r, i) => ({
        round: i + 1,
        'raw sales/s': r.raw.perSecond,
        'raw p50/p99 ms': `${r.raw.p50ms} / ${r.raw.p99ms}`,
        'HTTP orders/s': r.http.perSecond,
        'HTTP p50/p99 ms': `${r.http.p50ms} / ${r.http.p99ms}`,
        'HTTP refused/errors': `${r.http.refused} / ${r.http.errors}`,
        ratio: `${(r.ratio * 100).toFixed(1)}%`,
        oversell: r.oversold,
      })),
    );
    const median = medianRound(rounds);
    console.log(
      `median round: HTTP ${median.http.perSecond} orders/s (p99 ${median.http.p99ms} ms), raw ${median.raw.perSecond}/s (p99 ${median.raw.p99ms} ms), ratio HTTP / raw: ${(median.ratio * 100).toFixed(1)}%`,
    );
    const oversold = rounds.reduce((n, r) => n + r.oversold, 0);
    console.log(`oversell: ${oversold} in ${ROUNDS} rounds (each sold exactly ${SEATS}: ${rounds.every((r) => r.sold === SEATS)})`);
    if (oversold !== 0 || rounds.some((r) => r.sold !== SEATS)) process.exitCode = 1;
  } finally {
    for (const p of [server, worker]) {
      if (!p || p.exitCode !== null) continue;
      p.kill('SIGTERM');
      await once(p, 'exit').catch(() => undefined);
    }
    await pool.end();
    await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    await admin.end();
    const redis = new Redis(REDIS_URL);
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${redisPrefix}*`, 'COUNT', 1000);
      cursor = next;
      if (keys.length) await redis.del(...keys);
    } while (cursor !== '0');
    await redis.quit();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
