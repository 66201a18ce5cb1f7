import { Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AppConfig } from '@server/config/app-config';
import { rows as sqlRows } from '@server/infra/database/sql';
import { ProjectionService, type EntryStanding, type RankInfo } from './projection.service';
import { RankPublisher } from './rank-publisher.service';

export interface PendingVote {
  contestId: string;
  entryId: string;
  voterId: string;
  /** YYYY-MM-DD in the contest's time zone. */
  day: string;
  slot: number;
  status: 'counted' | 'held';
  flagReason: string | null;
  ip: string;
  deviceId: string | null;
  shareCode: string | null;
}

export interface VoteOutcome {
  /** false: refused by PostgreSQL (contest closed, entry not votable, or the allowance slot taken). */
  inserted: boolean;
  /** The entry's standing right after this batch (from the same script that applied it). */
  rank?: RankInfo;
}

interface Waiter {
  vote: PendingVote;
  resolve: (o: VoteOutcome) => void;
  reject: (e: unknown) => void;
}

/** `r`: the vote at index `n` of the batch was not inserted; `e`: entry `id`'s new count `n` and stamp. */
interface Row {
  kind: 'r' | 'e';
  id: string | null;
  contest_id: string | null;
  n: number;
  reach_seq: string | null;
}

/**
 * One statement per batch: inserts the votes (only for a contest in progress and an approved entry
 * that is not the voter's; `ON CONFLICT DO NOTHING` on the allowance slot), adds them to the
 * entries' counters and takes new reach stamps, atomically. It answers the votes it did not insert
 * (by their index in the batch; usually none) and the entries' new counts, not a row per vote. The contest row is read, not locked:
 * the end job and the recount take `LOCK TABLE votes IN SHARE MODE`, which waits for every batch in
 * flight and holds later ones back until they can only see the contest ended (see recount in
 * contest-admin.service.ts). A row lock here (as before) turned the concurrent batches of several
 * instances into multixacts on the contest row and wrote a lock record to the WAL per batch.
 */
const INSERT_BATCH = {
  name: 'contest_vote_batch',
  text: `
WITH input AS (
  SELECT * FROM unnest($1::int[], $2::uuid[], $3::uuid[], $4::uuid[], $5::date[], $6::int[], $7::text[], $8::text[], $9::text[], $10::text[], $11::text[])
    AS t(ord, contest_id, entry_id, voter_id, day, slot, status, flag_reason, ip, device_id, share_code)
), open_contests AS (
  SELECT c.id FROM contests c
  WHERE c.id IN (SELECT DISTINCT contest_id FROM input) AND c.status = 'in_progress' AND c.starts_at <= now() AND c.ends_at > now()
), ins AS (
  INSERT INTO votes (contest_id, entry_id, voter_id, day, slot, status, flag_reason, ip, device_id, share_code)
  SELECT i.contest_id, i.entry_id, i.voter_id, i.day, i.slot, i.status, i.flag_reason, i.ip, i.device_id,
    (SELECT s.code FROM contest_shares s WHERE s.code = i.share_code AND s.entry_id = i.entry_id)
  FROM input i
  JOIN open_contests oc ON oc.id = i.contest_id
  JOIN contest_entries e ON e.id = i.entry_id AND e.contest_id = i.contest_id AND e.status = 'approved' AND e.user_id <> i.voter_id
  ORDER BY i.ord
  ON CONFLICT DO NOTHING
  RETURNING contest_id, entry_id, voter_id, day, slot, status
), cnt AS (
  SELECT entry_id, count(*) FILTER (WHERE status = 'counted')::int AS counted, count(*) FILTER (WHERE status = 'held')::int AS held
  FROM ins GROUP BY entry_id
), upd AS (
  UPDATE contest_entries e
  SET votes = e.votes + cnt.counted, held_votes = e.held_votes + cnt.held,
      reach_seq = CASE WHEN cnt.counted > 0 THEN nextval('contest_reach_seq') ELSE e.reach_seq END
  FROM cnt WHERE e.id = cnt.entry_id
  RETURNING e.id, e.contest_id, e.votes, e.reach_seq
)
SELECT 'r' AS kind, NULL::text AS id, NULL::text AS contest_id, i.ord AS n, NULL::text AS reach_seq FROM input i
WHERE NOT EXISTS (SELECT 1 FROM ins WHERE ins.voter_id = i.voter_id AND ins.contest_id = i.contest_id AND ins.day = i.day AND ins.slot = i.slot)
UNION ALL
SELECT 'e', upd.id::text, upd.contest_id::text, upd.votes, upd.reach_seq::text FROM upd
`,
};

const RETRYABLE = new Set(['40P01', '40001']);

/**
 * Group commit of votes: requests queue their vote; while one batch is being written the next
 * ones gather, then go together in one INSERT statement (one round trip, one WAL flush). A vote's
 * promise resolves only after its batch committed (durable) and was applied to the projection; the
 * RankPublisher is told which contests changed (it pushes them within its interval).
 * One batch in flight per instance: several (split by entry) measured no faster here
 * (docs/performance-log.md); instances write their batches concurrently.
 */
@Injectable()
export class VoteBatcher {
  private readonly logger = new Logger(VoteBatcher.name);
  private queue: Waiter[] = [];
  private running = false;
  /** For the benchmark notes: batches written and votes in them. */
  readonly stats = { batches: 0, votes: 0 };

  constructor(
    private readonly ds: DataSource,
    private readonly projection: ProjectionService,
    private readonly publisher: RankPublisher,
    private readonly config: AppConfig,
  ) {}

  submit(vote: PendingVote): Promise<VoteOutcome> {
    return new Promise((resolve, reject) => {
      this.queue.push({ vote, resolve, reject });
      if (!this.running) void this.drain();
    });
  }

  private async drain() {
    this.running = true;
    try {
      while (this.queue.length) {
        const batch = this.withoutDuplicateSlots(this.queue.splice(0, this.config.raw.CONTEST_VOTE_BATCH_MAX));
        if (!batch.length) continue;
        let rows: Row[];
        try {
          rows = await this.insert(batch);
        } catch (err) {
          for (const w of batch) w.reject(err);
          continue;
        }
        // The next batch goes to PostgreSQL while this one is applied to the projection (the
        // projection takes absolute counts with their reach stamps, so the order of applying
        // does not matter).
        void this.applyAndAnswer(batch, rows).catch((err: unknown) => {
          for (const w of batch) w.reject(err);
        });
      }
    } finally {
      this.running = false;
    }
  }

  /**
   * Two votes on the same allowance slot (possible only after a counter was reloaded while a vote
   * was in flight): the first in the batch goes, the others are answered "not inserted" at once,
   * so that the statement's (voter, day, slot) tells exactly which vote it refused.
   */
  private withoutDuplicateSlots(batch: Waiter[]): Waiter[] {
    const seen = new Set<string>();
    return batch.filter((w) => {
      const v = w.vote;
      const key = `${v.contestId}|${v.voterId}|${v.day}|${v.slot}`;
      if (seen.has(key)) {
        w.resolve({ inserted: false });
        return false;
      }
      seen.add(key);
      return true;
    });
  }

  private async insert(batch: Waiter[]): Promise<Row[]> {
    const col = <T>(f: (v: PendingVote, i: number) => T) => batch.map((w, i) => f(w.vote, i));
    const params = [
      col((_, i) => i),
      col((v) => v.contestId),
      col((v) => v.entryId),
      col((v) => v.voterId),
      col((v) => v.day),
      col((v) => v.slot),
      col((v) => v.status),
      col((v) => v.flagReason),
      col((v) => v.ip),
      col((v) => v.deviceId),
      col((v) => v.shareCode),
    ];
    for (let attempt = 1; ; attempt++) {
      try {
        return await sqlRows<Row>(this.ds, INSERT_BATCH, params);
      } catch (err) {
        const code = (err as { code?: string }).code;
        if (attempt < 5 && code && RETRYABLE.has(code)) continue;
        throw err;
      }
    }
  }

  private async applyAndAnswer(batch: Waiter[], rows: Row[]) {
    this.stats.batches++;
    this.stats.votes += batch.length;
    const refused = new Set<number>();
    const updates = new Map<string, EntryStanding[]>();
    for (const r of rows) {
      if (r.kind === 'r') refused.add(Number(r.n));
      else {
        const list = updates.get(r.contest_id!) ?? [];
        list.push({ id: r.id!, votes: Number(r.n), reachSeq: r.reach_seq ?? '0' });
        updates.set(r.contest_id!, list);
      }
    }
    const byContest = new Map<string, Waiter[]>();
    batch.forEach((w, i) => {
      if (refused.has(i)) return w.resolve({ inserted: false });
      const list = byContest.get(w.vote.contestId) ?? [];
      list.push(w);
      byContest.set(w.vote.contestId, list);
    });
    for (const [contestId, waiters] of byContest) {
      let ranks: Map<string, RankInfo>;
      try {
        const readIds = [...new Set(waiters.map((w) => w.vote.entryId))];
        ranks = await this.projection.applyAndRead(contestId, updates.get(contestId) ?? [], readIds);
      } catch (err) {
        // The votes are durable (committed): they are acknowledged, with their entry's count from
        // PostgreSQL and no rank (0) until the projection is back; it catches up by the reconcile
        // job or the next rebuild. Answering an error here would tell the voter a counted vote failed.
        this.logger.error({ err: err instanceof Error ? err.message : String(err), contestId }, 'projection update failed');
        const counts = new Map((updates.get(contestId) ?? []).map((u) => [u.id, u.votes]));
        for (const w of waiters) w.resolve({ inserted: true, rank: { votes: counts.get(w.vote.entryId) ?? 0, rank: 0, votesToNext: 0 } });
        continue;
      } finally {
        // After the script (never before: a push taken meanwhile would miss this batch).
        this.publisher.changed(contestId);
      }
      for (const w of waiters) w.resolve({ inserted: true, rank: ranks.get(w.vote.entryId) });
    }
  }
}
