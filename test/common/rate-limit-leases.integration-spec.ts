import { randomBytes } from 'node:crypto';
import { AppConfig } from '@server/config/app-config';
import { LEASE_FRACTION, LEASE_MAX, leaseSize, RateLimiterService } from '@server/common/security/rate-limiter.service';
import { RedisService } from '@server/infra/redis/redis.service';
import { TEST_REDIS_URL } from '@test/setup/env';

/**
 * Per-route request limits taken in leases (RateLimiterService.take): the limit holds across
 * instances (two services on one Redis prefix stand for two app instances), a lease costs one
 * round trip, a full window is refused until it ends, and small limits count every hit.
 */
describe('rate limit leases', () => {
  const prefix = `reefline-test:rl-${randomBytes(4).toString('hex')}:`;
  const redises: RedisService[] = [];
  const instance = () => {
    const redis = new RedisService(new AppConfig({ REDIS_URL: TEST_REDIS_URL, REDIS_PREFIX: prefix }));
    redises.push(redis);
    return { redis, limiter: new RateLimiterService(redis) };
  };
  const key = () => `test:${randomBytes(4).toString('hex')}`;

  afterAll(async () => {
    const keys = await redises[0]!.client.keys(`${prefix}*`);
    if (keys.length) await redises[0]!.client.del(...keys.map((k) => k.slice(prefix.length)));
    await Promise.all(redises.map((r) => r.onApplicationShutdown()));
  });

  it('sizes leases at a fiftieth of the limit, at most 100; limits under 100 count every hit', () => {
    expect(LEASE_FRACTION).toBe(50);
    expect(leaseSize(5)).toBe(1);
    expect(leaseSize(99)).toBe(1);
    expect(leaseSize(600)).toBe(12);
    expect(leaseSize(100_000_000)).toBe(LEASE_MAX);
  });

  it('never allows more than the limit across instances; the shared count ends at the limit', async () => {
    const a = instance();
    const b = instance();
    const k = key();
    let allowed = 0;
    // Interleaved and concurrent, on both instances, well past the limit (lease of 10).
    for (let round = 0; round < 30; round++) {
      const results = await Promise.all(Array.from({ length: 20 }, (_, i) => (i % 2 ? a : b).limiter.take(k, 500, 60_000)));
      allowed += results.filter(Boolean).length;
    }
    expect(allowed).toBe(500);
    expect(await a.limiter.peek(k)).toBe(500);
    expect(await a.limiter.take(k, 500, 60_000)).toBe(false);
    expect(await b.limiter.take(k, 500, 60_000)).toBe(false);
  });

  it('makes one round trip per lease, also under concurrent requests', async () => {
    const { redis, limiter } = instance();
    const evals = jest.spyOn(redis.client, 'eval');
    const k = key();
    const results = await Promise.all(Array.from({ length: 1000 }, () => limiter.take(k, 5000, 60_000)));
    expect(results.every(Boolean)).toBe(true);
    expect(evals).toHaveBeenCalledTimes(1000 / leaseSize(5000));
    expect(await limiter.peek(k)).toBe(1000);
  });

  it('refuses a full window from memory until it ends, then grants again', async () => {
    const { redis, limiter } = instance();
    const k = key();
    const results = await Promise.all(Array.from({ length: 130 }, () => limiter.take(k, 100, 400)));
    expect(results.filter(Boolean)).toHaveLength(100);
    const evals = jest.spyOn(redis.client, 'eval');
    expect(await limiter.take(k, 100, 400)).toBe(false);
    expect(evals).not.toHaveBeenCalled();
    await new Promise((r) => setTimeout(r, 450));
    expect(await limiter.take(k, 100, 400)).toBe(true);
    expect(await limiter.peek(k)).toBe(leaseSize(100));
  });

  it('counts every hit in Redis when the lease would be one hit (small limits, as before)', async () => {
    const { redis, limiter } = instance();
    const evals = jest.spyOn(redis.client, 'eval');
    const k = key();
    const results: boolean[] = [];
    for (let i = 0; i < 7; i++) results.push(await limiter.take(k, 5, 60_000));
    expect(results).toEqual([true, true, true, true, true, false, false]);
    expect(evals).toHaveBeenCalledTimes(7);
  });
});
