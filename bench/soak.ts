/**
 * `npm run soak` (issue #24): ten minutes of mixed traffic (browse, vote, buy, read messages) on
 * the loopback against a server process, at SOAK_SHARE (0.7) of the ceiling measured at the start;
 * per minute the error rate, p99 and the server's RSS and heap (its /metrics). Environment:
 * SOAK_SECONDS (600), SOAK_BUCKET_SECONDS (60), SOAK_SHARE (0.7), SOAK_USERS (300).
 */
import { setupContestBench } from './contest-bench-lib';
import { formatBucket, measureCeiling, serverMemory, soak, type SoakTargets } from './soak-lib';

const SECONDS = Number(process.env['SOAK_SECONDS'] ?? 600);
const BUCKET = Number(process.env['SOAK_BUCKET_SECONDS'] ?? 60);
const SHARE = Number(process.env['SOAK_SHARE'] ?? 0.7);
const USERS = Number(process.env['SOAK_USERS'] ?? 300);

async function main() {
  const bench = await setupContestBench('soak', {
    voters: USERS,
    entries: 10,
    env: { CONTEST_VOTES_PER_DEVICE_PER_MINUTE: '100000000', CONTEST_NEW_ACCOUNT_COOLDOWN_MINUTES: '0' },
  });
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
    };
    const start = await serverMemory(bench.base);
    const ceiling = await measureCeiling(targets, 15);
    const rate = ceiling * SHARE;
    console.log(
      `soak: ceiling ${ceiling.toFixed(0)} req/s (closed loop, 32 callers); running ${SECONDS} s at ${rate.toFixed(0)} req/s (${SHARE * 100} %)`,
    );
    console.log(`server at start: RSS ${start.rssMb.toFixed(0)} MB, heap ${start.heapMb.toFixed(0)} MB`);
    const result = await soak(targets, { seconds: SECONDS, rate, bucketSeconds: BUCKET, onBucket: (b) => console.log(formatBucket(b)) });
    console.log(
      `soak: ${result.requests} requests, ${result.errors} errors (${((100 * result.errors) / Math.max(1, result.requests)).toFixed(3)} %)`,
    );
    if (result.errors) console.log(JSON.stringify(result.errorKinds, null, 1));
    process.exitCode = result.errors ? 1 : 0;
  } finally {
    await bench.close();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
