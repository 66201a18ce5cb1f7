import { Injectable } from '@nestjs/common';
import { LANGUAGES } from '@contracts/language';
import type { Localised } from '@contracts/schemas/content';
import { ProvidesSearch, SqlSearchSource, type SearchDocument } from '@server/modules/search/ports/search-source.port';

interface MagazineRow {
  id: string;
  title: Localised;
  description: Localised;
  publisher: Localised;
  cover: string;
}

/** Magazines in search, one document per language of their title. Edited by data loads only: re-read every 10 minutes. */
@Injectable()
@ProvidesSearch()
export class MagazineSearchSource extends SqlSearchSource<MagazineRow> {
  readonly kind = 'magazine' as const;
  readonly rescanEveryMs = 10 * 60_000;
  protected readonly select = `SELECT id, title, description, publisher, cover FROM magazines WHERE true`;

  protected toDocuments(r: MagazineRow): SearchDocument[] {
    return LANGUAGES.filter((lang) => r.title[lang]).map((lang) => ({
      kind: 'magazine' as const,
      id: r.id,
      language: lang,
      title: r.title[lang],
      text: [r.description[lang], r.publisher[lang]].filter(Boolean).join(' · '),
      cover: r.cover,
      link: `/pages/magazine/detail?id=${r.id}`,
    }));
  }
}
