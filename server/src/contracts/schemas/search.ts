import { z } from 'zod';
import { fieldError, maxChars, pagingSchema, requiredText } from './common';

/*
 * Search contract (issue #21): one search over articles, magazines and their issues, authors,
 * exhibitions and contest entries. Chinese is segmented (jieba) and Traditional/Simplified folded
 * (OpenCC) at index and query time, so 潛水攝影 finds 潜水摄影 and the reverse; English is stemmed.
 * A locked article is indexed by its free part only: locked text is neither searched nor shown.
 *
 * Routes:
 *   G GET    /search?q=&type=all|<kind>&page=&limit= → Paged<SearchHit>
 *            (a logged-in reader's query is added to their history; a kind no module provides: code 0)
 *   G GET    /search/popular                    → PopularSearch[] (top 10 of the last 7 days)
 *     GET    /me/search-history                 → SearchHistoryItem[] (newest first, last 10)
 *     DELETE /me/search-history                 → {cleared: number}
 * A guest's history stays on the device (SPEC's keyword history).
 */

/**
 * The kinds of things search holds, each named by the module that provides it (its
 * `@ProvidesSearch()` source on the server). Empty here: a module adds its kinds in its own contract
 * file by declaration merging, the value naming the module (two modules claiming one kind fail to
 * compile):
 *
 *     declare module './search' {
 *       interface SearchKinds {
 *         exhibition: 'commerce';
 *       }
 *     }
 *
 * At run time the kinds are the sources the server found at start: `GET /search` refuses any other
 * (code 0), and so does the CLI's `reindex`. The client's search page picks which kinds it shows.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by the modules' contracts (declaration merging)
export interface SearchKinds {}
export type SearchKind = Extract<keyof SearchKinds, string>;
/** A search over every kind (`all`) or one. */
export type SearchType = 'all' | SearchKind;

/** What a kind's name looks like (lower-case words): the shape the API checks before asking the server's sources. */
export const SEARCH_KIND_RE = /^[a-z][a-z_]{0,31}$/;

export const SEARCH_QUERY_MAX = 50;
export const SEARCH_HISTORY_MAX = 10;

const emptyToUndefined = (v: unknown): unknown => (v === '' || v === null ? undefined : v);

export const searchSchema = pagingSchema.extend({
  q: requiredText('v.search.required').refine(...maxChars(SEARCH_QUERY_MAX)),
  // Only the shape here (a string, documented as such): the contract knows no kind, the server
  // refuses a kind no module's source provides, with the same `v.enum.invalid` on `type`.
  type: z.preprocess(
    emptyToUndefined,
    z
      .string({ error: fieldError() })
      .regex(SEARCH_KIND_RE, { message: 'v.enum.invalid' })
      .transform((v) => v as SearchType)
      .default('all'),
  ),
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
