import { Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type Redis from 'ioredis';
import type { RankChange, RankUpdate } from '@contracts/schemas/contest';
import { RedisService } from '@server/infra/redis/redis.service';
import { APPLY_AND_READ, REBUILD, SYNC } from './projection.lua';
import { memberOf, parseRankValue } from './ranking';

type Cmd = (...args: (string | number)[]) => Promise<unknown>;

export interface EntryStanding {
  id: string;
  votes: number;
  reachSeq: string;
}

export interface RankInfo {
  votes: number;
  rank: number;
  votesToNext: number;
}

export interface SyncResult {
  seq: number;
  changes: RankChange[];
  /** Only when asked for the full state: every entry by rank. */
  state: RankChange[];
}

export const contestKey = (contestId: string, part: string) => `contest:${contestId}:${part}`;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * The Redis projection of the ranking (see projection.lua.ts): applies committed counts, reads
 * ranks, rebuilds from PostgreSQL when the data is missing, and computes coalesced pushes.
 */
@Injectable()
export class ProjectionService {
  private readonly logger = new Logger(ProjectionService.name);
  private readonly client: Redis;
  private readonly cmds = new Map<string, Cmd>();
  /** Contests changed through this instance since the last push tick. */
  readonly dirty = new Set<string>();
  /** Receives every change set a SYNC hands to this instance (the gateway broadcasts it). */
  onUpdate?: (update: RankUpdate) => void;

  constructor(
    redis: RedisService,
    private readonly ds: DataSource,
  ) {
    // A connection of its own without auto-pipelining: an auto-pipeline would defer each script call
    // by one more setImmediate, i.e. to the next loop iteration (docs/performance.md).
    this.client = redis.create({ keyPrefix: redis.prefix, enableAutoPipelining: false });
    this.cmd('contestApply', 4, APPLY_AND_READ);
    this.cmd('contestRebuild', 5, REBUILD);
    this.cmd('contestSync', 5, SYNC);
  }

  private cmd(name: string, keys: number, lua: string): Cmd {
    let c = this.cmds.get(name);
    if (!c) {
      this.client.defineCommand(name, { numberOfKeys: keys, lua });
      const fn = (this.client as unknown as Record<string, Cmd>)[name]!;
      c = (...args) => fn.apply(this.client, args);
      this.cmds.set(name, c);
    }
    return c;
  }

  /** Applies committed standings and reads ranks of `readIds` in one script; rebuilds first when missing. */
  async applyAndRead(contestId: string, updates: EntryStanding[], readIds: string[]): Promise<Map<string, RankInfo>> {
    const k = (p: string) => contestKey(contestId, p);
    const args: (string | number)[] = [updates.length];
    for (const u of updates) args.push(u.id, memberOf(u.id, BigInt(u.reachSeq)), u.votes);
    args.push(...readIds);
    const run = this.cmd('contestApply', 4, APPLY_AND_READ);
    let out = (await run(k('rank'), k('m'), k('ready'), k('dirty'), ...args)) as number | (string | number)[];
    if (out === -1) {
      await this.rebuild(contestId);
      out = (await run(k('rank'), k('m'), k('ready'), k('dirty'), ...args)) as (string | number)[];
    }
    if (updates.length) this.dirty.add(contestId);
    const map = new Map<string, RankInfo>();
    const flat = out as (string | number)[];
    for (let i = 0; i < flat.length; i += 4) {
      const votes = Number(flat[i + 1]);
      if (votes >= 0) map.set(String(flat[i]), { votes, rank: Number(flat[i + 2]), votesToNext: Number(flat[i + 3]) });
    }
    return map;
  }

  /** Approved entries of a contest as PostgreSQL has them. */
  async standingsFromDb(contestId: string): Promise<EntryStanding[]> {
    const rows: { id: string; votes: number; reach_seq: string }[] = await this.ds.query(
      `SELECT id, votes, reach_seq::text AS reach_seq FROM contest_entries WHERE contest_id = $1 AND status = 'approved'`,
      [contestId],
    );
    return rows.map((r) => ({ id: r.id, votes: Number(r.votes), reachSeq: r.reach_seq }));
  }

  /**
   * Rebuilds the projection of one contest from PostgreSQL (merge: a newer stamp already in Redis
   * is kept). One instance rebuilds at a time; the others wait until it is ready.
   */
  async rebuild(contestId: string): Promise<void> {
    const k = (p: string) => contestKey(contestId, p);
    for (let attempt = 0; attempt < 200; attempt++) {
      const got = await this.client.set(k('rebuilding'), '1', 'PX', 10_000, 'NX');
      if (got) {
        try {
          const standings = await this.standingsFromDb(contestId);
          const args: (string | number)[] = [Date.now()];
          for (const s of standings) args.push(s.id, memberOf(s.id, BigInt(s.reachSeq)), s.votes);
          await this.cmd('contestRebuild', 5, REBUILD)(k('rank'), k('m'), k('ready'), k('dirty'), k('seq'), ...args);
          this.dirty.add(contestId);
          this.logger.debug(`projection of contest ${contestId} rebuilt (${standings.length} entries)`);
          return;
        } finally {
          await this.client.del(k('rebuilding'));
        }
      }
      await sleep(25);
      if (attempt > 0 && (await this.client.exists(k('ready')))) return;
    }
    throw new Error(`projection of contest ${contestId} could not be rebuilt`);
  }

  /**
   * The coalesced push step: changes since the last push (and the whole state when `full`).
   * null when nothing changed and `full` is false.
   */
  async sync(contestId: string, full: boolean): Promise<SyncResult | null> {
    const k = (p: string) => contestKey(contestId, p);
    const run = this.cmd('contestSync', 5, SYNC);
    let out = (await run(k('rank'), k('ready'), k('dirty'), k('pub'), k('seq'), full ? '1' : '0')) as number | [string, string[], string[]];
    if (out === -1) {
      await this.rebuild(contestId);
      out = (await run(k('rank'), k('ready'), k('dirty'), k('pub'), k('seq'), full ? '1' : '0')) as [string, string[], string[]];
    }
    if (out === 0 || typeof out === 'number') return null;
    const [seq, changes, state] = out;
    const pairs = (flat: string[]) => {
      const list: RankChange[] = [];
      for (let i = 0; i < flat.length; i += 2) list.push(parseRankValue(flat[i]!, flat[i + 1]!));
      return list;
    };
    const result = { seq: Number(seq), changes: pairs(changes), state: pairs(state) };
    // Whoever ran SYNC owns its change set: it must be pushed, whichever caller (push tick, a join, GET ranking) it was.
    if (result.changes.length) this.onUpdate?.({ contestId, seq: result.seq, changes: result.changes });
    return result;
  }

  /** Deletes every key of a contest's projection (tests and admin tooling). */
  async drop(contestId: string): Promise<void> {
    await this.client.del(...['rank', 'm', 'ready', 'dirty', 'pub', 'seq'].map((p) => contestKey(contestId, p)));
  }
}
