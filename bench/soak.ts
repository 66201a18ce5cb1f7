/**
 * `npm run soak` (issues #24, #37): ten minutes of mixed traffic on the loopback against a server
 * process started for it — browsing, votes, ticket orders, inbox reads, articles read and unlocked
 * with credits, searches that never repeat a query, ads served and their impressions reported
 * against the serve id — at SOAK_SHARE (0.7) of the ceiling measured at the start. Per minute:
 * error rate, p99, RSS and heap in use (the server's /metrics), and the heap left after a full
 * garbage collection (through the server's inspector: bench/heap-probe.ts). A line fitted through
 * the after-GC heap from the second sample on gives the heap's growth in MB per minute; the run
 * fails when it is above SOAK_HEAP_SLOPE_MB_PER_MIN (1.0: a leak of 60 MB an hour) or when any
 * request failed. Not part of `npm test` (its short run, test/soak, checks errors only).
 * Environment: SOAK_SECONDS (600), SOAK_BUCKET_SECONDS (60), SOAK_SHARE (0.7), SOAK_USERS (300),
 * SOAK_HEAP_SLOPE_MB_PER_MIN (1.0), SOAK_SEARCH_DOCS (5000); BENCH_IGNORE_LOAD=1 runs it on a busy machine.
 */
import { createDataSource } from '@server/infra/database/data-source';
import { PgSearchEngine } from '@server/modules/search/engine/pg-search-engine';
import { dbUrl, freePort, setupContestBench, type BenchEnv } from './contest-bench-lib';
import { fitLine, HeapProbe } from './heap-probe';
import { machineCheck } from './machine';
import { corpusDocument, uniqueQueries } from './search-corpus';
import { formatBucket, measureCeiling, serverMemory, soak, type SoakTargets } from './soak-lib';

const SECONDS = Number(process.env['SOAK_SECONDS'] ?? 600);
const BUCKET = Number(process.env['SOAK_BUCKET_SECONDS'] ?? 60);
const SHARE = Number(process.env['SOAK_SHARE'] ?? 0.7);
const USERS = Number(process.env['SOAK_USERS'] ?? 300);
const SLOPE_BOUND = Number(process.env['SOAK_HEAP_SLOPE_MB_PER_MIN'] ?? 1.0);
const SEARCH_DOCS = Number(process.env['SOAK_SEARCH_DOCS'] ?? 5000);
const ARTICLES = 300;

/** Locked articles to read and unlock, credits for every soak user, a search corpus and one running ad. */
async function wideFixtures(bench: BenchEnv): Promise<Pick<SoakTargets, 'articleIds' | 'searchQueries' | 'ads'>> {
  const { pool } = bench;
  const { rows: authors } = await pool.query<{ id: string }>(
    `INSERT INTO users (phone, nickname, roles) VALUES ('18700000000', 'soak author', '{author}') RETURNING id`,
  );
  const author = authors[0]!.id;
  const { rows: articles } = await pool.query<{ id: string }>(
    `INSERT INTO articles (translation_group_id, language, author_id, title, summary, cover, body, preview, plain_text, preview_text,
                           locked, preview_length, category, tags, status, published_at)
     SELECT gen_random_uuid(), 'en-us', $1, 'Soak reef ' || g, 'Summary', '/uploads/x.jpg', '<p>open</p><p>locked</p>', '<p>open</p>',
            'open locked', 'open', true, 50, 'gear', '{}', 'published', now() - g * interval '1 minute'
       FROM generate_series(1, $2) g RETURNING id`,
    [author, ARTICLES],
  );
  const readers = bench.voters.map((v) => v.id);
  await pool.query(
    `INSERT INTO memberships (user_id, remaining_credits, opened_at, version) SELECT u, 1000000, now(), 1 FROM unnest($1::uuid[]) u`,
    [readers],
  );
  // One ad running on the home banner (an application and a paid campaign, as the advertisers demo writes them).
  const { rows: apps } = await pool.query<{ id: string }>(
    `INSERT INTO ad_applications (user_id, status, company_name, province, city, district, address, credit_code, license_image, business_scope,
       legal_name, legal_phone_prefix, legal_phone, legal_email, contact_name, contact_phone_prefix, contact_phone, contact_email, wechat_id, whatsapp)
     VALUES ($1, 'paid', 'Soak Reef Ltd', '440000', '440300', '440305', 'Road 1', '91440300MA5F000007', '/x.jpg', 'Diving',
       'Chen', '+86', '13800000005', 'l@example.com', 'Li', '+86', '13800000005', 'c@example.com', 'soak', '') RETURNING id`,
    [author],
  );
  await pool.query(
    `INSERT INTO ad_campaigns (application_id, user_id, package_id, order_id, slot, days, status, starts_at, ends_at, image, title, link,
       creative_status, creative_approved_at)
     VALUES ($1, $2, gen_random_uuid(), gen_random_uuid(), 'home_banner', 30, 'scheduled', now() - interval '1 hour', now() + interval '30 days',
       '/x.jpg', 'Soak ad', 'https://reef.example/', 'approved', now())`,
    [apps[0]!.id, author],
  );
  // The search corpus, through the engine's own batch write (as bench:search loads its own).
  const ds = await createDataSource(dbUrl(bench.dbName), 2).initialize();
  try {
    const engine = new PgSearchEngine(ds);
    for (let i = 0; i < SEARCH_DOCS; i += 1000) {
      await engine.write(
        Array.from({ length: Math.min(1000, SEARCH_DOCS - i) }, (_, k) => corpusDocument(i + k)),
        new Date(),
      );
    }
    await ds.query('VACUUM ANALYZE search_documents');
  } finally {
    await ds.destroy();
  }
  return { articleIds: articles.map((a) => a.id), searchQueries: uniqueQueries(), ads: true };
}

async function main() {
  machineCheck('soak');
  const inspectPort = await freePort();
  // The server takes its inspector on the loopback: the probe collects its garbage before each reading.
  process.env['BENCH_SERVER_NODE_ARGS'] = `${process.env['BENCH_SERVER_NODE_ARGS'] ?? ''} --inspect=127.0.0.1:${inspectPort}`.trim();
  const bench = await setupContestBench('soak', {
    voters: USERS,
    entries: 10,
    env: {
      CONTEST_VOTES_PER_DEVICE_PER_MINUTE: '100000000',
      CONTEST_NEW_ACCOUNT_COOLDOWN_MINUTES: '0',
      ADS_FREQUENCY_CAP: '1000',
      ADS_EVENTS_PER_MINUTE: '100000000',
    },
  });
  const probe = await HeapProbe.connect(inspectPort);
  try {
    const text = (v: string) => JSON.stringify({ 'zh-cn': v, 'en-us': v, 'zh-hant': v });
    const { rows: ex } = await bench.pool.query<{ id: string }>(
      `INSERT INTO exhibitions (title, description, cover, gallery, venue_name, venue_address, city, lat, lng, starts_at, ends_at, currency)
       VALUES ($1, $2, '/x.jpg', '[]', $3, $4, $5, 22.5, 114, now() + interval '7 days', now() + interval '9 days', 'CNY') RETURNING id`,
      [text('Soak Expo'), text('About'), text('Hall'), text('Road'), text('City')],
    );
    const { rows: tt } = await bench.pool.query<{ id: string }>(
      `INSERT INTO ticket_types (exhibition_id, name, price, quota, per_order_limit, sale_starts_at, sale_ends_at, sort)
       VALUES ($1, $2, 8000, 100000000, 10, now() - interval '1 day', now() + interval '30 days', 0) RETURNING id`,
      [ex[0]!.id, text('Day')],
    );
    const targets: SoakTargets = {
      base: bench.base,
      users: bench.voters.map((v) => ({ token: v.token, csrf: v.csrf })),
      contestId: bench.contestId,
      entryIds: bench.entryIds,
      exhibitionId: ex[0]!.id,
      ticketTypeId: tt[0]!.id,
      ...(await wideFixtures(bench)),
    };
    const start = await serverMemory(bench.base);
    const ceiling = await measureCeiling(targets, 15);
    const rate = ceiling * SHARE;
    console.log(
      `soak: ceiling ${ceiling.toFixed(0)} req/s (closed loop, 32 callers); running ${SECONDS} s at ${rate.toFixed(0)} req/s (${SHARE * 100} %)`,
    );
    console.log(`server at start: RSS ${start.rssMb.toFixed(0)} MB, heap ${start.heapMb.toFixed(0)} MB, after a full GC ${(await probe.heapAfterGcMb()).toFixed(1)} MB`);
    const afterGc: { minute: number; mb: number }[] = [];
    const began = Date.now();
    const result = await soak(targets, {
      seconds: SECONDS,
      rate,
      bucketSeconds: BUCKET,
      onBucket: (b) => {
        console.log(formatBucket(b));
        // Sampled as each bucket closes (the traffic goes on meanwhile).
        void probe.heapAfterGcMb().then((mb) => {
          const minute = (Date.now() - began) / 60_000;
          afterGc.push({ minute, mb });
          console.log(`         heap after a full GC at ${minute.toFixed(2)} min: ${mb.toFixed(1)} MB`);
        });
      },
    });
    const last = await probe.heapAfterGcMb();
    afterGc.push({ minute: (Date.now() - began) / 60_000, mb: last });
    console.log(`heap after a full GC at the end: ${last.toFixed(1)} MB`);
    console.log(
      `soak: ${result.requests} requests, ${result.errors} errors (${((100 * result.errors) / Math.max(1, result.requests)).toFixed(3)} %)`,
    );
    if (result.errors) console.log(JSON.stringify(result.errorKinds, null, 1));
    // The first sample is the warm-up (code compiled, pools and caches filling): the line is fitted from the second on.
    const fitted = afterGc.sort((a, b) => a.minute - b.minute).slice(1);
    let slopeOk = false;
    if (fitted.length >= 3) {
      const line = fitLine(
        fitted.map((s) => s.minute),
        fitted.map((s) => s.mb),
      );
      slopeOk = line.slope <= SLOPE_BOUND;
      console.log(
        `heap after GC: slope ${line.slope.toFixed(3)} MB/min (R² ${line.r2.toFixed(2)}) over ${fitted.length} samples from minute ${fitted[0]!.minute.toFixed(1)}; ` +
          `bound ${SLOPE_BOUND} MB/min: ${slopeOk ? 'within' : 'ABOVE (a leak?)'}`,
      );
    } else console.log(`heap after GC: only ${fitted.length} samples past the first; no slope fitted (run longer)`);
    process.exitCode = result.errors || !slopeOk ? 1 : 0;
  } finally {
    probe.close();
    await bench.close();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
