import { Injectable } from '@nestjs/common';
import { RedisService } from '@server/infra/redis/redis.service';

/** INCR a window counter and set its expiry on first use; returns [count, ms to reset]. */
const HIT = `
local n = redis.call('INCR', KEYS[1])
if n == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
return {n, ttl}
`;

export interface HitResult {
  allowed: boolean;
  count: number;
  resetMs: number;
}

/**
 * Fixed-window counters in Redis, shared by every app instance. Used for per-route request limits
 * and for business caps (codes per day, failed logins).
 */
@Injectable()
export class RateLimiterService {
  constructor(private readonly redis: RedisService) {}

  async hit(key: string, limit: number, windowMs: number): Promise<HitResult> {
    const [count, resetMs] = (await this.redis.client.eval(HIT, 1, `rl:${key}`, windowMs)) as [number, number];
    return { allowed: count <= limit, count, resetMs };
  }

  /** Current count without counting a hit. */
  async peek(key: string): Promise<number> {
    return Number((await this.redis.client.get(`rl:${key}`)) ?? 0);
  }

  async reset(key: string): Promise<void> {
    await this.redis.client.del(`rl:${key}`);
  }
}
