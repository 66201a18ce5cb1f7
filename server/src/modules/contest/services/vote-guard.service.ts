import { Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type Redis from 'ioredis';
import type { VoteFlagReason } from '@contracts/schemas/contest';
import { AppConfig } from '@server/config/app-config';
import { RedisService } from '@server/infra/redis/redis.service';
import { AllowanceLoader } from './allowance.loader';
import { contestKey } from './projection.service';

export interface GuardedVote {
  contestId: string;
  /** YYYY-MM-DD in the contest's time zone. */
  day: string;
  /** The contest's daily allowance. */
  limit: number;
  userId: string;
  ip: string;
  deviceId: string | null;
}

export type GuardVerdict =
  { kind: 'ok'; slot: number; flag: '' | VoteFlagReason } | { kind: 'ip_rate' | 'device_rate' | 'allowance' };

type Who = Pick<GuardedVote, 'contestId' | 'day' | 'userId'>;

/** The allowance counter's key: (contest, day, user). */
const usedKey = (v: Who) => `${v.contestId}|${v.day}|${v.userId}`;

/** One clock minute of a velocity counter: every instance's hits as far as this one knows. */
interface Window {
  minute: number;
  hits: number;
}

/** What an instance tells the others each exchange: velocity hits `[key, minute, n]` and cluster joins `[set, account]`. */
interface Exchange {
  from: string;
  hits: [string, number, number][];
  joins: [string, string][];
}

/** Entries each map keeps at most; past that it starts again (a forgotten allowance is reloaded from PostgreSQL, a cluster from Redis). */
const LOCAL_MAX = 200_000;
const CLUSTER_TTL_S = 172_800;

/**
 * The checks a vote passes before it is written, decided in this instance's memory so that a vote
 * costs no Redis round trip before its batch (docs/decisions/0065-vote-allowance.md, docs/decisions/0068-vote-fraud-rules.md):
 *
 * - **Allowance slot.** The next slot of (contest, day, user) is handed out here, one vote at a time
 *   (the decision is synchronous); the counter starts from PostgreSQL's `max(slot)` (AllowanceLoader). The unique index
 *   `(contest_id, voter_id, day, slot)` is what makes the allowance exact across instances: a slot
 *   another instance already used is refused by the batch, and the caller resyncs and retries.
 * - **Velocity** (votes per IP / per device per clock minute) and **clusters** (accounts per IP /
 *   per device per contest day). Every instance counts every vote it takes and, every
 *   `CONTEST_FRAUD_SHARE_MS`, publishes what it added since the last exchange to the others
 *   (Redis pub/sub), which add it to their own counts. One instance is exact; across instances a
 *   decision misses at most the other instances' votes of the last exchange interval (plus the
 *   delivery time). Cluster members are also written to Redis sets (two days), from which an
 *   instance that starts (or starts its maps again) adds the members it never heard of; velocity
 *   minutes are not stored, so an instance starting mid-minute counts that minute from its start.
 */
@Injectable()
export class VoteGuard implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger(VoteGuard.name);
  private readonly id = randomUUID();
  private readonly used = new Map<string, number>();
  private readonly loading = new Map<string, Promise<void>>();
  private readonly windows = new Map<string, Window>();
  private readonly clusters = new Map<string, Set<string>>();
  private members = 0;
  /** Added here since the last exchange. */
  private hits = new Map<string, Window>();
  private joins: [string, string][] = [];
  /** The minute whose past windows were last dropped. */
  private swept = 0;
  private sub?: Redis;
  private timer?: NodeJS.Timeout;

  constructor(
    private readonly redis: RedisService,
    private readonly config: AppConfig,
    private readonly allowance: AllowanceLoader,
  ) {}

  private get channel() {
    return `${this.redis.prefix}contest:guard`;
  }

  onModuleInit() {
    const sub = this.redis.create();
    this.sub = sub;
    sub.on('ready', () => {
      sub.subscribe(this.channel).catch((err: unknown) => {
        this.logger.warn({ err: err instanceof Error ? err.message : String(err) }, 'fraud counters subscription failed');
      });
    });
    sub.on('message', (_channel: string, message: string) => this.receive(message));
    this.timer = setInterval(() => void this.exchange(), this.config.raw.CONTEST_FRAUD_SHARE_MS);
    this.timer.unref();
  }

  async onModuleDestroy() {
    if (this.timer) clearInterval(this.timer);
    await this.exchange();
  }

  /**
   * Decides one vote. A counter this instance does not hold is loaded from PostgreSQL first (once,
   * however many votes of that voter arrive meanwhile).
   */
  async check(v: GuardedVote): Promise<GuardVerdict> {
    const uk = usedKey(v);
    while (!this.used.has(uk)) await this.load(uk, v);
    // From here on nothing awaits: the votes of this instance are decided one at a time.
    const raw = this.config.raw;
    const minute = Math.floor(Date.now() / 60_000);
    if (this.hit(`ip:${v.ip}`, minute) > raw.CONTEST_VOTES_PER_IP_PER_MINUTE) return { kind: 'ip_rate' };
    if (v.deviceId && this.hit(`dev:${v.deviceId}`, minute) > raw.CONTEST_VOTES_PER_DEVICE_PER_MINUTE) return { kind: 'device_rate' };
    const used = this.used.get(uk)!;
    if (used >= v.limit) return { kind: 'allowance' };
    this.used.set(uk, used + 1);
    const byIp = this.join(contestKey(v.contestId, `ipu:${v.day}:${v.ip}`), v.userId);
    const byDevice = v.deviceId ? this.join(contestKey(v.contestId, `devu:${v.day}:${v.deviceId}`), v.userId) : 0;
    const flag =
      byIp > raw.CONTEST_CLUSTER_ACCOUNTS_PER_IP
        ? 'ip_cluster'
        : byDevice > raw.CONTEST_CLUSTER_ACCOUNTS_PER_DEVICE
          ? 'device_cluster'
          : '';
    return { kind: 'ok', slot: used + 1, flag };
  }

  /** Drops the allowance counter of (contest, day, user): the next vote reloads it from PostgreSQL. */
  forget(v: Who) {
    this.used.delete(usedKey(v));
  }

  /** After PostgreSQL refused a vote: the counter drops this instance's count for PostgreSQL's. */
  async resync(v: Who): Promise<void> {
    this.forget(v);
    const used = await this.allowance.used(v.contestId, v.userId, v.day);
    const uk = usedKey(v);
    this.used.set(uk, Math.max(this.used.get(uk) ?? 0, used));
  }

  private load(uk: string, v: Who): Promise<void> {
    let p = this.loading.get(uk);
    if (!p) {
      p = this.allowance
        .used(v.contestId, v.userId, v.day)
        .then((n) => {
          if (this.used.has(uk)) return;
          if (this.used.size >= LOCAL_MAX) this.used.clear();
          this.used.set(uk, n);
        })
        .finally(() => this.loading.delete(uk));
      this.loading.set(uk, p);
    }
    return p;
  }

  /** Counts a vote in the key's current minute; returns the minute's count. */
  private hit(key: string, minute: number): number {
    const w = this.window(key, minute);
    w.hits++;
    const mine = this.hits.get(key);
    if (mine && mine.minute === minute) mine.hits++;
    else this.hits.set(key, { minute, hits: 1 });
    return w.hits;
  }

  private window(key: string, minute: number): Window {
    let w = this.windows.get(key);
    if (!w || w.minute !== minute) {
      if (!w && this.windows.size >= LOCAL_MAX) this.windows.clear();
      w = { minute, hits: 0 };
      this.windows.set(key, w);
    }
    return w;
  }

  /** Adds the account to the cluster; returns the cluster's size. */
  private join(key: string, userId: string): number {
    const set = this.cluster(key);
    if (!set.has(userId)) {
      set.add(userId);
      this.members++;
      this.joins.push([key, userId]);
    }
    return set.size;
  }

  private cluster(key: string): Set<string> {
    let set = this.clusters.get(key);
    if (!set) {
      if (this.members >= LOCAL_MAX) {
        this.clusters.clear();
        this.members = 0;
      }
      set = new Set();
      this.clusters.set(key, set);
      this.restore(key, set);
    }
    return set;
  }

  /** Adds the members Redis has of a cluster this instance starts to follow (asynchronously: never delays a vote). */
  private restore(key: string, set: Set<string>) {
    this.redis.client.smembers(key).then(
      (ids) => {
        if (this.clusters.get(key) !== set) return;
        for (const id of ids) {
          if (!set.has(id)) {
            set.add(id);
            this.members++;
          }
        }
      },
      () => undefined,
    );
  }

  private receive(message: string) {
    let ex: Exchange;
    try {
      ex = JSON.parse(message) as Exchange;
    } catch {
      return;
    }
    if (ex.from === this.id) return;
    const minute = Math.floor(Date.now() / 60_000);
    for (const [key, m, n] of ex.hits) if (m === minute) this.window(key, m).hits += n;
    for (const [key, userId] of ex.joins) {
      const set = this.cluster(key);
      if (!set.has(userId)) {
        set.add(userId);
        this.members++;
      }
    }
  }

  /** Publishes what this instance added since the last exchange and stores the cluster members. */
  private async exchange() {
    const minute = Math.floor(Date.now() / 60_000);
    if (minute !== this.swept) {
      this.swept = minute;
      for (const [key, w] of this.windows) if (w.minute < minute) this.windows.delete(key);
    }
    if (!this.hits.size && !this.joins.length) return;
    const ex: Exchange = { from: this.id, hits: [], joins: this.joins };
    for (const [key, w] of this.hits) if (w.minute === minute) ex.hits.push([key, w.minute, w.hits]);
    this.hits = new Map();
    this.joins = [];
    try {
      const p = this.redis.client.pipeline();
      p.publish(this.channel, JSON.stringify(ex));
      for (const [key, userId] of ex.joins) p.sadd(key, userId).expire(key, CLUSTER_TTL_S);
      await p.exec();
    } catch (err) {
      this.logger.warn({ err: err instanceof Error ? err.message : String(err) }, 'fraud counters not shared');
    }
  }
}
