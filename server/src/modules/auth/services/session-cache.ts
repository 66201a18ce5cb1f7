import { Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import type Redis from 'ioredis';
import type { Role } from '@contracts/api';
import { RedisService } from '@server/infra/redis/redis.service';
import type { UserStatus } from '../entities/user.entity';

export interface CachedSession {
  id: string;
  userId: string;
  roles: Role[];
  status: UserStatus;
  expiresAt: number;
  revoked: boolean;
  lastUsedAt: number;
}

/** How long the shared copy of a session lives in Redis (key {@link sessionCacheKey}). */
export const SESSION_CACHE_SECONDS = 300;

/** The Redis key of a session's shared cached copy (by token hash). */
export function sessionCacheKey(hash: string): string {
  return `sess:${hash}`;
}

/** A session's version (key by token hash): bumped whenever its cached copies are dropped. */
export function sessionVersionKey(hash: string): string {
  return `sessv:${hash}`;
}

/** Writes the shared copy only if the version read before loading is still current. */
const STORE_IF_CURRENT = `
local v = redis.call('GET', KEYS[2])
if (v or '') ~= ARGV[3] then return 0 end
redis.call('SET', KEYS[1], ARGV[1], 'EX', ARGV[2])
return 1
`;

/** Bumps the versions and drops the shared copies, in one step per session. */
const DROP = `
for i, key in ipairs(KEYS) do
  if i % 2 == 1 then redis.call('DEL', key) else redis.call('INCR', key); redis.call('EXPIRE', key, ARGV[1]) end
end
return 1
`;

/** How long this instance trusts its own copy without hearing from Redis (a safety net; invalidations are pushed). */
const LOCAL_TTL_MS = 60_000;
/** A version outlives any load or touch in flight by far. */
const VERSION_TTL_SECONDS = 3600;
const MAX_ENTRIES = 100_000;

/**
 * Sessions this instance has seen, in memory, so an authenticated request costs no Redis round
 * trip. Correct across instances because every change to a session (revoke, role or status change,
 * sliding expiry) goes through `invalidate`, which drops the local copy at once and tells every
 * other instance over Redis pub/sub. While the subscription is not live (start-up, a reconnect)
 * nothing is kept locally, and a reconnect forgets everything (messages may have been missed).
 * A load that raced an invalidation is not kept (generation check). Another instance's copy is
 * dropped within the pub/sub delivery time (milliseconds on one network).
 */
@Injectable()
export class SessionCache implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger(SessionCache.name);
  private readonly local = new Map<string, { s: CachedSession; until: number }>();
  private sub?: Redis;
  private live = false;
  /** Bumped by every invalidation and every loss of the subscription. */
  private generation = 0;

  constructor(private readonly redis: RedisService) {}

  get channel() {
    return `${this.redis.prefix}sess:invalidate`;
  }

  onModuleInit() {
    const sub = this.redis.create();
    this.sub = sub;
    const lost = () => {
      this.live = false;
      this.generation++;
      this.local.clear();
    };
    sub.on('close', lost);
    sub.on('reconnecting', lost);
    // ioredis subscribes again after a reconnect; 'ready' fires before that, so go live on the reply.
    const subscribe = () =>
      sub.subscribe(this.channel).then(
        () => {
          this.generation++;
          this.local.clear();
          this.live = true;
        },
        (err: unknown) => this.logger.warn({ err: err instanceof Error ? err.message : String(err) }, 'session cache subscription failed'),
      );
    sub.on('ready', () => void subscribe());
    sub.on('message', (_channel: string, message: string) => {
      this.generation++;
      for (const hash of message.split(',')) this.local.delete(hash);
    });
  }

  onModuleDestroy() {
    this.live = false;
    this.local.clear();
  }

  /** The generation to hand back to `keep` after loading from Redis or PostgreSQL. */
  mark(): number {
    return this.generation;
  }

  get(hash: string, now = Date.now()): CachedSession | undefined {
    if (!this.live) return undefined;
    const hit = this.local.get(hash);
    if (!hit) return undefined;
    if (hit.until <= now) {
      this.local.delete(hash);
      return undefined;
    }
    return hit.s;
  }

  /** Keeps a session loaded while `generation` was current (not when an invalidation came in between). */
  keep(hash: string, s: CachedSession, generation: number, now = Date.now()) {
    if (!this.live || generation !== this.generation) return;
    if (this.local.size >= MAX_ENTRIES) {
      // Map keeps insertion order: drop the oldest tenth.
      let n = MAX_ENTRIES / 10;
      for (const k of this.local.keys()) {
        this.local.delete(k);
        if (--n <= 0) break;
      }
    }
    this.local.set(hash, { s, until: now + LOCAL_TTL_MS });
  }

  /**
   * The shared (Redis) copy is written only by a load or a touch that read the session's version
   * first and finds it unchanged: a revocation (or role/status change) that committed while the
   * load read PostgreSQL, or while a touch wrote its new expiry, bumps the version, so the stale
   * "not revoked" copy is never written back over it (issue #24).
   */
  async version(hash: string): Promise<string> {
    return (await this.redis.client.get(sessionVersionKey(hash))) ?? '';
  }

  async storeShared(hash: string, s: CachedSession, version: string): Promise<boolean> {
    const keys = [sessionCacheKey(hash), sessionVersionKey(hash)];
    return (await this.redis.client.eval(STORE_IF_CURRENT, 2, ...keys, JSON.stringify(s), SESSION_CACHE_SECONDS, version)) === 1;
  }

  /** After a change to these sessions committed: bump their versions, drop the shared and local copies everywhere. */
  async drop(hashes: string[]): Promise<void> {
    if (!hashes.length) return;
    for (let i = 0; i < hashes.length; i += 200) {
      const keys = hashes.slice(i, i + 200).flatMap((h) => [sessionCacheKey(h), sessionVersionKey(h)]);
      await this.redis.client.eval(DROP, keys.length, ...keys, VERSION_TTL_SECONDS);
    }
    await this.invalidate(hashes);
  }

  /** Forgets sessions here at once and on every other instance as soon as they hear it. */
  async invalidate(hashes: string[]): Promise<void> {
    if (!hashes.length) return;
    this.generation++;
    for (const h of hashes) this.local.delete(h);
    // Chunks keep each message small when a user with many sessions is revoked.
    for (let i = 0; i < hashes.length; i += 200) await this.redis.client.publish(this.channel, hashes.slice(i, i + 200).join(','));
  }
}
