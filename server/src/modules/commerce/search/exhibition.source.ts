import { Injectable } from '@nestjs/common';
import { LANGUAGES } from '@contracts/language';
import { ProvidesSearch, SqlSearchSource, type SearchDocument } from '@server/modules/search/ports/search-source.port';
import type { LocalText } from '../services/local-text';

interface ExhibitionRow {
  id: string;
  title: LocalText;
  description: LocalText;
  venue_name: LocalText;
  city: LocalText;
  cover: string;
  created_at: Date;
}

/**
 * Published exhibitions in search, one document per language they are written in (title,
 * description, venue, city). The console's catalogue announces its changes (SearchDocumentsChanged);
 * data loads do not, so search still re-reads the kind every 10 minutes.
 */
@Injectable()
@ProvidesSearch()
export class ExhibitionSearchSource extends SqlSearchSource<ExhibitionRow> {
  readonly kind = 'exhibition' as const;
  readonly rescanEveryMs = 10 * 60_000;
  protected readonly select = `SELECT id, title, description, venue_name, city, cover, created_at FROM exhibitions WHERE state = 'published'`;

  protected toDocuments(r: ExhibitionRow): SearchDocument[] {
    return LANGUAGES.filter((lang) => r.title[lang]).map((lang) => ({
      kind: 'exhibition' as const,
      id: r.id,
      language: lang,
      title: r.title[lang],
      text: [r.description[lang], r.venue_name[lang], r.city[lang]].filter(Boolean).join(' · '),
      cover: r.cover,
      link: `/pages/exhibition/exhibition?id=${r.id}`,
      publishedAt: r.created_at,
    }));
  }
}
