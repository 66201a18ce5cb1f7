/**
 * `npm run bench:notices` — 100,000 notices through the real delivery path (NoticeService.enqueueMany
 * → BullMQ `notices` → DeliverNoticeProcessor: batched INSERT … ON CONFLICT + language lookup +
 * socket.io push through the Redis adapter) beside raw BullMQ (empty jobs, a no-op worker with
 * the same concurrency) measured in the same run, same process, same Redis.
 *
 * Own database (created, migrated, dropped) and Redis prefix (deleted). Env: BENCH_NOTICES (default
 * 100000), BENCH_RECIPIENTS (1000), BENCH_BASE_DATABASE_URL (postgres://postgres@127.0.0.1:5432/postgres),
 * REDIS_URL, and the app's NOTICES_* settings.
 */
import { Queue, Worker, type Job } from 'bullmq';
import Redis from 'ioredis';
import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { createApp } from '@server/app.factory';
import { AppConfig } from '@server/config/app-config';
import { createDataSource } from '@server/infra/database/data-source';
import { ensureDatabase } from '@server/infra/database/db-admin';
import type { DeliverNoticePayload } from '@server/modules/notices/ports/notice-source.port';
import { NoticeService } from '@server/modules/messaging/services/notice.service';
import { machineCheck } from './machine';

const N = Number(process.env['BENCH_NOTICES'] ?? 100_000);
const RECIPIENTS = Number(process.env['BENCH_RECIPIENTS'] ?? 1000);
const BASE_URL = process.env['BENCH_BASE_DATABASE_URL'] ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = process.env['REDIS_URL'] ?? 'redis://127.0.0.1:6379/0';
const CHUNK = 1000;
const ROUNDS = Number(process.env['BENCH_ROUNDS'] ?? 2);

const id = randomBytes(4).toString('hex');
const dbName = `reefline_bench_notices_${id}`;
const prefix = `reefline-bench:${id}:`;
const dbUrl = (() => {
  const u = new URL(BASE_URL);
  u.pathname = `/${dbName}`;
  return u.toString();
})();

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
const fmt = (n: number) => Math.round(n).toLocaleString('en-US');

interface Result {
  addPerSec: number;
  endToEndPerSec: number;
  p50: number;
  p99: number;
  seconds: number;
}

/** Raw BullMQ: N empty jobs added in bulk while a no-op worker of the same concurrency drains them. */
async function rawBullmq(concurrency: number): Promise<Result> {
  const connection = { url: REDIS_URL, maxRetriesPerRequest: null };
  const queue = new Queue('raw', { connection, prefix: `${prefix}bull` });
  const latencies: number[] = [];
  let done = 0;
  let resolveAll!: () => void;
  const all = new Promise<void>((r) => (resolveAll = r));
  const worker = new Worker(
    'raw',
    async (job: Job) => {
      latencies.push(Date.now() - job.timestamp);
      if (++done === N) resolveAll();
      return null;
    },
    { connection, prefix: `${prefix}bull`, concurrency },
  );
  worker.on('error', () => undefined);
  await worker.waitUntilReady();
  const start = performance.now();
  for (let i = 0; i < N; i += CHUNK) {
    const n = Math.min(CHUNK, N - i);
    await queue.addBulk(Array.from({ length: n }, () => ({ name: 'noop', data: {}, opts: { removeOnComplete: 1000 } })));
  }
  const added = performance.now();
  await all;
  const end = performance.now();
  await worker.close();
  await queue.obliterate({ force: true });
  await queue.close();
  latencies.sort((a, b) => a - b);
  return {
    addPerSec: N / ((added - start) / 1000),
    endToEndPerSec: N / ((end - start) / 1000),
    p50: pct(latencies, 50),
    p99: pct(latencies, 99),
    seconds: (end - start) / 1000,
  };
}

async function main() {
  machineCheck('bench:notices');
  console.log(`notices bench: ${fmt(N)} notices to ${fmt(RECIPIENTS)} recipients; database ${dbName}, Redis prefix ${prefix}`);
  await ensureDatabase(dbUrl);
  const ds = await createDataSource(dbUrl, 2).initialize();
  await ds.runMigrations({ transaction: 'each' });
  await ds.destroy();
  const db = new Client({ connectionString: dbUrl });
  await db.connect();
  const users = (
    await db.query<{ id: string }>(
      `INSERT INTO users (nickname, language) SELECT 'bench ' || g, (ARRAY['zh-cn','en-us','zh-hant'])[1 + g % 3]
         FROM generate_series(1, $1) g RETURNING id`,
      [RECIPIENTS],
    )
  ).rows.map((r) => r.id);

  const config = new AppConfig({
    ...process.env,
    NODE_ENV: 'development',
    LOG_LEVEL: 'warn',
    DATABASE_URL: dbUrl,
    REDIS_URL,
    REDIS_PREFIX: prefix,
    WORKER_ROLE: 'all',
    DEMO_DATA: 'false',
  });
  const app = await createApp(config);
  await app.init();
  const concurrency = config.raw.NOTICES_CONCURRENCY;
  try {
    // Warm-up (JIT, connections), not counted.
    const notices = app.get(NoticeService);
    await notices.enqueueMany(users.slice(0, 200).map((u, i) => notice(`warm-${i}`, u)));
    while (Number((await db.query('SELECT COUNT(*) AS n FROM messages')).rows[0].n) < 200) await sleep(50);
    await db.query('TRUNCATE messages');

    // Interleaved rounds (raw, notices, raw, notices…) so that load from elsewhere on the machine
    // hits both sides alike; the figures are the totals over all rounds.
    const raws: Result[] = [];
    const notes: Result[] = [];
    let duplicates = 0;
    for (let round = 0; round < ROUNDS; round++) {
      raws.push(await rawBullmq(concurrency));
      const r = await noticesRound(notices, db, users, round);
      duplicates += r.duplicates;
      notes.push(r.result);
      console.log(`round ${round + 1}: raw ${fmt(raws[round]?.endToEndPerSec ?? 0)}/s, notices ${fmt(r.result.endToEndPerSec)}/s`);
    }
    const raw = total(raws);
    const note = total(notes);
    const rows = [
      ['', 'raw BullMQ (empty job, no-op)', 'notices (enqueue → inbox row + push)'],
      ['enqueue (addBulk), jobs/s', fmt(raw.addPerSec), fmt(note.addPerSec)],
      ['end to end, jobs/s', fmt(raw.endToEndPerSec), fmt(note.endToEndPerSec)],
      ['queue latency p50, ms', fmt(raw.p50), fmt(note.p50)],
      ['queue latency p99, ms', fmt(raw.p99), fmt(note.p99)],
      ['wall time per round, s', (raw.seconds / ROUNDS).toFixed(1), (note.seconds / ROUNDS).toFixed(1)],
    ];
    const w = [30, 32, 38];
    console.log('');
    for (const r of rows) console.log(r.map((c, i) => c.padEnd(w[i] ?? 10)).join(''));
    console.log('');
    console.log(`ratio notices / raw (end to end): ${((note.endToEndPerSec / raw.endToEndPerSec) * 100).toFixed(0)} % (target ≥ 50 %)`);
    console.log(
      `${fmt(N)} notices × ${ROUNDS} rounds, duplicates ${duplicates}; worker concurrency ${concurrency} (raw too), batch ≤ ${config.raw.NOTICES_BATCH_MAX}, wait ${config.raw.NOTICES_BATCH_WAIT_MS} ms; latency figures: median of the rounds`,
    );
  } finally {
    await app.close();
    await db.end();
    await cleanup();
  }
}

/** One round of N notices through the real path; the inbox is emptied first. */
async function noticesRound(notices: NoticeService, db: Client, users: string[], round: number) {
  await db.query('TRUNCATE messages');
  const start = performance.now();
  for (let i = 0; i < N; i += CHUNK) {
    const t = Date.now();
    const batch: DeliverNoticePayload[] = [];
    for (let j = i; j < Math.min(N, i + CHUNK); j++) {
      batch.push({ ...notice(`bench-${round}-${j}`, users[j % users.length] as string), params: { t } });
    }
    await notices.enqueueMany(batch);
  }
  const added = performance.now();
  while (Number((await db.query<{ n: string }>('SELECT COUNT(*) AS n FROM messages')).rows[0]?.n) < N) await sleep(100);
  const end = performance.now();
  const lat = (
    await db.query<{ p50: number; p99: number }>(
      `SELECT percentile_cont(0.5) WITHIN GROUP (ORDER BY ms) AS p50, percentile_cont(0.99) WITHIN GROUP (ORDER BY ms) AS p99
         FROM (SELECT EXTRACT(EPOCH FROM created_at) * 1000 - (params->>'t')::bigint AS ms FROM messages) x`,
    )
  ).rows[0] as { p50: number; p99: number };
  const duplicates = Number(
    (await db.query<{ n: string }>('SELECT COUNT(*) - COUNT(DISTINCT (event_id, recipient_id)) AS n FROM messages')).rows[0]?.n,
  );
  const result: Result = {
    addPerSec: N / ((added - start) / 1000),
    endToEndPerSec: N / ((end - start) / 1000),
    p50: Number(lat.p50),
    p99: Number(lat.p99),
    seconds: (end - start) / 1000,
  };
  return { result, duplicates };
}

/** Totals over rounds: rates from summed times, latencies as the median round's. */
function total(rs: Result[]): Result {
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;
  const seconds = rs.reduce((a, r) => a + r.seconds, 0);
  const addSeconds = rs.reduce((a, r) => a + N / r.addPerSec, 0);
  return {
    addPerSec: (N * rs.length) / addSeconds,
    endToEndPerSec: (N * rs.length) / seconds,
    p50: median(rs.map((r) => r.p50)),
    p99: median(rs.map((r) => r.p99)),
    seconds,
  };
}

function notice(eventId: string, recipientId: string): DeliverNoticePayload {
  return {
    eventId,
    recipientId,
    category: 'system',
    titleKey: 'notice.welcome.title',
    bodyKey: 'notice.welcome.body',
    params: {},
    link: null,
  };
}

async function cleanup() {
  const redis = new Redis(REDIS_URL);
  let cursor = '0';
  do {
    const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 1000);
    cursor = next;
    if (keys.length) await redis.del(...keys);
  } while (cursor !== '0');
  await redis.quit();
  const admin = new Client({ connectionString: BASE_URL });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  await admin.end();
}

main().then(
  () => process.exit(0),
  async (err: unknown) => {
    console.error(err);
    await cleanup().catch(() => undefined);
    process.exit(1);
  },
);
