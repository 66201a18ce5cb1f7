import { Injectable, Logger } from '@nestjs/common';
import type { SearchKind } from '@contracts/schemas/search';
import { SearchEngine } from '../engine/search-engine';
import type { SearchDocument } from '../ports/search-source.port';
import { SearchResultCache } from './search-cache';
import { SearchSources } from './search-sources';

const BATCH = 500;

/**
 * Moves documents from the sources into the engine: one thing (`sync`, after SearchDocumentsChanged)
 * or a whole kind (`reindex`: every document re-written with the reindex's stamp, then whatever it
 * did not write removed). Both only re-read the source, so running either twice is harmless.
 */
@Injectable()
export class SearchIndexer {
  private readonly logger = new Logger(SearchIndexer.name);

  constructor(
    private readonly sources: SearchSources,
    private readonly engine: SearchEngine,
    private readonly cache: SearchResultCache,
  ) {}

  async sync(kind: SearchKind, id: string): Promise<number> {
    const source = this.sources.get(kind);
    if (!source) return 0;
    const docs = await source.document(id);
    await this.put(kind, id, docs);
    return docs.length;
  }

  /** Makes the index hold exactly `docs` for (kind, id) and drops cached result pages. */
  async put(kind: SearchKind, id: string, docs: readonly SearchDocument[]): Promise<void> {
    await this.engine.replace(kind, id, docs);
    await this.cache.invalidate();
  }

  async reindex(kind: SearchKind): Promise<number> {
    const source = this.sources.get(kind);
    if (!source) return 0;
    const stamp = new Date();
    let batch: SearchDocument[] = [];
    let written = 0;
    for await (const doc of source.all()) {
      batch.push(doc);
      if (batch.length >= BATCH) {
        await this.engine.write(batch, stamp);
        await this.cache.invalidate();
        written += batch.length;
        batch = [];
      }
    }
    await this.engine.write(batch, stamp);
    written += batch.length;
    const removed = await this.engine.prune(kind, stamp);
    await this.cache.invalidate();
    this.logger.log({ kind, written, removed }, 'search kind reindexed');
    return written;
  }

  /** Whether a module provides this kind (its `@ProvidesSearch()` source was found at start). */
  provides(kind: string): kind is SearchKind {
    return this.sources.get(kind as SearchKind) !== undefined;
  }

  /** The kinds the modules provide. */
  kinds(): SearchKind[] {
    return this.sources.all().map((s) => s.kind);
  }

  /** Every kind, one after the other. Returns the documents written per kind. */
  async reindexAll(): Promise<Partial<Record<SearchKind, number>>> {
    const counts: Partial<Record<SearchKind, number>> = {};
    for (const source of this.sources.all()) counts[source.kind] = await this.reindex(source.kind);
    return counts;
  }

  /** Kinds whose owners ask to be re-read on a timer (they do not announce every change). */
  rescanned(): { kind: SearchKind; everyMs: number }[] {
    return this.sources
      .all()
      .filter((s) => s.rescanEveryMs)
      .map((s) => ({ kind: s.kind, everyMs: s.rescanEveryMs! }));
  }
}
