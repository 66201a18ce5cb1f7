import { Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { DataSource } from 'typeorm';
import { type Paged, paged } from '@contracts/api';
import type { PagingInput } from '@contracts/schemas/common';
import type {
  ContestDetail,
  ContestEntriesInput,
  ContestListInput,
  ContestStatus,
  ContestSummary,
  EntryDetail,
  EntryStatus,
  MyWork,
  Photographer,
  RankChange,
  RankRow,
  RankingSnapshot,
  ShareLink,
  SubmitEntryInput,
  VoteReply,
} from '@contracts/schemas/contest';
import { AppCode, AppException } from '@server/common/errors/app.exception';
import { Ok } from '@server/common/http/ok';
import { AppConfig } from '@server/config/app-config';
import { RedisService } from '@server/infra/redis/redis.service';
import { ContestEntity } from '../entities/contest.entity';
import { TtlCache } from './contest-cache';
import { ProjectionService } from './projection.service';
import { VoteBatcher, type VoteOutcome } from './vote-batcher.service';
import { VoteGuard } from './vote-guard.service';
import { nextZonedMidnight, zonedDay } from './zoned-day';

export interface ContestMeta {
  id: string;
  title: string;
  status: ContestStatus;
  startsAt: number;
  endsAt: number;
  limit: number;
  timeZone: string;
}

interface EntryMeta {
  id: string;
  contestId: string;
  userId: string;
  status: EntryStatus;
}

interface DisplayRow {
  title: string;
  cover: string;
  photographer: Photographer;
}

export interface VoteContext {
  userId: string;
  ip: string;
  deviceId: string | null;
}

const VISITS_KEY = 'contest:visits';
const META_TTL_MS = 2000;

/** Contests, entries, ranking reads, voting, submissions, shares. */
@Injectable()
export class ContestService implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(ContestService.name);
  private readonly contests = new TtlCache<ContestMeta | null>(META_TTL_MS);
  private readonly entries = new TtlCache<EntryMeta | null>(META_TTL_MS);
  private readonly users = new TtlCache<number | null>(60_000);
  private readonly display = new TtlCache<Map<string, DisplayRow>>(META_TTL_MS);
  /** Per contest, the ranking computation the reads of the current event-loop turn will share. */
  private readonly snapshots = new Map<string, Promise<RankingSnapshot>>();
  private visitsTimer?: NodeJS.Timeout;

  constructor(
    private readonly ds: DataSource,
    private readonly redis: RedisService,
    private readonly projection: ProjectionService,
    private readonly batcher: VoteBatcher,
    private readonly guard: VoteGuard,
    private readonly config: AppConfig,
  ) {}

  async onApplicationBootstrap() {
    // The projection is rebuilt from PostgreSQL at start-up (a merge: safe beside running instances).
    const open: { id: string }[] = await this.ds.query(`SELECT id FROM contests WHERE status = 'in_progress'`);
    for (const c of open) await this.projection.rebuild(c.id);
    this.visitsTimer = setInterval(() => void this.flushVisits().catch(() => undefined), this.config.raw.CONTEST_VISITS_FLUSH_MS);
    this.visitsTimer.unref();
  }

  async onModuleDestroy() {
    if (this.visitsTimer) clearInterval(this.visitsTimer);
    await this.flushVisits().catch(() => undefined);
  }

  // ───────────── metadata (short-lived per-instance caches) ─────────────

  contestMeta(id: string): Promise<ContestMeta | null> {
    return this.contests.get(id, async () => {
      const rows: Record<string, unknown>[] = await this.ds.query(
        `SELECT id, title, status, starts_at, ends_at, votes_per_user_per_day, time_zone FROM contests WHERE id = $1`,
        [id],
      );
      const r = rows[0];
      if (!r) return null;
      return {
        id: r['id'] as string,
        title: r['title'] as string,
        status: r['status'] as ContestStatus,
        startsAt: (r['starts_at'] as Date).getTime(),
        endsAt: (r['ends_at'] as Date).getTime(),
        limit: Number(r['votes_per_user_per_day']),
        timeZone: r['time_zone'] as string,
      };
    });
  }

  private entryMeta(id: string): Promise<EntryMeta | null> {
    return this.entries.get(id, async () => {
      const rows: { id: string; contest_id: string; user_id: string; status: EntryStatus }[] = await this.ds.query(
        `SELECT id, contest_id, user_id, status FROM contest_entries WHERE id = $1`,
        [id],
      );
      const r = rows[0];
      return r ? { id: r.id, contestId: r.contest_id, userId: r.user_id, status: r.status } : null;
    });
  }

  /** Forget cached metadata after an admin change (this instance; others within META_TTL_MS). */
  invalidate(contestId?: string, entryId?: string) {
    if (contestId) {
      this.contests.delete(contestId);
      this.display.delete(contestId);
    }
    if (entryId) this.entries.delete(entryId);
  }

  private async displayRows(contestId: string, ids: readonly string[] = []): Promise<Map<string, DisplayRow>> {
    const load = async () => {
      const rows: { id: string; title: string; cover: string; uid: string; nickname: string; avatar: string | null }[] =
        await this.ds.query(
          `SELECT e.id, e.title, e.images[1] AS cover, u.id AS uid, u.nickname, u.avatar
         FROM contest_entries e JOIN users u ON u.id = e.user_id
         WHERE e.contest_id = $1 AND e.status = 'approved'`,
          [contestId],
        );
      return new Map(
        rows.map((r) => [r.id, { title: r.title, cover: r.cover, photographer: { id: r.uid, nickname: r.nickname, avatar: r.avatar } }]),
      );
    };
    let map = await this.display.get(contestId, load);
    if (ids.some((id) => !map.has(id))) {
      this.display.delete(contestId);
      map = await this.display.get(contestId, load);
    }
    return map;
  }

  static statusOf(c: { status: ContestStatus; endsAt: number }, now = Date.now()): ContestStatus {
    return c.status === 'ended' || now >= c.endsAt ? 'ended' : 'in_progress';
  }

  // ───────────── contests ─────────────

  private summary(c: ContestEntity): ContestSummary {
    return {
      id: c.id,
      year: c.year,
      title: c.title,
      cover: c.cover,
      status: ContestService.statusOf({ status: c.status, endsAt: c.endsAt.getTime() }),
      startsAt: c.startsAt.toISOString(),
      endsAt: c.endsAt.toISOString(),
      votesPerUserPerDay: c.votesPerUserPerDay,
    };
  }

  async list(q: ContestListInput): Promise<Paged<ContestSummary>> {
    const qb = this.ds.getRepository(ContestEntity).createQueryBuilder('c');
    if (q.status === 'ended') qb.where(`(c.status = 'ended' OR c.ends_at <= now())`);
    if (q.status === 'in_progress') qb.where(`c.status = 'in_progress' AND c.ends_at > now()`);
    qb.orderBy(`CASE WHEN c.status = 'in_progress' AND c.ends_at > now() THEN 0 ELSE 1 END`, 'ASC')
      .addOrderBy('c.starts_at', 'DESC')
      .addOrderBy('c.id', 'ASC')
      .skip((q.page - 1) * q.limit)
      .take(q.limit);
    const [rows, total] = await qb.getManyAndCount();
    return paged(
      rows.map((c) => this.summary(c)),
      q,
      total,
    );
  }

  async contestEntity(id: string): Promise<ContestEntity> {
    const c = await this.ds.getRepository(ContestEntity).findOne({ where: { id } });
    if (!c) throw AppException.notFound();
    return c;
  }

  async detail(id: string, userId?: string): Promise<ContestDetail> {
    const c = await this.contestEntity(id);
    const [agg] = (await this.ds.query(
      `SELECT count(*)::int AS n, coalesce(sum(votes), 0)::int AS v FROM contest_entries WHERE contest_id = $1 AND status = 'approved'`,
      [id],
    )) as { n: number; v: number }[];
    const out: ContestDetail = {
      ...this.summary(c),
      rules: c.rules,
      timeZone: c.timeZone,
      entryCount: agg?.n ?? 0,
      totalVotes: agg?.v ?? 0,
    };
    if (userId) {
      const now = Date.now();
      const used = out.status === 'ended' ? c.votesPerUserPerDay : await this.usedInDb(id, userId, zonedDay(now, c.timeZone));
      out.remainingToday = Math.max(0, c.votesPerUserPerDay - used);
      out.renewsAt = new Date(nextZonedMidnight(now, c.timeZone)).toISOString();
    }
    return out;
  }

  private async usedInDb(contestId: string, userId: string, day: string): Promise<number> {
    const [r] = (await this.ds.query(
      `SELECT coalesce(max(slot), 0)::int AS used FROM votes WHERE contest_id = $1 AND voter_id = $2 AND day = $3`,
      [contestId, userId, day],
    )) as { used: number }[];
    return r?.used ?? 0;
  }

  // ───────────── ranking ─────────────

  private rows(contestId: string, standings: RankChange[], display: Map<string, DisplayRow>): RankRow[] {
    const out: RankRow[] = [];
    for (const s of standings) {
      const d = display.get(s.id);
      if (d)
        out.push({
          id: s.id,
          title: d.title,
          photographer: d.photographer,
          cover: d.cover,
          votes: s.votes,
          rank: s.rank,
          votesToNext: s.votesToNext,
        });
    }
    return out;
  }

  /** Current standings with the seq they correspond to (the final ranking once the contest ended). */
  /**
   * The ranking for readers (GET ranking, the entry lists and details, my works): the reads of a
   * contest that arrive in the same event-loop turn share one computation (one SYNC script, one
   * build of the rows), which starts after all of them arrived — so a reader still sees every vote
   * acknowledged before its request (read-your-writes), only the work is shared.
   */
  rankingForReaders(contestId: string): Promise<RankingSnapshot> {
    let next = this.snapshots.get(contestId);
    if (!next) {
      next = new Promise<RankingSnapshot>((resolve, reject) =>
        setImmediate(() => {
          this.snapshots.delete(contestId);
          this.ranking(contestId).then(resolve, reject);
        }),
      );
      this.snapshots.set(contestId, next);
    }
    return next;
  }

  async ranking(contestId: string): Promise<RankingSnapshot> {
    const meta = await this.contestMeta(contestId);
    if (!meta) throw AppException.notFound();
    if (meta.status === 'ended') {
      const c = await this.contestEntity(contestId);
      if (c.finalRanking) return { contestId, seq: 0, items: c.finalRanking };
    }
    const sync = await this.projection.sync(contestId, true);
    const state = sync?.state ?? [];
    const display = await this.displayRows(
      contestId,
      state.map((s) => s.id),
    );
    return { contestId, seq: sync?.seq ?? 0, items: this.rows(contestId, state, display) };
  }

  async entriesOf(contestId: string, q: ContestEntriesInput): Promise<Paged<RankRow>> {
    const snap = await this.rankingForReaders(contestId);
    if (q.sort === 'rank') {
      const start = (q.page - 1) * q.limit;
      return paged(snap.items.slice(start, start + q.limit), q, snap.items.length);
    }
    const byId = new Map(snap.items.map((r) => [r.id, r]));
    const ids: { id: string }[] = await this.ds.query(
      `SELECT id FROM contest_entries WHERE contest_id = $1 AND status = 'approved' ORDER BY created_at DESC, id LIMIT $2 OFFSET $3`,
      [contestId, q.limit, (q.page - 1) * q.limit],
    );
    return paged(
      ids.map((r) => byId.get(r.id)).filter((r): r is RankRow => !!r),
      q,
      snap.items.length,
    );
  }

  // ───────────── entries ─────────────

  async entry(id: string, viewer?: { userId: string; admin: boolean }): Promise<EntryDetail> {
    const rows: Record<string, unknown>[] = await this.ds.query(
      `SELECT e.*, u.nickname, u.avatar, c.status AS contest_status, c.ends_at
       FROM contest_entries e JOIN users u ON u.id = e.user_id JOIN contests c ON c.id = e.contest_id WHERE e.id = $1`,
      [id],
    );
    const e = rows[0];
    if (!e) throw AppException.notFound();
    const mine = viewer?.userId === e['user_id'];
    if (e['status'] !== 'approved' && !mine && !viewer?.admin) throw AppException.notFound();
    let rank: number | null = null;
    let votesToNext: number | null = null;
    let votes = Number(e['votes']);
    const contestId = e['contest_id'] as string;
    if (e['status'] === 'approved') {
      const snap = await this.rankingForReaders(contestId);
      const row = snap.items.find((r) => r.id === id);
      if (row) ({ rank, votesToNext, votes } = row);
    }
    // Visits: one HINCRBY here, flushed to PostgreSQL in bulk (flushVisits).
    const pending = await this.redis.client.hincrby(VISITS_KEY, id, 1);
    const images = e['images'] as string[];
    return {
      id,
      title: e['title'] as string,
      photographer: { id: e['user_id'] as string, nickname: e['nickname'] as string, avatar: (e['avatar'] as string | null) ?? null },
      cover: images[0] ?? '',
      votes,
      rank,
      votesToNext,
      contestId,
      contestStatus: ContestService.statusOf({ status: e['contest_status'] as ContestStatus, endsAt: (e['ends_at'] as Date).getTime() }),
      images,
      introduction: e['introduction'] as string,
      camera: e['camera'] as string,
      lens: e['lens'] as string,
      housing: e['housing'] as string,
      accessories: e['accessories'] as string,
      place: e['place'] as string,
      year: Number(e['year']),
      visits: Number(e['visits']) + pending,
      status: e['status'] as EntryStatus,
      mine,
      rejectReason: mine || viewer?.admin ? ((e['reject_reason'] as string | null) ?? null) : null,
      createdAt: (e['created_at'] as Date).toISOString(),
    };
  }

  /** Moves the visit counters from Redis to PostgreSQL (RENAME first, so no increment is lost meanwhile). */
  async flushVisits(): Promise<number> {
    const client = this.redis.client;
    const tmp = `${VISITS_KEY}:flushing:${randomBytes(6).toString('hex')}`;
    try {
      await client.rename(VISITS_KEY, tmp);
    } catch {
      return 0; // nothing counted since the last flush
    }
    const all = await client.hgetall(tmp);
    const ids = Object.keys(all);
    if (ids.length) {
      await this.ds.query(
        `UPDATE contest_entries e SET visits = e.visits + v.n FROM unnest($1::uuid[], $2::bigint[]) AS v(id, n) WHERE e.id = v.id`,
        [ids, ids.map((k) => Number(all[k]))],
      );
    }
    await client.del(tmp);
    return ids.length;
  }

  // ───────────── voting ─────────────

  private renewsText(at: number, tz: string) {
    return `${zonedDay(at, tz)} 00:00 (${tz})`;
  }

  async vote(entryId: string, ref: string | undefined, ctx: VoteContext): Promise<Ok<VoteReply>> {
    const entry = await this.entryMeta(entryId);
    if (!entry) throw AppException.notFound();
    const contest = await this.contestMeta(entry.contestId);
    if (!contest) throw AppException.notFound();
    const now = Date.now();
    this.assertVotable(contest, entry, ctx.userId, now);
    const cooldown = this.config.raw.CONTEST_NEW_ACCOUNT_COOLDOWN_MINUTES;
    if (cooldown > 0) {
      const createdAt = await this.users.get(ctx.userId, async () => {
        const [u] = (await this.ds.query(`SELECT created_at FROM users WHERE id = $1`, [ctx.userId])) as { created_at: Date }[];
        return u ? u.created_at.getTime() : null;
      });
      if (createdAt !== null && now - createdAt < cooldown * 60_000)
        throw AppException.fail('e.contest.account_too_new', { minutes: cooldown });
    }
    const guarded = {
      contestId: contest.id,
      day: zonedDay(now, contest.timeZone),
      limit: contest.limit,
      userId: ctx.userId,
      ip: ctx.ip,
      deviceId: ctx.deviceId,
    };
    const usedInDb = () => this.usedInDb(contest.id, ctx.userId, guarded.day);
    // A slot PostgreSQL refused because another instance wrote it is in PostgreSQL, so the resync
    // below moves the counter past it: every such retry takes a higher slot and the loop ends within
    // the allowance, however many times the voter's other instances win the race. Only a retry that
    // did not move on (the contest or entry changed back and forth) counts towards giving up.
    let lastRefused = 0;
    let stalls = 0;
    while (stalls < 4) {
      const verdict = await this.guard.check(guarded, usedInDb);
      if (verdict.kind !== 'ok') {
        if (verdict.kind !== 'allowance') throw new AppException(AppCode.TooMany, 'e.contest.too_fast');
        const renewsAt = nextZonedMidnight(now, contest.timeZone);
        throw AppException.fail(
          'e.contest.allowance_used',
          { limit: contest.limit, renewsAt: this.renewsText(renewsAt, contest.timeZone) },
          { renewsAt: new Date(renewsAt).toISOString(), remaining: 0 },
        );
      }
      const { slot, flag } = verdict;
      let outcome: VoteOutcome;
      try {
        outcome = await this.batcher.submit({
          contestId: contest.id,
          entryId,
          voterId: ctx.userId,
          day: guarded.day,
          slot,
          status: flag ? 'held' : 'counted',
          flagReason: flag || null,
          ip: ctx.ip.slice(0, 64),
          deviceId: ctx.deviceId,
          shareCode: ref ?? null,
        });
      } catch (err) {
        // Whether the slot was written is unknown: the next vote reads the counter from PostgreSQL.
        this.guard.forget(guarded);
        throw err;
      }
      if (outcome.inserted) {
        const r = outcome.rank;
        const reply: VoteReply = {
          entryId,
          votes: r?.votes ?? 0,
          rank: r?.rank ?? 0,
          votesToNext: r?.votesToNext ?? 0,
          remaining: Math.max(0, contest.limit - slot),
          counted: !flag,
        };
        return new Ok(reply, flag ? 'contest.vote.held' : 'contest.vote.ok');
      }
      // Refused by PostgreSQL: the slot was taken (by a vote through another instance) or the
      // contest or entry changed. Drop the counter for PostgreSQL's (a slot taken elsewhere is in
      // it; slots of refused votes, however many were in flight, are not), then find out why with
      // fresh data.
      this.guard.forget(guarded);
      this.guard.resync(guarded, await usedInDb());
      this.invalidate(contest.id, entryId);
      const freshContest = await this.contestMeta(contest.id);
      const freshEntry = await this.entryMeta(entryId);
      if (!freshContest || !freshEntry) throw AppException.notFound();
      this.assertVotable(freshContest, freshEntry, ctx.userId, Date.now());
      if (ContestService.statusOf(freshContest) !== 'in_progress' || freshContest.status !== 'in_progress')
        throw AppException.fail('e.contest.ended');
      if (slot <= lastRefused) stalls++;
      lastRefused = Math.max(lastRefused, slot);
    }
    throw new AppException(AppCode.TooMany, 'e.contest.too_fast');
  }

  private assertVotable(contest: ContestMeta, entry: EntryMeta, userId: string, now: number) {
    if (ContestService.statusOf(contest, now) === 'ended') throw AppException.fail('e.contest.ended');
    if (now < contest.startsAt) throw AppException.fail('e.contest.not_started');
    if (entry.status !== 'approved') throw AppException.fail('e.contest.entry_not_approved');
    if (entry.userId === userId) throw AppException.fail('e.contest.own_entry');
  }

  // ───────────── submissions, works, shares ─────────────

  async submit(userId: string, contestId: string, input: SubmitEntryInput): Promise<Ok<MyWork>> {
    const c = await this.contestEntity(contestId);
    if (ContestService.statusOf({ status: c.status, endsAt: c.endsAt.getTime() }) === 'ended')
      throw AppException.fail('e.contest.submissions_closed');
    const [row] = (await this.ds.query(
      `INSERT INTO contest_entries (contest_id, user_id, title, images, introduction, camera, lens, housing, accessories, place, year)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING id, created_at`,
      [
        contestId,
        userId,
        input.title,
        input.images,
        input.introduction,
        input.camera,
        input.lens,
        input.housing,
        input.accessories,
        input.place,
        input.year,
      ],
    )) as { id: string; created_at: Date }[];
    const work: MyWork = {
      id: row!.id,
      contestId,
      contestTitle: c.title,
      title: input.title,
      cover: input.images[0]!,
      status: 'submitted',
      rejectReason: null,
      votes: 0,
      rank: null,
      createdAt: row!.created_at.toISOString(),
    };
    return new Ok(work, 'contest.entry.submitted');
  }

  async myWorks(userId: string, q: PagingInput): Promise<Paged<MyWork>> {
    const rows: Record<string, unknown>[] = await this.ds.query(
      `SELECT e.id, e.contest_id, c.title AS contest_title, e.title, e.images[1] AS cover, e.status, e.reject_reason, e.votes, e.created_at,
              count(*) OVER () AS total
       FROM contest_entries e JOIN contests c ON c.id = e.contest_id
       WHERE e.user_id = $1 ORDER BY e.created_at DESC, e.id LIMIT $2 OFFSET $3`,
      [userId, q.limit, (q.page - 1) * q.limit],
    );
    const total = rows.length
      ? Number(rows[0]!['total'])
      : ((await this.ds.query(`SELECT count(*)::int AS n FROM contest_entries WHERE user_id = $1`, [userId])) as { n: number }[])[0]!.n;
    const ranks = new Map<string, Map<string, RankRow>>();
    const items: MyWork[] = [];
    for (const r of rows) {
      const contestId = r['contest_id'] as string;
      let rank: number | null = null;
      let votes = Number(r['votes']);
      if (r['status'] === 'approved') {
        if (!ranks.has(contestId)) ranks.set(contestId, new Map((await this.rankingForReaders(contestId)).items.map((x) => [x.id, x])));
        const row = ranks.get(contestId)!.get(r['id'] as string);
        if (row) ({ rank, votes } = row);
      }
      items.push({
        id: r['id'] as string,
        contestId,
        contestTitle: r['contest_title'] as string,
        title: r['title'] as string,
        cover: r['cover'] as string,
        status: r['status'] as EntryStatus,
        rejectReason: (r['reject_reason'] as string | null) ?? null,
        votes,
        rank,
        createdAt: (r['created_at'] as Date).toISOString(),
      });
    }
    return paged(items, q, Number(total));
  }

  async share(userId: string, entryId: string): Promise<ShareLink> {
    const entry = await this.entryMeta(entryId);
    if (!entry || (entry.status !== 'approved' && entry.userId !== userId)) throw AppException.notFound();
    const code = randomBytes(8).toString('base64url');
    await this.ds.query(
      `INSERT INTO contest_shares (code, entry_id, user_id) VALUES ($1, $2, $3) ON CONFLICT (entry_id, user_id) DO NOTHING`,
      [code, entryId, userId],
    );
    const [row] = (await this.ds.query(
      `SELECT s.code, (SELECT count(*)::int FROM votes v WHERE v.share_code = s.code AND v.status = 'counted') AS votes
       FROM contest_shares s WHERE s.entry_id = $1 AND s.user_id = $2`,
      [entryId, userId],
    )) as { code: string; votes: number }[];
    const base = this.config.publicUrl.replace(/\/$/, '');
    return { code: row!.code, url: `${base}/h5/#/pages/vote/vote?entry=${entryId}&ref=${row!.code}`, votes: row!.votes };
  }
}
