import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { LANGUAGES } from '@contracts/language';
import type { Localised } from '@contracts/schemas/content';
import { inPages, isUuid, ProvidesSearch, type SearchDocument, type SearchSource } from '@server/modules/search/ports/search-source.port';

interface MagazineRow {
  id: string;
  title: Localised;
  description: Localised;
  publisher: string;
  cover: string;
}

const SELECT = `SELECT id, title, description, publisher, cover FROM magazines WHERE true`;

function toDocuments(r: MagazineRow): SearchDocument[] {
  return LANGUAGES.filter((lang) => r.title[lang]).map((lang) => ({
    kind: 'magazine' as const,
    id: r.id,
    language: lang,
    title: r.title[lang],
    text: [r.description[lang], r.publisher].filter(Boolean).join(' · '),
    cover: r.cover,
    link: `/pages/magazine/detail?id=${r.id}`,
  }));
}

/** Magazines in search, one document per language of their title. Edited by data loads only: re-read every 10 minutes. */
@Injectable()
@ProvidesSearch()
export class MagazineSearchSource implements SearchSource {
  readonly kind = 'magazine' as const;
  readonly rescanEveryMs = 10 * 60_000;

  constructor(private readonly ds: DataSource) {}

  async document(id: string): Promise<SearchDocument[]> {
    if (!isUuid(id)) return [];
    return ((await this.ds.query(`${SELECT} AND id = $1`, [id])) as MagazineRow[]).flatMap(toDocuments);
  }

  all(): AsyncIterable<SearchDocument> {
    return inPages(
      async (after, size) => (await this.ds.query(`${SELECT} AND id > $1 ORDER BY id LIMIT $2`, [after, size])) as MagazineRow[],
      toDocuments,
    );
  }
}
