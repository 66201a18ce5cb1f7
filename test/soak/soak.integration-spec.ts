/**
 * The soak's short run (bench/soak-lib.ts; the ten-minute run is `npm run soak`): mixed traffic
 * (browse, vote, buy, read messages) at 70 % of the ceiling measured at its start, for
 * SOAK_SECONDS (default 35) in 5-second buckets. Zero errors; memory does not keep growing.
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

  it(`${SECONDS} s of mixed traffic at 70 % of the ceiling: no error, memory flat`, async () => {
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
    // Flat memory: the heap of the second half is not above the first half's by more than noise (GC timing).
    const half = Math.floor(result.buckets.length / 2);
    const max = (xs: number[]) => Math.max(...xs);
    const firstHeap = max(result.buckets.slice(1, half).map((b) => b.heapMb));
    const lastHeap = max(result.buckets.slice(half).map((b) => b.heapMb));
    expect(lastHeap).toBeLessThan(firstHeap * 1.5 + 32);
    const firstRss = max(result.buckets.slice(1, half).map((b) => b.rssMb));
    const lastRss = max(result.buckets.slice(half).map((b) => b.rssMb));
    expect(lastRss).toBeLessThan(firstRss * 1.3 + 64);
  }, 180_000);
});
