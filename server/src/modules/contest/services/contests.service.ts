import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { type Paged, paged } from '@contracts/api';
import { DEFAULT_LANGUAGE, type Language } from '@contracts/language';
import type { ContestDetail, ContestListInput, ContestStatus, ContestSummary, EntryStatus } from '@contracts/schemas/contest';
import { AppException } from '@server/common/errors/app.exception';
import { ContestEntity } from '../entities/contest.entity';
import { AllowanceLoader } from './allowance.loader';
import { TtlCache } from './contest-cache';
import { translated } from './translations';
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

export interface EntryMeta {
  id: string;
  contestId: string;
  userId: string;
  status: EntryStatus;
}

const META_TTL_MS = 2000;

/** A contest is ended once the end job marked it, and for voting already from its end time. */
export function contestStatus(c: { status: ContestStatus; endsAt: number }, now = Date.now()): ContestStatus {
  return c.status === 'ended' || now >= c.endsAt ? 'ended' : 'in_progress';
}

/** Contests: the list, the detail, and the metadata of contests and entries the hot paths read (cached). */
@Injectable()
export class ContestsService {
  private readonly contests = new TtlCache<ContestMeta | null>(META_TTL_MS);
  private readonly entries = new TtlCache<EntryMeta | null>(META_TTL_MS);

  constructor(
    private readonly ds: DataSource,
    private readonly allowance: AllowanceLoader,
  ) {}

  // ───────────── metadata (short-lived per-instance caches) ─────────────

  meta(id: string): Promise<ContestMeta | null> {
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

  entryMeta(id: string): Promise<EntryMeta | null> {
    return this.entries.get(id, async () => {
      const rows: { id: string; contest_id: string; user_id: string; status: EntryStatus }[] = await this.ds.query(
        `SELECT id, contest_id, user_id, status FROM contest_entries WHERE id = $1`,
        [id],
      );
      const r = rows[0];
      return r ? { id: r.id, contestId: r.contest_id, userId: r.user_id, status: r.status } : null;
    });
  }

  /** Forget cached metadata after a change (this instance; others within META_TTL_MS). */
  invalidate(contestId?: string, entryId?: string) {
    if (contestId) this.contests.delete(contestId);
    if (entryId) this.entries.delete(entryId);
  }

  // ───────────── contests ─────────────

  async entity(id: string): Promise<ContestEntity> {
    const c = await this.ds.getRepository(ContestEntity).findOne({ where: { id } });
    if (!c) throw AppException.notFound();
    return c;
  }

  private summary(c: ContestEntity, lang: Language): ContestSummary {
    return {
      id: c.id,
      year: c.year,
      title: translated(c.title, c.translations, 'title', lang),
      cover: c.cover,
      status: contestStatus({ status: c.status, endsAt: c.endsAt.getTime() }),
      startsAt: c.startsAt.toISOString(),
      endsAt: c.endsAt.toISOString(),
      votesPerUserPerDay: c.votesPerUserPerDay,
    };
  }

  async list(q: ContestListInput, lang: Language = DEFAULT_LANGUAGE): Promise<Paged<ContestSummary>> {
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
      rows.map((c) => this.summary(c, lang)),
      q,
      total,
    );
  }

  async detail(id: string, userId?: string, lang: Language = DEFAULT_LANGUAGE): Promise<ContestDetail> {
    const c = await this.entity(id);
    const [agg] = (await this.ds.query(
      `SELECT count(*)::int AS n, coalesce(sum(votes), 0)::int AS v FROM contest_entries WHERE contest_id = $1 AND status = 'approved'`,
      [id],
    )) as { n: number; v: number }[];
    const out: ContestDetail = {
      ...this.summary(c, lang),
      rules: translated(c.rules, c.translations, 'rules', lang),
      timeZone: c.timeZone,
      entryCount: agg?.n ?? 0,
      totalVotes: agg?.v ?? 0,
    };
    if (userId) {
      const now = Date.now();
      const used = out.status === 'ended' ? c.votesPerUserPerDay : await this.allowance.used(id, userId, zonedDay(now, c.timeZone));
      out.remainingToday = Math.max(0, c.votesPerUserPerDay - used);
      out.renewsAt = new Date(nextZonedMidnight(now, c.timeZone)).toISOString();
    }
    return out;
  }
}
