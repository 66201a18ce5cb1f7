import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { LANGUAGES } from '@contracts/language';
import { inPages, isUuid, ProvidesSearch, type SearchDocument, type SearchSource } from '@server/modules/search/ports/search-source.port';
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

const SELECT = `SELECT id, title, description, venue_name, city, cover, created_at FROM exhibitions WHERE published`;

/** One document per language the exhibition is written in (its title, description, venue and city). */
function toDocuments(r: ExhibitionRow): SearchDocument[] {
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

/**
 * Published exhibitions in search, in each of their languages. Exhibitions are edited only by data
 * loads today (no admin route announces changes), so search re-reads the kind every 10 minutes.
 */
@Injectable()
@ProvidesSearch()
export class ExhibitionSearchSource implements SearchSource {
  readonly kind = 'exhibition' as const;
  readonly rescanEveryMs = 10 * 60_000;

  constructor(private readonly ds: DataSource) {}

  async document(id: string): Promise<SearchDocument[]> {
    if (!isUuid(id)) return [];
    const found = (await this.ds.query(`${SELECT} AND id = $1`, [id])) as ExhibitionRow[];
    return found.flatMap(toDocuments);
  }

  all(): AsyncIterable<SearchDocument> {
    return inPages(
      async (after, size) => (await this.ds.query(`${SELECT} AND id > $1 ORDER BY id LIMIT $2`, [after, size])) as ExhibitionRow[],
      toDocuments,
    );
  }
}
