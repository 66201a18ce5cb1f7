import { Injectable } from '@nestjs/common';
import { ProvidesSearch, SqlSearchSource, type SearchDocument } from '@server/modules/search/ports/search-source.port';
import { LOGBOOK_SEARCH_KIND } from '../contracts/logbook';

// The kind joins SearchKind where the server compiles (a real module declares it in its contract file).
declare module '@contracts/schemas/search' {
  interface SearchKinds {
    dive_log: 'logbook';
  }
}

interface Row {
  id: string;
  site: string;
  depth: number;
  created_at: Date;
}

/** Numbered dives, by their site (a diver's log is shared with the community, like contest entries). */
@Injectable()
@ProvidesSearch()
export class DiveLogSearchSource extends SqlSearchSource<Row> {
  readonly kind = LOGBOOK_SEARCH_KIND;
  protected readonly select = `SELECT id, site, depth, created_at FROM recipe_dive_logs WHERE number IS NOT NULL`;

  protected toDocuments(r: Row): SearchDocument[] {
    return [
      {
        kind: this.kind,
        id: r.id,
        language: null,
        title: r.site,
        text: `${r.site} ${r.depth} m`,
        link: `/pages/logbook/logbook?id=${r.id}`,
        publishedAt: r.created_at,
      },
    ];
  }
}
