import { Injectable } from '@nestjs/common';
import { ProvidesSearch, SqlSearchSource, type SearchDocument } from '@server/modules/search/ports/search-source.port';

interface EntryRow {
  id: string;
  title: string;
  introduction: string;
  place: string;
  camera: string;
  contest_title: string;
  images: string[];
  reviewed_at: Date | null;
}

/**
 * Contest entries in search: approved ones only (a submitted or rejected work is not public), with
 * the photographer's introduction, place, camera and the contest's title. Approval announces
 * itself (EntryReviewedSearchHandler); entries change rarely otherwise, so search also re-reads the
 * kind every 10 minutes.
 */
@Injectable()
@ProvidesSearch()
export class EntrySearchSource extends SqlSearchSource<EntryRow> {
  readonly kind = 'entry' as const;
  readonly rescanEveryMs = 10 * 60_000;
  protected readonly key = 'e.id';
  protected readonly select = `SELECT e.id, e.title, e.introduction, e.place, e.camera, c.title AS contest_title, e.images, e.reviewed_at
                                 FROM contest_entries e JOIN contests c ON c.id = e.contest_id
                                WHERE e.status = 'approved'`;

  protected toDocuments(r: EntryRow): SearchDocument[] {
    return [
      {
        kind: 'entry',
        id: r.id,
        language: null,
        title: r.title,
        text: [r.introduction, r.place, r.camera, r.contest_title].filter((s) => s.trim()).join(' · '),
        cover: r.images[0] ?? null,
        link: `/pages/vote/entry?id=${r.id}`,
        publishedAt: r.reviewed_at,
      },
    ];
  }
}
