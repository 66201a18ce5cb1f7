import { Injectable } from '@nestjs/common';
import { LANGUAGES } from '@contracts/language';
import type { Localised } from '@contracts/schemas/content';
import { ProvidesSearch, SqlSearchSource, type SearchDocument } from '@server/modules/search/ports/search-source.port';

interface IssueRow {
  id: string;
  title: Localised;
  magazine_title: Localised;
  cover: string;
  issued_on: string;
  /** Titles of the issue's published articles (its table of contents). */
  contents: string[];
}

/**
 * Magazine issues and monthly editions in search (one document per language of their title), found
 * by their magazine's name, their own title and the titles of their published articles. Re-read
 * every 10 minutes (issues change by data loads); an article published into an issue, or withdrawn from
 * it, re-reads the issue at once (SearchDocumentsChanged from review and authoring).
 */
@Injectable()
@ProvidesSearch()
export class IssueSearchSource extends SqlSearchSource<IssueRow> {
  readonly kind = 'issue' as const;
  readonly rescanEveryMs = 10 * 60_000;
  protected readonly key = 'i.id';
  protected readonly select = `SELECT i.id, i.title, m.title AS magazine_title, i.cover, i.issued_on::text AS issued_on,
                                      COALESCE((SELECT array_agg(a.title ORDER BY a.published_at) FROM articles a
                                                 WHERE a.issue_id = i.id AND a.status = 'published'), '{}') AS contents
                                 FROM magazine_issues i JOIN magazines m ON m.id = i.magazine_id WHERE true`;

  protected toDocuments(r: IssueRow): SearchDocument[] {
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
}
