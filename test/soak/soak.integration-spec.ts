/**
 * The soak's short run (bench/soak-lib.ts; the ten-minute run is `npm run soak`): mixed traffic
 * (browse, vote, buy, read messages) at 70 % of the ceiling measured at its start, for
 * SOAK_SECONDS (default 35) in 5-second buckets. Zero errors (the heap's slope is `npm run soak`'s).
 */
import { buyers, createExhibition } from '../commerce/fixtures';
import { contestWithEntries } from '../contest/helpers';
import { startApp, type TestApp } from '@test/setup/harness';
import { formatBucket, measureCeiling, soak, type SoakTargets } from '../../bench/soak-lib';

const SECONDS = Number(process.env['SOAK_SECONDS'] ?? 35);

describe('soak (short run)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp({
      LOG_LEVEL: 'error',
      RATE_LIMIT_DEFAULT_PER_MINUTE: '100000000',
      CONTEST_VOTES_PER_IP_PER_MINUTE: '100000000',
      CONTEST_VOTES_PER_DEVICE_PER_MINUTE: '100000000',
      CONTEST_CLUSTER_ACCOUNTS_PER_IP: '100000000',
      CONTEST_NEW_ACCOUNT_COOLDOWN_MINUTES: '0',
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  it(`${SECONDS} s of mixed traffic at 70 % of the ceiling: no error`, async () => {
    const { contest, entries } = await contestWithEntries(t, 5, { votesPerUserPerDay: 100_000 });
    const ex = await createExhibition(t, { types: [{ quota: 10_000_000, perOrderLimit: 10 }] });
    const people = await buyers(t, 60);
    const targets: SoakTargets = {
      base: t.url,
      users: people.map((p) => ({ token: p.client.token!, csrf: p.client.csrf! })),
      contestId: contest.id,
      entryIds: entries.map((e) => e.id),
      exhibitionId: ex.id,
      ticketTypeId: ex.ticketTypes[0]!.id,
    };
    const ceiling = await measureCeiling(targets, 4, 16);
    const result = await soak(targets, { seconds: SECONDS, rate: Math.max(5, ceiling * 0.7), bucketSeconds: 5 });
    console.log(
      `soak short run: ceiling ${ceiling.toFixed(0)} req/s, ran at ${result.rate.toFixed(0)} req/s for ${SECONDS} s: ${result.requests} requests, ${result.errors} errors\n` +
        result.buckets.map(formatBucket).join('\n') +
        (result.errors ? `\nerrors: ${JSON.stringify(result.errorKinds, null, 1)}` : ''),
    );
    expect(result.errors).toBe(0);
    expect(result.requests).toBeGreaterThan(SECONDS * 5);
    // Memory is not judged here: 35 s cannot show a leak. `npm run soak` (ten minutes, a server
    // process) fits a line through the heap left after full collections and bounds its slope.
  }, 180_000);
});
