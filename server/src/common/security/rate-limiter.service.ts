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

/**
 * Takes up to ARGV[2] hits of a window counter, never past the limit ARGV[3]; sets its expiry on
 * first use; returns [hits granted, ms to reset]. The counter means the same as HIT's (hits counted
 * in the window), so both may count on one key.
 */
const RESERVE = `
local n = tonumber(redis.call('GET', KEYS[1]) or '0')
local grant = tonumber(ARGV[3]) - n
if grant > tonumber(ARGV[2]) then grant = tonumber(ARGV[2]) end
if grant < 0 then grant = 0 end
if grant > 0 then redis.call('INCRBY', KEYS[1], grant) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  if grant == 0 and ttl == -2 then return {0, 0} end
  redis.call('PEXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1])
end
return {grant, ttl}
`;

export interface HitResult {
  allowed: boolean;
  count: number;
  resetMs: number;
}

/** A lease is at most this fraction of the limit (so an instance's unused hits cost a caller at most 2 % of it)… */
export const LEASE_FRACTION = 50;
/** …and at most this many hits. */
export const LEASE_MAX = 100;
const LEASES_MAX = 50_000;

/** How many hits one round trip takes for a limit (1 = every hit is counted in Redis, as `hit` does). */
export function leaseSize(limit: number): number {
  return Math.max(1, Math.min(LEASE_MAX, Math.floor(limit / LEASE_FRACTION)));
}

/** Hits this instance took from a window and has not used yet. */
interface Lease {
  left: number;
  /** When the window (the Redis key) ends. */
  until: number;
  /** Redis granted less than asked: the window is full once `left` is used up. */
  full: boolean;
  /** A reservation under way (the requests that find none left wait for it). */
  pending?: Promise<void>;
}

/**
 * Fixed-window counters in Redis, shared by every app instance. Used for per-route request limits
 * and for business caps (codes per day, failed logins).
 *
 * `hit` counts one hit per round trip. `take` (the per-route request limits) takes hits from the
 * shared window in leases of {@link leaseSize} and hands them out from memory, so a caller's
 * requests cost one round trip per lease instead of one each. The limit still holds across all
 * instances (Redis never grants past it); a caller may instead be refused a little early, by the
 * hits other instances leased and have not used (under 2 % of the limit per instance), and a
 * window found full is refused from memory until it ends (docs/decisions/0027-rate-limits.md).
 */
@Injectable()
export class RateLimiterService {
  private readonly leases = new Map<string, Lease>();

  constructor(private readonly redis: RedisService) {}

  async hit(key: string, limit: number, windowMs: number): Promise<HitResult> {
    const [count, resetMs] = (await this.redis.client.eval(HIT, 1, `rl:${key}`, windowMs)) as [number, number];
    return { allowed: count <= limit, count, resetMs };
  }

  /** Counts one hit against the limit, from this instance's lease when it has one (see the class comment); false when refused. */
  async take(key: string, limit: number, windowMs: number): Promise<boolean> {
    const size = leaseSize(limit);
    if (size === 1) return (await this.hit(key, limit, windowMs)).allowed;
    for (;;) {
      let lease = this.leases.get(key);
      if (lease && !lease.pending && lease.until <= Date.now()) {
        this.leases.delete(key); // its window ended: unused hits are gone with it
        lease = undefined;
      }
      if (lease?.pending) {
        await lease.pending;
        continue;
      }
      if (lease && lease.left > 0) {
        lease.left--;
        return true;
      }
      if (lease?.full) return false;
      const next: Lease = { left: 0, until: 0, full: false };
      next.pending = this.reserve(key, size, limit, windowMs, next).finally(() => (next.pending = undefined));
      if (this.leases.size >= LEASES_MAX) this.dropEnded();
      this.leases.set(key, next);
      await next.pending;
    }
  }

  private async reserve(key: string, size: number, limit: number, windowMs: number, into: Lease): Promise<void> {
    const [granted, resetMs] = (await this.redis.client.eval(RESERVE, 1, `rl:${key}`, windowMs, size, limit)) as [number, number];
    into.left = granted;
    into.full = granted < size;
    into.until = Date.now() + resetMs;
  }

  private dropEnded() {
    const now = Date.now();
    for (const [k, l] of this.leases) if (!l.pending && l.until <= now) this.leases.delete(k);
    if (this.leases.size >= LEASES_MAX) this.leases.clear(); // unused hits lost: callers refused a little early, never late
  }

  /** Current count without counting a hit. */
  async peek(key: string): Promise<number> {
    return Number((await this.redis.client.get(`rl:${key}`)) ?? 0);
  }

  async reset(key: string): Promise<void> {
    this.leases.delete(key);
    await this.redis.client.del(`rl:${key}`);
  }
}
