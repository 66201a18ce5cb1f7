import type { Language } from '@contracts/language';
import type { SearchKind } from '@contracts/schemas/search';
import type { SearchDocument } from '../ports/search-source.port';
import type { AnalyzedQuery } from '../text/analyze';

/** One page of matches as an engine finds them (snippets are cut by the service). */
export interface EngineHit {
  kind: SearchKind;
  id: string;
  title: string;
  text: string;
  cover: string | null;
  link: string;
}

export interface EngineQuery {
  query: AnalyzedQuery;
  kind: SearchKind | null;
  /** Where a thing is indexed in several languages, the reader's wins. */
  lang: Language;
  offset: number;
  limit: number;
}

/**
 * Where the documents live and how they are matched. The PostgreSQL engine (`PgSearchEngine`:
 * tsvector + GIN) is the only one today; a dedicated engine (OpenSearch, Meilisearch) would
 * implement the same four calls (docs/SCALING.md, "Search"). Everything else in search — the
 * sources, the queue, the text pipeline, history, popular searches — stays as it is.
 */
export abstract class SearchEngine {
  /** Makes the index hold exactly `docs` for (kind, id): rows of other languages go; [] removes it. */
  abstract replace(kind: SearchKind, id: string, docs: readonly SearchDocument[]): Promise<void>;
  /** Writes a batch of a full reindex of `kind`, stamped with the reindex's start. */
  abstract write(docs: readonly SearchDocument[], stamp: Date): Promise<void>;
  /** Ends a full reindex of `kind`: removes what it did not write (stamped before `stamp`). */
  abstract prune(kind: SearchKind, stamp: Date): Promise<number>;
  /** One page of hits, best first, and how many things match in all. */
  abstract search(q: EngineQuery): Promise<{ hits: EngineHit[]; total: number }>;
  /** Documents in the index (start-up reindexes an empty one). */
  abstract count(): Promise<number>;
}
