import { z } from 'zod';
import { fieldError, maxChars, pagingSchema, requiredText } from './common';
import { count, isoTime } from './wire';

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

/**
 * A kind in an answer: a string of the kind's shape (the kinds are the sources the server found at
 * start, so the document cannot list them); typed as the kinds the modules' contracts declare.
 */
const searchKind = z
  .string()
  .regex(SEARCH_KIND_RE)
  .meta({
    description: 'What was found: a kind a module provides, e.g. `article`, `magazine`, `issue`, `author`, `exhibition`, `entry`.',
  }) as unknown as z.ZodType<SearchKind, SearchKind>;

export const searchHitSchema = z
  .object({
    type: searchKind,
    id: z.string().max(64).meta({ description: 'The id of the thing found, as its kind names it (a uuid for every kind so far).' }),
    title: z.string(),
    /** Plain text with the matched words wrapped in `<mark>…</mark>` (everything else escaped). */
    snippet: z.string().meta({ description: 'Plain text with the matched words wrapped in `<mark>…</mark>` (everything else escaped).' }),
    cover: z.string().optional().meta({ description: 'URL of a picture; absent when the thing has none.' }),
    /** In-app route of the hit, e.g. `/pages/article/article?id=…`. */
    link: z.string().meta({ description: 'In-app route of the hit, e.g. `/pages/article/article?id=…`.' }),
  })
  .meta({ id: 'SearchHit' });
export type SearchHit = z.infer<typeof searchHitSchema>;

/** One of a reader's past searches (`GET /me/search-history`, newest first). */
export const searchHistoryItemSchema = z.object({ query: z.string(), searchedAt: isoTime() }).meta({ id: 'SearchHistoryItem' });
export type SearchHistoryItem = z.infer<typeof searchHistoryItemSchema>;

/** A popular query of the last 7 days and how many searchers asked it (`GET /search/popular`). */
export const popularSearchSchema = z
  .object({
    query: z.string().meta({ description: 'Normalised: NFKC, trimmed, spaces collapsed, lower-case.' }),
    count: count().meta({ description: 'How often it was asked in the last 7 days (each reader, or guest IP, counts once a day).' }),
  })
  .meta({ id: 'PopularSearch' });
export type PopularSearch = z.infer<typeof popularSearchSchema>;

/** `DELETE /me/search-history`: how many entries were removed. */
export const searchHistoryClearedDtoSchema = z.object({ cleared: count() });
