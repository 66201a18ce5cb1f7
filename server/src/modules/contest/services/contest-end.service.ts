import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { EventBus } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import type { ContestStatus, RankRow } from '@contracts/schemas/contest';
import { JobQueue } from '@server/infra/queues/job-queue';
import { ContestJob } from '../jobs/contest.jobs';
import { ContestEntity } from '../entities/contest.entity';
import { ContestEnded } from '../events/contest.events';
import { ContestsService } from './contests.service';
import { ProjectionService } from './projection.service';
import { rowsOf } from './query-rows';
import { RankPublisher } from './rank-publisher.service';
import { RankingReads } from './ranking-reads.service';
import { rankStandings } from './ranking';
import { inEveryLanguage } from './translations';

/**
 * The write side that keeps a contest's figures right: the end at endsAt (final ranking frozen,
 * ContestEnded), freezes again after a moderation, the recount and reconcile of the counters, and
 * the projection's rebuilds — each rebuild told to the RankPublisher, which pushes the result.
 */
@Injectable()
export class ContestEndService implements OnApplicationBootstrap {
  private readonly logger = new Logger(ContestEndService.name);

  constructor(
    private readonly ds: DataSource,
    private readonly contests: ContestsService,
    private readonly rankings: RankingReads,
    private readonly projection: ProjectionService,
    private readonly publisher: RankPublisher,
    private readonly events: EventBus,
    private readonly jobs: JobQueue,
  ) {}

  /** The projection is rebuilt from PostgreSQL at start-up (a merge: safe beside running instances). */
  async onApplicationBootstrap() {
    const open: { id: string }[] = await this.ds.query(`SELECT id FROM contests WHERE status = 'in_progress'`);
    for (const c of open) await this.rebuild(c.id);
  }

  /** Rebuilds a contest's projection from PostgreSQL; its watchers get what changed. */
  async rebuild(contestId: string) {
    try {
      await this.projection.rebuild(contestId);
    } finally {
      this.publisher.changed(contestId);
    }
  }

  /** (Re)schedules the end job at endsAt (jobId per contest; BullMQ refuses ':' in ids). */
  async scheduleEnd(contestId: string, endsAt: Date) {
    const jobId = `end_${contestId}`;
    const old = await this.jobs.find(ContestJob.End, jobId);
    if (old) await old.remove().catch(() => undefined);
    await this.jobs.enqueue(ContestJob.End, { contestId }, { jobId, delay: Math.max(0, endsAt.getTime() - Date.now()), attempts: 10 });
  }

  /**
   * Final ranking from PostgreSQL, stored on the contest. The standings are read and the ranking
   * written under the contest row's lock, so of two freezes at once (the end job, moderations) the
   * later one has read the later counts and no stale ranking can overwrite a newer one.
   */
  async freeze(contestId: string): Promise<RankRow[]> {
    this.contests.invalidate(contestId);
    // Titles, covers, photographers: the live ranking at the end, the frozen rows afterwards.
    const live = await this.rankings.ranking(contestId);
    const byId = new Map(live.items.map((r) => [r.id, r]));
    const final = await this.ds.transaction(async (m) => {
      await m.query(`SELECT id FROM contests WHERE id = $1 FOR UPDATE`, [contestId]);
      const rows: { id: string; votes: number; reach_seq: string }[] = await m.query(
        `SELECT id, votes, reach_seq::text AS reach_seq FROM contest_entries WHERE contest_id = $1 AND status = 'approved'`,
        [contestId],
      );
      const ranked = rankStandings(rows.map((r) => ({ id: r.id, votes: Number(r.votes), reachSeq: BigInt(r.reach_seq) }))).flatMap((s) => {
        const row = byId.get(s.id);
        return row ? [{ ...row, votes: s.votes, rank: s.rank, votesToNext: s.votesToNext }] : [];
      });
      await m.getRepository(ContestEntity).update({ id: contestId }, { finalRanking: ranked });
      return ranked;
    });
    this.contests.invalidate(contestId);
    return final;
  }

  /**
   * Ends a contest at its end time: status ended, then counters recounted from `votes` (the recount
   * waits for the vote batches in flight, and any batch after it sees the contest ended), the
   * projection rebuilt (its watchers get the final figures), final ranking frozen, ContestEnded
   * published. Idempotent.
   */
  async end(contestId: string): Promise<{ ended: boolean }> {
    const c = await this.ds.getRepository(ContestEntity).findOne({ where: { id: contestId } });
    if (!c) return { ended: false };
    if (c.status === 'in_progress' && c.endsAt.getTime() > Date.now() + 1000) {
      await this.scheduleEnd(contestId, c.endsAt); // moved later meanwhile
      return { ended: false };
    }
    const first = rowsOf(
      await this.ds.query(
        `UPDATE contests SET status = 'ended', ended_at = now(), updated_at = now() WHERE id = $1 AND status = 'in_progress' RETURNING id`,
        [contestId],
      ),
    );
    this.contests.invalidate(contestId);
    // The last reconcile ran up to CONTEST_RECONCILE_EVERY_MS ago: the final ranking comes from counters
    // recounted now, when no vote can arrive any more (this is the one reconcile of an ended contest).
    await this.recount(contestId);
    await this.rebuild(contestId);
    const final = await this.freeze(contestId);
    if (first.length || c.status === 'in_progress') {
      const owners: { id: string; user_id: string }[] = await this.ds.query(
        `SELECT id, user_id FROM contest_entries WHERE contest_id = $1 AND status = 'approved'`,
        [contestId],
      );
      const ownerOf = new Map(owners.map((o) => [o.id, o.user_id]));
      this.events.publish(
        new ContestEnded({
          contestId,
          contestTitle: c.title,
          contestTitles: inEveryLanguage(c.title, c.translations, 'title'),
          finishers: final.map((r) => ({
            entryId: r.id,
            userId: ownerOf.get(r.id) ?? r.photographer.id,
            title: r.title,
            rank: r.rank,
            votes: r.votes,
          })),
        }),
      );
    }
    this.logger.log({ contestId, entries: final.length }, 'contest ended');
    return { ended: true };
  }

  /**
   * Recounts the entries' counters from `votes`; returns how many entries had drifted. Nothing that
   * changes votes runs meanwhile: `LOCK TABLE votes IN SHARE MODE` waits for the vote batches and
   * vote moderations in flight (they hold ROW EXCLUSIVE on `votes` from before their snapshot) and
   * holds new ones back until this commits; PostgreSQL takes a statement's table locks before its
   * snapshot, so a batch let through afterwards sees a contest the end job closed. The contest row
   * lock orders it with freezes and entry reviews. Vote writes of every contest pause for the count
   * of one contest (a few ms per 10,000 votes; docs/SCALING.md).
   */
  private async recount(contestId: string): Promise<number> {
    const fixed = await this.ds.transaction(async (m) => {
      await m.query(`LOCK TABLE votes IN SHARE MODE`);
      await m.query(`SELECT id FROM contests WHERE id = $1 FOR UPDATE`, [contestId]);
      const rows = rowsOf(
        await m.query(
          `WITH actual AS (
           SELECT e.id, count(v.id) FILTER (WHERE v.status = 'counted')::int AS c, count(v.id) FILTER (WHERE v.status = 'held')::int AS h
           FROM contest_entries e LEFT JOIN votes v ON v.entry_id = e.id WHERE e.contest_id = $1 GROUP BY e.id
         )
         UPDATE contest_entries e SET votes = a.c, held_votes = a.h, reach_seq = nextval('contest_reach_seq')
         FROM actual a WHERE e.id = a.id AND (e.votes <> a.c OR e.held_votes <> a.h) RETURNING e.id`,
          [contestId],
        ),
      );
      return rows.length;
    });
    if (fixed) this.logger.warn({ contestId, fixed }, 'entry counters drifted from votes and were repaired');
    return fixed;
  }

  /**
   * Repairs drift: recounts the entries' counters from `votes`, then merges PostgreSQL's standings
   * into the projection. An ended contest has its final ranking frozen again from the recounted
   * counters (under the contest row lock, as a moderation does), changed or not, so a reconcile also
   * repairs a final ranking whose last freeze failed; its projection is updated after that and a
   * failure there is only logged.
   */
  async reconcile(contestId: string): Promise<{ fixed: number }> {
    const fixed = await this.recount(contestId);
    // Status read after the recount committed: a contest still in progress now is frozen later by its
    // end job, which recounts again first.
    const [c] = (await this.ds.query(`SELECT status FROM contests WHERE id = $1`, [contestId])) as { status: ContestStatus }[];
    if (c?.status !== 'ended') {
      await this.rebuild(contestId);
      return { fixed };
    }
    await this.freeze(contestId);
    await this.rebuild(contestId).catch((err: unknown) => {
      this.logger.warn({ contestId, err: err instanceof Error ? err.message : String(err) }, 'projection of an ended contest not rebuilt');
    });
    return { fixed };
  }

  /**
   * The repeatable job: every contest in progress. Ended contests are not scanned: the end job
   * recounts a contest once as it ends, and afterwards its counters only change in the statements
   * that change its votes (moderation). A `contest.reconcile` job with `{contestId}` repairs one
   * explicitly, ended or not.
   */
  async reconcileAll(): Promise<{ contests: number; fixed: number }> {
    const open: { id: string }[] = await this.ds.query(`SELECT id FROM contests WHERE status = 'in_progress'`);
    let fixed = 0;
    for (const c of open) fixed += (await this.reconcile(c.id)).fixed;
    return { contests: open.length, fixed };
  }
}
