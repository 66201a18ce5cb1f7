import { z } from 'zod';
import { fieldError, maxChars, pagingSchema, requiredText } from './common';

/*
 * Search contract (issue #21): one search over articles, magazines and their issues, authors,
 * exhibitions and contest entries. Chinese is segmented (jieba) and Traditional/Simplified folded
 * (OpenCC) at index and query time, so 潛水攝影 finds 潜水摄影 and the reverse; English is stemmed.
 * A locked article is indexed by its free part only: locked text is neither searched nor shown.
 *
 * Routes:
 *   G GET    /search?q=&type=all|article|magazine|author|exhibition|entry&page=&limit= → Paged<SearchHit>
 *            (a logged-in reader's query is added to their history)
 *   G GET    /search/popular                    → PopularSearch[] (top 10 of the last 7 days)
 *     GET    /me/search-history                 → SearchHistoryItem[] (newest first, last 10)
 *     DELETE /me/search-history                 → {cleared: number}
 * A guest's history stays on the device (SPEC's keyword history).
 */

export const SEARCH_TYPES = ['all', 'article', 'magazine', 'issue', 'author', 'exhibition', 'entry'] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];
export type SearchKind = Exclude<SearchType, 'all'>;

export const SEARCH_QUERY_MAX = 50;
export const SEARCH_HISTORY_MAX = 10;

const emptyToUndefined = (v: unknown): unknown => (v === '' || v === null ? undefined : v);

export const searchSchema = pagingSchema.extend({
  q: requiredText('v.search.required').refine(...maxChars(SEARCH_QUERY_MAX)),
  type: z.preprocess(emptyToUndefined, z.enum(SEARCH_TYPES, { error: fieldError() }).default('all')),
});
export type SearchInput = z.infer<typeof searchSchema>;

export interface SearchHit {
  type: SearchKind;
  id: string;
  title: string;
  /** Plain text with the matched words wrapped in `<mark>…</mark>` (everything else escaped). */
  snippet: string;
  cover?: string;
  /** In-app route of the hit, e.g. `/pages/article/article?id=…`. */
  link: string;
}

export interface SearchHistoryItem {
  query: string;
  searchedAt: string;
}

export interface PopularSearch {
  query: string;
  count: number;
}
