import { Injectable } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { DataSource } from 'typeorm';
import { type Paged, paged } from '@contracts/api';
import { DEFAULT_LANGUAGE, type Language } from '@contracts/language';
import type { PagingInput } from '@contracts/schemas/common';
import type { ContestStatus, EntryDetail, EntryStatus, MyWork, RankRow, ShareLink, SubmitEntryInput } from '@contracts/schemas/contest';
import { AppException } from '@server/common/errors/app.exception';
import { Ok } from '@server/common/http/ok';
import { StorageService } from '@server/infra/storage/storage';
import { AppConfig } from '@server/config/app-config';
import { UserSummaryQuery } from '@server/modules/auth/queries/user-summary.query';
import { ContestsService, contestStatus } from './contests.service';
import { EntryVisits } from './entry-visits.service';
import { RankingReads } from './ranking-reads.service';
import { translated, type ContestTranslations, type EntryTranslations } from './translations';

/** Entries: the detail (which counts a visit), submissions, the photographer's works, share links. */
@Injectable()
export class EntriesService {
  constructor(
    private readonly ds: DataSource,
    private readonly contests: ContestsService,
    private readonly rankings: RankingReads,
    private readonly visits: EntryVisits,
    private readonly users: UserSummaryQuery,
    private readonly config: AppConfig,
    private readonly storage: StorageService,
  ) {}

  async entry(id: string, viewer?: { userId: string; admin: boolean }, lang: Language = DEFAULT_LANGUAGE): Promise<EntryDetail> {
    const rows: Record<string, unknown>[] = await this.ds.query(
      `SELECT e.*, c.status AS contest_status, c.ends_at FROM contest_entries e JOIN contests c ON c.id = e.contest_id WHERE e.id = $1`,
      [id],
    );
    const e = rows[0];
    if (!e) throw AppException.notFound();
    const mine = viewer?.userId === e['user_id'];
    if (e['status'] !== 'approved' && !mine && !viewer?.admin) throw AppException.notFound();
    const contestId = e['contest_id'] as string;
    const approved = e['status'] === 'approved';
    const [photographer, snap] = await Promise.all([
      this.users.byId(e['user_id'] as string),
      approved ? this.rankings.forReaders(contestId) : undefined,
    ]);
    if (!photographer) throw AppException.notFound();
    let rank: number | null = null;
    let votesToNext: number | null = null;
    let votes = Number(e['votes']);
    const row = snap?.items.find((r) => r.id === id);
    if (row) ({ rank, votesToNext, votes } = row);
    const pending = await this.visits.count(id);
    const images = e['images'] as string[];
    const texts = e['translations'] as EntryTranslations;
    return {
      id,
      title: translated(e['title'] as string, texts, 'title', lang),
      photographer: { id: photographer.id, nickname: photographer.nickname, avatar: photographer.avatar },
      cover: images[0] ?? '',
      votes,
      rank,
      votesToNext,
      contestId,
      contestStatus: contestStatus({ status: e['contest_status'] as ContestStatus, endsAt: (e['ends_at'] as Date).getTime() }),
      images,
      introduction: translated(e['introduction'] as string, texts, 'introduction', lang),
      camera: e['camera'] as string,
      lens: e['lens'] as string,
      housing: e['housing'] as string,
      accessories: e['accessories'] as string,
      place: translated(e['place'] as string, texts, 'place', lang),
      year: Number(e['year']),
      visits: Number(e['visits']) + pending,
      status: e['status'] as EntryStatus,
      mine,
      rejectReason: mine || viewer?.admin ? ((e['reject_reason'] as string | null) ?? null) : null,
      createdAt: (e['created_at'] as Date).toISOString(),
    };
  }

  async submit(userId: string, contestId: string, input: SubmitEntryInput): Promise<Ok<MyWork>> {
    const c = await this.contests.entity(contestId);
    if (contestStatus({ status: c.status, endsAt: c.endsAt.getTime() }) === 'ended')
      throw AppException.fail('e.contest.submissions_closed');
    // Only images uploaded here (re-encoded, on our storage): reviewers' browsers load nothing else.
    if (!input.images.every((url) => this.storage.ownImageKey(url))) throw AppException.field('images', 'v.image.not_uploaded');
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

  async myWorks(userId: string, q: PagingInput, lang: Language = DEFAULT_LANGUAGE): Promise<Paged<MyWork>> {
    const rows: Record<string, unknown>[] = await this.ds.query(
      `SELECT e.id, e.contest_id, c.title AS contest_title, c.translations AS contest_texts, e.title, e.translations AS texts, e.images[1] AS cover, e.status, e.reject_reason, e.votes, e.created_at,
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
        if (!ranks.has(contestId)) ranks.set(contestId, new Map((await this.rankings.forReaders(contestId)).items.map((x) => [x.id, x])));
        const row = ranks.get(contestId)!.get(r['id'] as string);
        if (row) ({ rank, votes } = row);
      }
      items.push({
        id: r['id'] as string,
        contestId,
        contestTitle: translated(r['contest_title'] as string, r['contest_texts'] as ContestTranslations, 'title', lang),
        title: translated(r['title'] as string, r['texts'] as EntryTranslations, 'title', lang),
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
    const entry = await this.contests.entryMeta(entryId);
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
