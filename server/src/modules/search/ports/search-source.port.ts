import { Injectable } from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import { DataSource } from 'typeorm';
import type { Language } from '@contracts/language';
import type { SearchKind } from '@contracts/schemas/search';
import { isUuid } from '@contracts/validators';

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
  /**
   * Things that are one thing to the reader (an article's language versions: its translation group):
   * a search shows one hit per group, in the reader's language (else zh-CN, English, Traditional).
   * Absent: the thing is a group of its own.
   */
  group?: string;
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
const PAGE = 500;

/**
 * A source whose things are the rows of one query of the owner's own tables, keyed by a uuid
 * column: `select` ends in a WHERE clause, which `document` extends with `AND <key> = $1` and
 * `all` with `AND <key> > $1 ORDER BY <key> LIMIT $2` (pages by key). Subclasses give the kind,
 * the query and how a row becomes documents (mark them `@Injectable() @ProvidesSearch()`).
 */
@Injectable()
export abstract class SqlSearchSource<R extends { id: string }> implements SearchSource {
  abstract readonly kind: SearchKind;
  protected abstract readonly select: string;
  /** The uuid column the query is keyed by (qualified when the query joins). */
  protected readonly key: string = 'id';

  constructor(protected readonly ds: DataSource) {}

  protected abstract toDocuments(row: R): SearchDocument[];

  async document(id: string): Promise<SearchDocument[]> {
    if (!isUuid(id)) return [];
    const found = (await this.ds.query(`${this.select} AND ${this.key} = $1`, [id])) as R[];
    return found.flatMap((r) => this.toDocuments(r));
  }

  async *all(): AsyncIterable<SearchDocument> {
    let after = NIL_UUID;
    for (;;) {
      const rows = (await this.ds.query(`${this.select} AND ${this.key} > $1 ORDER BY ${this.key} LIMIT $2`, [after, PAGE])) as R[];
      for (const row of rows) yield* this.toDocuments(row);
      if (rows.length < PAGE) return;
      after = rows[rows.length - 1]!.id;
    }
  }
}
