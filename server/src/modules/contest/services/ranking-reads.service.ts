import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { type Paged, paged } from '@contracts/api';
import type { Language } from '@contracts/language';
import type { ContestEntriesInput, Photographer, RankChange, RankRow, RankingSnapshot } from '@contracts/schemas/contest';
import { AppException } from '@server/common/errors/app.exception';
import { UserSummaryQuery } from '@server/modules/auth/queries/user-summary.query';
import { TtlCache } from './contest-cache';
import { ContestsService } from './contests.service';
import { ProjectionService } from './projection.service';
import type { EntryTranslations } from './translations';

/** What a ranking row shows of an approved entry besides its figures. */
interface DisplayRow {
  title: string;
  /** The title's translations (decision 0135); the shared snapshot carries the title as written. */
  titles: Partial<Record<Language, string>>;
  cover: string;
  photographer: Photographer;
}

const DISPLAY_TTL_MS = 2000;

/**
 * Ranking reads: the snapshot (GET ranking, a socket join, the entry lists, details and my works)
 * and the paging of the entries by rank or newest. Reads only: they show what the projection holds
 * (or PostgreSQL's counts while it is missing) and never push nor repair — that is the write
 * side's business (RankPublisher, the vote path, the reconcile job).
 */
@Injectable()
export class RankingReads {
  /** Per contest: titles, covers and photographers of the approved entries. */
  private readonly display = new TtlCache<Map<string, DisplayRow>>(DISPLAY_TTL_MS);
  /** Per contest, the ranking computation the reads of the current event-loop turn will share. */
  private readonly shared = new Map<string, Promise<RankingSnapshot>>();

  constructor(
    private readonly ds: DataSource,
    private readonly contests: ContestsService,
    private readonly projection: ProjectionService,
    private readonly users: UserSummaryQuery,
  ) {}

  /**
   * The ranking for readers: the reads of a contest that arrive in the same event-loop turn share
   * one computation (one script, one build of the rows), which starts after all of them arrived —
   * so a reader still sees every vote acknowledged before its request (read-your-writes), only the
   * work is shared.
   */
  forReaders(contestId: string): Promise<RankingSnapshot> {
    let next = this.shared.get(contestId);
    if (!next) {
      next = new Promise<RankingSnapshot>((resolve, reject) =>
        setImmediate(() => {
          this.shared.delete(contestId);
          this.ranking(contestId).then(resolve, reject);
        }),
      );
      this.shared.set(contestId, next);
    }
    return next;
  }

  /** Current standings with the seq they correspond to (the final ranking once the contest ended). */
  async ranking(contestId: string): Promise<RankingSnapshot> {
    const meta = await this.contests.meta(contestId);
    if (!meta) throw AppException.notFound();
    if (meta.status === 'ended') {
      const c = await this.contests.entity(contestId);
      if (c.finalRanking) return { contestId, seq: 0, items: c.finalRanking };
    }
    const { seq, state } = await this.projection.standings(contestId);
    const display = await this.displayRows(
      contestId,
      state.map((s) => s.id),
    );
    return { contestId, seq, items: this.rows(state, display) };
  }

  async entries(contestId: string, q: ContestEntriesInput): Promise<Paged<RankRow>> {
    const snap = await this.forReaders(contestId);
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

  /**
   * Rows of a shared snapshot with their titles in the reader's language (decision 0135): the
   * snapshot is computed once for every reader with the titles as written; a translation replaces
   * its title here (the frozen final ranking too: its entries are the contest's approved ones).
   */
  async inLanguage(contestId: string, rows: RankRow[], lang: Language): Promise<RankRow[]> {
    if (!rows.length) return rows;
    const display = await this.displayRows(contestId);
    return rows.map((r) => {
      const title = display.get(r.id)?.titles[lang];
      return title ? { ...r, title } : r;
    });
  }

  private rows(standings: RankChange[], display: Map<string, DisplayRow>): RankRow[] {
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

  /** The display rows of a contest, loaded again when `ids` names an entry they lack (just approved). */
  private async displayRows(contestId: string, ids: readonly string[] = []): Promise<Map<string, DisplayRow>> {
    const load = () => this.loadDisplay(contestId);
    let map = await this.display.get(contestId, load);
    if (ids.some((id) => !map.has(id))) {
      this.display.delete(contestId);
      map = await this.display.get(contestId, load);
    }
    return map;
  }

  /** The approved entries, then their photographers from auth in one batch (an unknown account's entry is left out). */
  private async loadDisplay(contestId: string): Promise<Map<string, DisplayRow>> {
    const rows: { id: string; title: string; texts: EntryTranslations; cover: string; user_id: string }[] = await this.ds.query(
      `SELECT id, title, translations AS texts, images[1] AS cover, user_id FROM contest_entries WHERE contest_id = $1 AND status = 'approved'`,
      [contestId],
    );
    const users = await this.users.byIds(rows.map((r) => r.user_id));
    const map = new Map<string, DisplayRow>();
    for (const r of rows) {
      const u = users.get(r.user_id);
      const titles = Object.fromEntries(Object.entries(r.texts ?? {}).flatMap(([l, f]) => (f?.title ? [[l, f.title]] : [])));
      if (u) map.set(r.id, { title: r.title, titles, cover: r.cover, photographer: { id: u.id, nickname: u.nickname, avatar: u.avatar } });
    }
    return map;
  }
}
