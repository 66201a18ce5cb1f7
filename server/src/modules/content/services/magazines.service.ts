import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { type Paged, paged } from '@contracts/api';
import type { Language } from '@contracts/language';
import type { PagingInput } from '@contracts/schemas/common';
import type {
  IssueKind,
  IssueListInput,
  Localised,
  MagazineDetail,
  MagazineDto,
  MagazineFrequency,
  MagazineIssueDetail,
  MagazineIssueDto,
} from '@contracts/schemas/content';
import { AppException } from '@server/common/errors/app.exception';
import { one, rows } from '@server/infra/database/sql';
import { IssueContents } from './issue-contents';
import { localised } from './magazine-text';

interface MagazineRow {
  id: string;
  title: Localised;
  description: Localised;
  publisher: Localised;
  frequency: MagazineFrequency;
  cover: string;
  issues: number;
}

interface IssueRow {
  id: string;
  magazine_id: string;
  kind: IssueKind;
  number: number;
  title: Localised;
  cover: string;
  /** `YYYY-MM-DD` (selected as text: a date has no time zone). */
  issued_on: string;
}

/** How many issues a magazine's detail shows (both kinds, newest first). */
export const LATEST_ISSUES = 6;

const MAGAZINE = `SELECT m.id, m.title, m.description, m.publisher, m.frequency, m.cover,
                         (SELECT count(*)::int FROM magazine_issues i WHERE i.magazine_id = m.id) AS issues
                    FROM magazines m`;
const ISSUE = `SELECT i.id, i.magazine_id, i.kind, i.number, i.title, i.cover, i.issued_on::text AS issued_on FROM magazine_issues i`;
const NEWEST = `ORDER BY i.issued_on DESC, i.kind, i.number DESC, i.id`;

/** Magazines, their issues and an issue's table of contents (guests may read them all). */
@Injectable()
export class MagazinesService {
  constructor(
    private readonly ds: DataSource,
    private readonly contents: IssueContents,
  ) {}

  private magazine(m: MagazineRow, lang: Language): MagazineDto {
    return {
      id: m.id,
      title: localised(m.title, lang),
      publisher: localised(m.publisher, lang),
      frequency: m.frequency,
      cover: m.cover,
      description: localised(m.description, lang),
      issues: m.issues,
    };
  }

  private issue(i: IssueRow, articles: number, lang: Language): MagazineIssueDto {
    return {
      id: i.id,
      magazineId: i.magazine_id,
      kind: i.kind,
      number: i.number,
      title: localised(i.title, lang),
      cover: i.cover,
      issuedOn: i.issued_on,
      articles,
    };
  }

  private async issueDtos(found: IssueRow[], lang: Language): Promise<MagazineIssueDto[]> {
    const counts = await this.contents.counts(found.map((i) => i.id));
    return found.map((i) => this.issue(i, counts.get(i.id) ?? 0, lang));
  }

  async list(q: PagingInput, lang: Language): Promise<Paged<MagazineDto>> {
    const [found, total] = await Promise.all([
      rows<MagazineRow>(this.ds, `${MAGAZINE} ORDER BY m.position, m.created_at, m.id LIMIT $1 OFFSET $2`, [
        q.limit,
        (q.page - 1) * q.limit,
      ]),
      one<{ n: number }>(this.ds, `SELECT count(*)::int AS n FROM magazines`),
    ]);
    return paged(
      found.map((m) => this.magazine(m, lang)),
      q,
      total?.n ?? 0,
    );
  }

  async detail(id: string, lang: Language): Promise<MagazineDetail> {
    const [m, latest] = await Promise.all([
      one<MagazineRow>(this.ds, `${MAGAZINE} WHERE m.id = $1`, [id]),
      rows<IssueRow>(this.ds, `${ISSUE} WHERE i.magazine_id = $1 ${NEWEST} LIMIT ${LATEST_ISSUES}`, [id]),
    ]);
    if (!m) throw AppException.notFound();
    return { ...this.magazine(m, lang), latestIssues: await this.issueDtos(latest, lang) };
  }

  async issues(magazineId: string, q: IssueListInput, lang: Language): Promise<Paged<MagazineIssueDto>> {
    const exists = await one<{ id: string }>(this.ds, `SELECT id FROM magazines WHERE id = $1`, [magazineId]);
    if (!exists) throw AppException.notFound();
    const where = `WHERE i.magazine_id = $1${q.kind ? ' AND i.kind = $2' : ''}`;
    const params: unknown[] = q.kind ? [magazineId, q.kind] : [magazineId];
    const n = params.length;
    const [found, total] = await Promise.all([
      rows<IssueRow>(this.ds, `${ISSUE} ${where} ${NEWEST} LIMIT $${n + 1} OFFSET $${n + 2}`, [...params, q.limit, (q.page - 1) * q.limit]),
      one<{ n: number }>(this.ds, `SELECT count(*)::int AS n FROM magazine_issues i ${where}`, params),
    ]);
    return paged(await this.issueDtos(found, lang), q, total?.n ?? 0);
  }

  /** An issue with its magazine and table of contents (the same lock rules and flags as every list). */
  async issueDetail(id: string, viewerId: string | null, lang: Language): Promise<MagazineIssueDetail> {
    const i = await one<IssueRow & { magazine_title: Localised }>(
      this.ds,
      `SELECT i.id, i.magazine_id, i.kind, i.number, i.title, i.cover, i.issued_on::text AS issued_on, m.title AS magazine_title
         FROM magazine_issues i JOIN magazines m ON m.id = i.magazine_id WHERE i.id = $1`,
      [id],
    );
    if (!i) throw AppException.notFound();
    const contents = await this.contents.list(id, viewerId, lang);
    return { ...this.issue(i, contents.length, lang), magazine: { id: i.magazine_id, title: localised(i.magazine_title, lang) }, contents };
  }
}
