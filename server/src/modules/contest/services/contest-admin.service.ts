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
  VoteFlagReason,
  VoteModerationResult,
  VoteStatus,
} from '@contracts/schemas/contest';
import { AppException } from '@server/common/errors/app.exception';
import { UserSummaryQuery, type UserSummary } from '@server/modules/auth/queries/user-summary.query';
import { ContestEntity } from '../entities/contest.entity';
import { EntryReviewed } from '../events/contest.events';
import { ContestEndService } from './contest-end.service';
import { ContestsService } from './contests.service';
import { ProjectionService, type EntryStanding } from './projection.service';
import { rowsOf } from './query-rows';
import { RankPublisher } from './rank-publisher.service';
import { inEveryLanguage, type ContestTranslations, type EntryTranslations } from './translations';

/** Admin side: contests, entry review, held votes (the end and reconcile jobs' work: contest-end.service.ts). */
@Injectable()
export class ContestAdminService {
  private readonly logger = new Logger(ContestAdminService.name);

  constructor(
    private readonly ds: DataSource,
    private readonly contests: ContestsService,
    private readonly projection: ProjectionService,
    private readonly publisher: RankPublisher,
    private readonly ending: ContestEndService,
    private readonly users: UserSummaryQuery,
    private readonly events: EventBus,
  ) {}

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
      await this.ending.rebuild(c.id);
      await this.ending.scheduleEnd(c.id, c.endsAt);
    } else await this.ending.end(c.id);
    return this.contests.detail(c.id);
  }

  async update(id: string, input: UpdateContestInput): Promise<ContestDetail> {
    const c = await this.contests.entity(id);
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
    if (input.endsAt !== undefined && c.status === 'in_progress') await this.ending.scheduleEnd(id, endsAt);
    return this.contests.detail(id);
  }

  // ───────────── entries ─────────────

  async entries(contestId: string, q: AdminEntryListInput): Promise<Paged<AdminEntry>> {
    await this.contests.entity(contestId);
    const rows: Record<string, unknown>[] = await this.ds.query(
      `SELECT e.*, count(*) OVER () AS total FROM contest_entries e
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
    const users = await this.users.byIds(rows.map((r) => r['user_id'] as string));
    return paged(
      rows.map((r) => this.adminEntry(r, users.get(r['user_id'] as string))),
      q,
      total,
    );
  }

  /** An entry as admins see it; the photographer's name and avatar from auth (empty for an account auth does not know). */
  private adminEntry(r: Record<string, unknown>, user: UserSummary | undefined): AdminEntry {
    const images = r['images'] as string[];
    return {
      id: r['id'] as string,
      contestId: r['contest_id'] as string,
      title: r['title'] as string,
      cover: images[0] ?? '',
      images,
      photographer: { id: r['user_id'] as string, nickname: user?.nickname ?? '', avatar: user?.avatar ?? null },
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
   * touches no ranking (docs/decisions/0071-moderation-after-contest-end.md).
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
      `SELECT e.*, c.title AS contest_title, c.translations AS contest_texts FROM contest_entries e JOIN contests c ON c.id = e.contest_id WHERE e.id = $1`,
      [entryId],
    )) as Record<string, unknown>[];
    const contestId = r!['contest_id'] as string;
    const userId = r!['user_id'] as string;
    this.contests.invalidate(contestId, entryId);
    if (approve) await this.ending.rebuild(contestId);
    this.events.publish(
      new EntryReviewed({
        entryId,
        userId,
        contestId,
        contestTitle: r!['contest_title'] as string,
        contestTitles: inEveryLanguage(r!['contest_title'] as string, r!['contest_texts'] as ContestTranslations, 'title'),
        title: r!['title'] as string,
        titles: inEveryLanguage(r!['title'] as string, r!['translations'] as EntryTranslations, 'title'),
        decision: approve ? 'approved' : 'rejected',
        reason: approve ? null : (input.reason ?? null),
      }),
    );
    return this.adminEntry(r!, await this.users.byId(userId));
  }

  // ───────────── held and void votes ─────────────

  async flaggedVotes(contestId: string, q: FlaggedVoteListInput): Promise<Paged<FlaggedVote>> {
    await this.contests.entity(contestId);
    const where = `v.contest_id = $1 AND v.status = $2::varchar AND ($2::varchar <> 'counted' OR v.flag_reason IS NOT NULL)`;
    const rows: Record<string, unknown>[] = await this.ds.query(
      `SELECT v.id::text AS id, v.entry_id, e.title AS entry_title, v.voter_id, v.ip, v.device_id, v.flag_reason, v.status, v.created_at
       FROM votes v JOIN contest_entries e ON e.id = v.entry_id
       WHERE ${where} ORDER BY v.id DESC LIMIT $3 OFFSET $4`,
      [contestId, q.status, q.limit, (q.page - 1) * q.limit],
    );
    const [t] = (await this.ds.query(`SELECT count(*)::int AS n FROM votes v WHERE ${where}`, [contestId, q.status])) as { n: number }[];
    const voters = await this.users.byIds(rows.map((r) => r['voter_id'] as string));
    return paged(
      rows.map((r) => ({
        id: r['id'] as string,
        entryId: r['entry_id'] as string,
        entryTitle: r['entry_title'] as string,
        voter: { id: r['voter_id'] as string, nickname: voters.get(r['voter_id'] as string)?.nickname ?? '' },
        ip: r['ip'] as string,
        deviceId: (r['device_id'] as string | null) ?? null,
        reason: (r['flag_reason'] as VoteFlagReason | null) ?? null,
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
   * contest the final ranking is frozen again from PostgreSQL first (see
   * docs/decisions/0071-moderation-after-contest-end.md).
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
        if (updates) await this.apply(c.id, updates);
        continue;
      }
      await this.ending.freeze(c.id);
      // After the end the projection only feeds socket watchers: PostgreSQL and the frozen ranking are what counts.
      if (updates)
        await this.apply(c.id, updates).catch((err: unknown) => {
          this.logger.warn(
            { contestId: c.id, err: err instanceof Error ? err.message : String(err) },
            'projection of an ended contest not updated',
          );
        });
    }
    return { changed: rows[0]?.changed ?? 0 };
  }

  /** Applies moderated counts to the projection; the contest's watchers get the change. */
  private async apply(contestId: string, updates: EntryStanding[]) {
    try {
      await this.projection.applyAndRead(contestId, updates, []);
    } finally {
      this.publisher.changed(contestId);
    }
  }
}
