import { DiscoveryService } from '@nestjs/core';
import type { Language } from '@contracts/language';
import type { SearchKind } from '@contracts/schemas/search';

/**
 * How a module puts its things into the search (issue #21). Search knows no module: the module
 * that owns a kind (content: articles, magazines, issues, authors; commerce: exhibitions; contest:
 * entries) implements {@link SearchSource} on one provider marked `@ProvidesSearch()`, and search
 * finds it at start (Nest's DiscoveryService, as orders finds `@SellsOrderKind()`).
 *
 * When something changes what search should show, the owner publishes `SearchDocumentsChanged`
 * (`search/events/search.events.ts`) with the ids; search re-reads them through `document(id)` in
 * a queued, idempotent job and upserts or removes the rows. `all()` feeds a full reindex.
 */

/** One searchable thing in one language, as a guest may see it. */
export interface SearchDocument {
  kind: SearchKind;
  /** The owner's id (uuid or any string ≤ 64 chars); with `kind` and `language` it keys the row. */
  id: string;
  /** The language of the text; null = language-neutral (names, photo titles). One row per language. */
  language: Language | null;
  title: string;
  /**
   * Plain text a GUEST may read — never a locked article's body past its preview. It is both what
   * is matched and what snippets are cut from. No HTML (it is escaped when shown).
   */
  text: string;
  cover?: string | null;
  /** In-app route of the hit, e.g. `/pages/article/article?id=…`. */
  link: string;
  /** Newer ranks a little higher; absent = no recency bonus. */
  publishedAt?: Date | null;
  /** Added to the text rank (0 by default; e.g. 0.1 for an editor's pick). Keep it within 0..1. */
  boost?: number;
}

export interface SearchSource {
  readonly kind: SearchKind;
  /**
   * What search should hold for this id now: one document per language it is shown in, or [] when
   * it must leave the index (deleted, withdrawn, not approved, unpublished).
   */
  document(id: string): Promise<SearchDocument[]>;
  /** Every document of the kind (a full reindex); read in pages, not all at once. */
  all(): AsyncIterable<SearchDocument>;
  /**
   * For owners that do not publish SearchDocumentsChanged at every change (yet): search re-reads
   * the whole kind this often (a repeatable job). Leave it out when every change is announced.
   */
  readonly rescanEveryMs?: number;
}

/** Marks the one provider that implements {@link SearchSource} for a kind. */
export const ProvidesSearch = DiscoveryService.createDecorator<Record<string, never>>();

const NIL_UUID = '00000000-0000-0000-0000-000000000000';

/**
 * For `all()`: reads rows in pages by ascending uuid key (`page(after)` returns up to `size` rows
 * whose id is greater than `after`, ordered by id) and yields each row's documents.
 */
export async function* inPages<R extends { id: string }>(
  page: (after: string, size: number) => Promise<R[]>,
  toDocuments: (row: R) => SearchDocument[],
  size = 500,
): AsyncIterable<SearchDocument> {
  let after = NIL_UUID;
  for (;;) {
    const rows = await page(after, size);
    for (const row of rows) yield* toDocuments(row);
    if (rows.length < size) return;
    after = rows[rows.length - 1]!.id;
  }
}

/** Whether an id can be a uuid (sources keyed by uuid answer [] for anything else, without a query error). */
export function isUuid(id: string): boolean {
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);
}
