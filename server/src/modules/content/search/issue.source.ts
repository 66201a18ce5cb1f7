import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { LANGUAGES } from '@contracts/language';
import type { Localised } from '@contracts/schemas/content';
import { inPages, isUuid, ProvidesSearch, type SearchDocument, type SearchSource } from '@server/modules/search/ports/search-source.port';

interface IssueRow {
  id: string;
  title: Localised;
  magazine_title: Localised;
  number: number;
  cover: string;
  issued_on: string;
  /** Titles of the issue's published articles (its table of contents). */
  contents: string[];
}

const SELECT = `SELECT i.id, i.title, m.title AS magazine_title, i.number, i.cover, i.issued_on::text AS issued_on,
                       COALESCE((SELECT array_agg(a.title ORDER BY a.published_at) FROM articles a
                                  WHERE a.issue_id = i.id AND a.status = 'published'), '{}') AS contents
                  FROM magazine_issues i JOIN magazines m ON m.id = i.magazine_id WHERE true`;

function toDocuments(r: IssueRow): SearchDocument[] {
  return LANGUAGES.filter((lang) => r.title[lang]).map((lang) => ({
    kind: 'issue' as const,
    id: r.id,
    language: lang,
    title: `${r.magazine_title[lang] || r.magazine_title['zh-cn']} · ${r.title[lang]}`,
    text: r.contents.join(' · '),
    cover: r.cover,
    link: `/pages/magazine-periodical/magazine-periodical?id=${r.id}`,
    publishedAt: new Date(`${r.issued_on}T00:00:00Z`),
  }));
}

/**
 * Magazine issues and monthly editions in search (one document per language of their title), found
 * by their magazine's name, their own title and the titles of their published articles. Re-read
 * every 10 minutes (issues change by data loads; an article joining an issue shows at the next scan).
 */
@Injectable()
@ProvidesSearch()
export class IssueSearchSource implements SearchSource {
  readonly kind = 'issue' as const;
  readonly rescanEveryMs = 10 * 60_000;

  constructor(private readonly ds: DataSource) {}

  async document(id: string): Promise<SearchDocument[]> {
    if (!isUuid(id)) return [];
    return ((await this.ds.query(`${SELECT} AND i.id = $1`, [id])) as IssueRow[]).flatMap(toDocuments);
  }

  all(): AsyncIterable<SearchDocument> {
    return inPages(
      async (after, size) => (await this.ds.query(`${SELECT} AND i.id > $1 ORDER BY i.id LIMIT $2`, [after, size])) as IssueRow[],
      toDocuments,
    );
  }
}
