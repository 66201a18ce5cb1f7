import { Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type Redis from 'ioredis';
import type { RankChange, RankUpdate } from '@contracts/schemas/contest';
import { RedisService } from '@server/infra/redis/redis.service';
import { APPLY_AND_READ, REBUILD, SNAPSHOT, SYNC } from './projection.lua';
import { memberOf, parseRankValue, rankStandings } from './ranking';

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

/** Every entry by rank, with the seq of the last push (a watcher applies the pushes after it). */
export interface Standings {
  seq: number;
  state: RankChange[];
}

export const contestKey = (contestId: string, part: string) => `contest:${contestId}:${part}`;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** "votes:rank:toNext" pairs as the scripts return them. */
function pairs(flat: string[]): RankChange[] {
  const list: RankChange[] = [];
  for (let i = 0; i < flat.length; i += 2) list.push(parseRankValue(flat[i]!, flat[i + 1]!));
  return list;
}

/**
 * The Redis projection of the ranking (see projection.lua.ts): applies committed counts, reads
 * ranks and snapshots, rebuilds from PostgreSQL, and takes the change set of a push. It knows
 * nothing of sockets: who wrote tells the RankPublisher, which pushes (rank-publisher.service.ts).
 */
@Injectable()
export class ProjectionService {
  private readonly logger = new Logger(ProjectionService.name);
  private readonly client: Redis;
  private readonly cmds = new Map<string, Cmd>();

  constructor(
    redis: RedisService,
    private readonly ds: DataSource,
  ) {
    // A connection of its own without auto-pipelining: an auto-pipeline would defer each script call
    // by one more setImmediate, i.e. to the next loop iteration (docs/performance-log.md).
    this.client = redis.create({ keyPrefix: redis.prefix, enableAutoPipelining: false });
    this.cmd('contestApply', 4, APPLY_AND_READ);
    this.cmd('contestRebuild', 5, REBUILD);
    this.cmd('contestSync', 5, SYNC);
    this.cmd('contestSnapshot', 6, SNAPSHOT);
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
   * The change set of a push: what changed since the last one, with its seq; null when nothing did.
   * Rebuilds first when the projection is missing (the publisher's repair: it was told of a change).
   */
  async takeChanges(contestId: string): Promise<RankUpdate | null> {
    const k = (p: string) => contestKey(contestId, p);
    const run = this.cmd('contestSync', 5, SYNC);
    let out = (await run(k('rank'), k('ready'), k('dirty'), k('pub'), k('seq'))) as number | [string, string[]];
    if (out === -1) {
      await this.rebuild(contestId);
      out = (await run(k('rank'), k('ready'), k('dirty'), k('pub'), k('seq'))) as number | [string, string[]];
    }
    if (typeof out === 'number') return null;
    const changes = pairs(out[1]);
    return changes.length ? { contestId, seq: Number(out[0]), changes } : null;
  }

  /**
   * A reader's standings (reads only: no push, no repair). From Redis when the projection is
   * there; else from PostgreSQL, whose counts include every acknowledged vote, with the seq Redis
   * still has (0 when none) — the write path (the next vote, the reconcile job) rebuilds it.
   */
  async standings(contestId: string): Promise<Standings> {
    const k = (p: string) => contestKey(contestId, p);
    const run = this.cmd('contestSnapshot', 6, SNAPSHOT);
    const out = (await run(k('rank'), k('m'), k('ready'), k('dirty'), k('pub'), k('seq'))) as number | [string, string[]];
    if (typeof out !== 'number') return { seq: Number(out[0]), state: pairs(out[1]) };
    const [fromDb, seq] = await Promise.all([this.standingsFromDb(contestId), this.client.get(k('seq'))]);
    const state = rankStandings(fromDb.map((s) => ({ id: s.id, votes: s.votes, reachSeq: BigInt(s.reachSeq) })));
    return { seq: Number(seq ?? 0), state };
  }

  /** Deletes every key of a contest's projection (tests and admin tooling). */
  async drop(contestId: string): Promise<void> {
    await this.client.del(...['rank', 'm', 'ready', 'dirty', 'pub', 'seq'].map((p) => contestKey(contestId, p)));
  }
}
