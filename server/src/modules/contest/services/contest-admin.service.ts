import { Injectable, Logger } from '@nestjs/common';
import { EventBus } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { type Paged, paged } from '@contracts/api';
import type {
  AdminEntry,
  AdminEntryListInput,
  ContestDetail,
  ContestStatus,
  CreateContestInput,
  EntryStatus,
  FlaggedVote,
  FlaggedVoteListInput,
  ReviewEntryInput,
  UpdateContestInput,
  VoteModerationResult,
  VoteStatus,
} from '@contracts/schemas/contest';
import { AppException } from '@server/common/errors/app.exception';
import { JobQueue } from '@server/infra/queues/job-queue';
import { JobName } from '@server/infra/queues/queue.catalogue';
import { ContestEntity } from '../entities/contest.entity';
import { ContestEnded, EntryReviewed } from '../events/contest.events';
import { ContestService } from './contest.service';
import { ProjectionService, type EntryStanding } from './projection.service';
import { rankStandings } from './ranking';

/** TypeORM answers UPDATE/DELETE … RETURNING with [rows, count] and other statements with rows. */
function rowsOf<T>(result: unknown): T[] {
  const r = result as unknown[];
  return Array.isArray(r[0]) && typeof r[1] === 'number' && r.length === 2 ? (r[0] as T[]) : (r as T[]);
}

/** Admin side: contests, entry review, held votes; the end and reconcile jobs' work. */
@Injectable()
export class ContestAdminService {
  private readonly logger = new Logger(ContestAdminService.name);

  constructor(
    private readonly ds: DataSource,
    private readonly contests: ContestService,
    private readonly projection: ProjectionService,
    private readonly events: EventBus,
    private readonly jobs: JobQueue,
  ) {}

  /** (Re)schedules the end job at endsAt (jobId per contest; BullMQ refuses ':' in ids). */
  async scheduleEnd(contestId: string, endsAt: Date) {
    const jobId = `end_${contestId}`;
    const old = await this.jobs.find(JobName.ContestEnd, jobId);
    if (old) await old.remove().catch(() => undefined);
    await this.jobs.enqueue(JobName.ContestEnd, { contestId }, { jobId, delay: Math.max(0, endsAt.getTime() - Date.now()), attempts: 10 });
  }

  async create(input: CreateContestInput): Promise<ContestDetail> {
    const repo = this.ds.getRepository(ContestEntity);
    const c = await repo.save(
      repo.create({
        year: input.year,
        title: input.title,
        cover: input.cover,
        rules: input.rules,
        startsAt: new Date(input.startsAt),
        endsAt: new Date(input.endsAt),
        votesPerUserPerDay: input.votesPerUserPerDay,
        timeZone: input.timeZone,
        status: new Date(input.endsAt).getTime() <= Date.now() ? 'ended' : 'in_progress',
      }),
    );
    if (c.status === 'in_progress') {
      await this.projection.rebuild(c.id);
      await this.scheduleEnd(c.id, c.endsAt);
    } else await this.end(c.id);
    return this.contests.detail(c.id);
  }

  async update(id: string, input: UpdateContestInput): Promise<ContestDetail> {
    const c = await this.contests.contestEntity(id);
    const next = {
      ...(input.year !== undefined && { year: input.year }),
      ...(input.title !== undefined && { title: input.title }),
      ...(input.cover !== undefined && { cover: input.cover }),
      ...(input.rules !== undefined && { rules: input.rules }),
      ...(input.startsAt !== undefined && { startsAt: new Date(input.startsAt) }),
      ...(input.endsAt !== undefined && { endsAt: new Date(input.endsAt) }),
      ...(input.votesPerUserPerDay !== undefined && { votesPerUserPerDay: input.votesPerUserPerDay }),
      ...(input.timeZone !== undefined && { timeZone: input.timeZone }),
    };
    const startsAt = next.startsAt ?? c.startsAt;
    const endsAt = next.endsAt ?? c.endsAt;
    if (endsAt.getTime() <= startsAt.getTime()) throw AppException.field('endsAt', 'v.date.invalid');
    await this.ds.getRepository(ContestEntity).update({ id }, next);
    this.contests.invalidate(id);
    if (input.endsAt !== undefined && c.status === 'in_progress') await this.scheduleEnd(id, endsAt);
    return this.contests.detail(id);
  }

  // ───────────── entries ─────────────

  async entries(contestId: string, q: AdminEntryListInput): Promise<Paged<AdminEntry>> {
    await this.contests.contestEntity(contestId);
    const rows: Record<string, unknown>[] = await this.ds.query(
      `SELECT e.*, u.nickname, u.avatar, count(*) OVER () AS total
       FROM contest_entries e JOIN users u ON u.id = e.user_id
       WHERE e.contest_id = $1 AND ($2::varchar IS NULL OR e.status = $2::varchar)
       ORDER BY e.created_at DESC, e.id LIMIT $3 OFFSET $4`,
      [contestId, q.status ?? null, q.limit, (q.page - 1) * q.limit],
    );
    const total = rows.length
      ? Number(rows[0]!['total'])
      : Number(
          (
            (await this.ds.query(
              `SELECT count(*)::int AS n FROM contest_entries WHERE contest_id = $1 AND ($2::varchar IS NULL OR status = $2::varchar)`,
              [contestId, q.status ?? null],
            )) as { n: number }[]
          )[0]!.n,
        );
    return paged(
      rows.map((r) => this.adminEntry(r)),
      q,
      total,
    );
  }

  private adminEntry(r: Record<string, unknown>): AdminEntry {
    const images = r['images'] as string[];
    return {
      id: r['id'] as string,
      contestId: r['contest_id'] as string,
      title: r['title'] as string,
      cover: images[0] ?? '',
      images,
      photographer: { id: r['user_id'] as string, nickname: r['nickname'] as string, avatar: (r['avatar'] as string | null) ?? null },
      status: r['status'] as EntryStatus,
      rejectReason: (r['reject_reason'] as string | null) ?? null,
      votes: Number(r['votes']),
      heldVotes: Number(r['held_votes']),
      visits: Number(r['visits']),
      createdAt: (r['created_at'] as Date).toISOString(),
      reviewedAt: r['reviewed_at'] ? (r['reviewed_at'] as Date).toISOString() : null,
    };
  }

  /**
   * submitted → approved | rejected. Approval needs a contest still in progress (by status and by
   * time, like a vote): the contest row is share-locked, so an approval either commits before the
   * end job marks the contest ended (and its freeze includes the entry) or is refused. Rejection
   * stays possible after the end: it closes the photographer's pending work with a reason and
   * touches no ranking (decisions.md, "Moderation after a contest ended").
   */
  async review(entryId: string, input: ReviewEntryInput): Promise<AdminEntry> {
    const approve = input.decision === 'approve';
    const rows = rowsOf<Record<string, unknown>>(
      await this.ds.query(
        `WITH open_contest AS (
         SELECT c.id FROM contests c JOIN contest_entries e ON e.contest_id = c.id
         WHERE e.id = $1 AND c.status = 'in_progress' AND c.ends_at > now()
         FOR SHARE OF c
       )
       UPDATE contest_entries SET status = $2::varchar, reject_reason = $3, reviewed_at = now(), updated_at = now(),
         reach_seq = CASE WHEN $2::varchar = 'approved' THEN nextval('contest_reach_seq') ELSE reach_seq END
       WHERE id = $1 AND status = 'submitted' AND ($2::varchar = 'rejected' OR contest_id IN (SELECT id FROM open_contest)) RETURNING id`,
        [entryId, approve ? 'approved' : 'rejected', approve ? null : (input.reason ?? null)],
      ),
    );
    if (!rows.length) {
      const [entry] = (await this.ds.query(`SELECT status FROM contest_entries WHERE id = $1`, [entryId])) as { status: EntryStatus }[];
      if (!entry) throw AppException.notFound();
      if (entry.status !== 'submitted') throw AppException.fail('e.contest.already_reviewed');
      throw AppException.fail('e.contest.approval_closed');
    }
    const [r] = (await this.ds.query(
      `SELECT e.*, u.nickname, u.avatar, c.title AS contest_title FROM contest_entries e
       JOIN users u ON u.id = e.user_id JOIN contests c ON c.id = e.contest_id WHERE e.id = $1`,
      [entryId],
    )) as Record<string, unknown>[];
    const contestId = r!['contest_id'] as string;
    this.contests.invalidate(contestId, entryId);
    if (approve) await this.projection.rebuild(contestId);
    this.events.publish(
      new EntryReviewed(
        entryId,
        r!['user_id'] as string,
        contestId,
        r!['contest_title'] as string,
        r!['title'] as string,
        approve ? 'approved' : 'rejected',
        approve ? null : (input.reason ?? null),
      ),
    );
    return this.adminEntry(r!);
  }

  // ───────────── held and void votes ─────────────

  async flaggedVotes(contestId: string, q: FlaggedVoteListInput): Promise<Paged<FlaggedVote>> {
    await this.contests.contestEntity(contestId);
    const where = `v.contest_id = $1 AND v.status = $2::varchar AND ($2::varchar <> 'counted' OR v.flag_reason IS NOT NULL)`;
    const rows: Record<string, unknown>[] = await this.ds.query(
      `SELECT v.id::text AS id, v.entry_id, e.title AS entry_title, v.voter_id, u.nickname, v.ip, v.device_id, v.flag_reason, v.status, v.created_at
       FROM votes v JOIN contest_entries e ON e.id = v.entry_id JOIN users u ON u.id = v.voter_id
       WHERE ${where} ORDER BY v.id DESC LIMIT $3 OFFSET $4`,
      [contestId, q.status, q.limit, (q.page - 1) * q.limit],
    );
    const [t] = (await this.ds.query(`SELECT count(*)::int AS n FROM votes v WHERE ${where}`, [contestId, q.status])) as { n: number }[];
    return paged(
      rows.map((r) => ({
        id: r['id'] as string,
        entryId: r['entry_id'] as string,
        entryTitle: r['entry_title'] as string,
        voter: { id: r['voter_id'] as string, nickname: r['nickname'] as string },
        ip: r['ip'] as string,
        deviceId: (r['device_id'] as string | null) ?? null,
        reason: (r['flag_reason'] as string | null) ?? null,
        status: r['status'] as VoteStatus,
        createdAt: (r['created_at'] as Date).toISOString(),
      })),
      q,
      t?.n ?? 0,
    );
  }

  /**
   * Voids (counted or held → void) or approves (held → counted) votes, adjusting the entries'
   * counters in the same statement; the projection is updated and the change pushed. For an ended
   * contest the final ranking is frozen again from PostgreSQL first (see decisions.md, "Moderation
   * after the end").
   */
  async moderate(ids: string[], to: 'void' | 'counted'): Promise<VoteModerationResult> {
    const rows: { id: string | null; contest_id: string | null; votes: number | null; reach_seq: string | null; changed: number }[] =
      await this.ds.query(
        `WITH target AS (
         SELECT id, entry_id, status FROM votes
         WHERE id = ANY($1::bigint[]) AND (($2::varchar = 'void' AND status <> 'void') OR ($2::varchar = 'counted' AND status = 'held'))
         FOR UPDATE
       ), upd AS (
         UPDATE votes v SET status = $2::varchar FROM target WHERE v.id = target.id RETURNING target.entry_id, target.status AS old
       ), cnt AS (
         SELECT entry_id, count(*) FILTER (WHERE old = 'counted')::int AS c, count(*) FILTER (WHERE old = 'held')::int AS h FROM upd GROUP BY entry_id
       ), ent AS (
         UPDATE contest_entries e
         SET votes = e.votes + CASE WHEN $2::varchar = 'counted' THEN cnt.h ELSE -cnt.c END,
             held_votes = e.held_votes - cnt.h,
             reach_seq = CASE WHEN ($2::varchar = 'counted' AND cnt.h > 0) OR ($2::varchar = 'void' AND cnt.c > 0) THEN nextval('contest_reach_seq') ELSE e.reach_seq END
         FROM cnt WHERE e.id = cnt.entry_id
         RETURNING e.id, e.contest_id, e.votes, e.reach_seq
       )
       SELECT ent.id::text, ent.contest_id::text, ent.votes, ent.reach_seq::text, (SELECT count(*)::int FROM upd) AS changed FROM ent
       UNION ALL SELECT NULL, NULL, NULL, NULL, (SELECT count(*)::int FROM upd) WHERE NOT EXISTS (SELECT 1 FROM ent)`,
        [ids, to],
      );
    const byContest = new Map<string, EntryStanding[]>();
    for (const r of rows) {
      if (!r.id || !r.contest_id) continue;
      const list = byContest.get(r.contest_id) ?? [];
      list.push({ id: r.id, votes: Number(r.votes), reachSeq: r.reach_seq ?? '0' });
      byContest.set(r.contest_id, list);
    }
    // Status read after the statement committed: a contest still in progress now is frozen later by
    // its end job, which then reads these counts. Every ended contest of the given votes is frozen
    // again, changed or not, so retrying a moderation whose freeze failed repairs the final ranking.
    const contests: { id: string; status: ContestStatus }[] = await this.ds.query(
      `SELECT c.id::text, c.status FROM contests c WHERE c.id IN (SELECT contest_id FROM votes WHERE id = ANY($1::bigint[]))`,
      [ids],
    );
    for (const c of contests) {
      const updates = byContest.get(c.id);
      if (c.status !== 'ended') {
        if (updates) await this.projection.applyAndRead(c.id, updates, []);
        continue;
      }
      await this.freeze(c.id);
      // After the end the projection only feeds socket watchers: PostgreSQL and the frozen ranking are what counts.
      if (updates)
        await this.projection.applyAndRead(c.id, updates, []).catch((err: unknown) => {
          this.logger.warn(
            { contestId: c.id, err: err instanceof Error ? err.message : String(err) },
            'projection of an ended contest not updated',
          );
        });
    }
    return { changed: rows[0]?.changed ?? 0 };
  }

  // ───────────── end and reconcile (called by the jobs) ─────────────

  /**
   * Final ranking from PostgreSQL, stored on the contest. The standings are read and the ranking
   * written under the contest row's lock, so of two freezes at once (the end job, moderations) the
   * later one has read the later counts and no stale ranking can overwrite a newer one.
   */
  private async freeze(contestId: string) {
    this.contests.invalidate(contestId);
    // Titles, covers, photographers: the live ranking at the end (which also brings the projection up
    // to date and pushes), the frozen rows afterwards.
    const live = await this.contests.ranking(contestId);
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
   * waits for the vote batches in flight, and any batch after it sees the contest ended), final
   * ranking frozen, ContestEnded published. Idempotent.
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
    await this.projection.rebuild(contestId);
    const final = await this.freeze(contestId);
    if (first.length || c.status === 'in_progress') {
      const owners: { id: string; user_id: string }[] = await this.ds.query(
        `SELECT id, user_id FROM contest_entries WHERE contest_id = $1 AND status = 'approved'`,
        [contestId],
      );
      const ownerOf = new Map(owners.map((o) => [o.id, o.user_id]));
      this.events.publish(
        new ContestEnded(
          contestId,
          c.title,
          final.map((r) => ({
            entryId: r.id,
            userId: ownerOf.get(r.id) ?? r.photographer.id,
            title: r.title,
            rank: r.rank,
            votes: r.votes,
          })),
        ),
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
      await this.projection.rebuild(contestId);
      return { fixed };
    }
    await this.freeze(contestId);
    await this.projection.rebuild(contestId).catch((err: unknown) => {
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
