import { Module, type INestApplicationContext } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { TypeOrmModule } from '@nestjs/typeorm';
import { QueuesModule } from '@server/infra/queues/queues.module';
import type { SearchKind } from '@contracts/schemas/search';
import { SearchController } from './controllers/search.controller';
import { PgSearchEngine } from './engine/pg-search-engine';
import { SearchEngine } from './engine/search-engine';
import { SearchDocumentEntity } from './entities/search-document.entity';
import { SearchHistoryEntity } from './entities/search-history.entity';
import { SearchDocumentsChangedHandler } from './event-handlers/search-documents-changed.handler';
import { PopularSearches } from './services/popular-searches.service';
import { SearchResultCache } from './services/search-cache';
import { SearchHistory } from './services/search-history.service';
import { SearchIndexer } from './services/search-indexer';
import { SearchService } from './services/search.service';
import { SearchSources } from './services/search-sources';
import { searchQueue } from './jobs/search.jobs';
import { ApiArea } from '@server/common/http/decorators';

/**
 * Search (issue #21): one search over what other modules offer through `@ProvidesSearch()` sources
 * (ports/search-source.port.ts), kept fresh by their SearchDocumentsChanged events through the
 * `search` queue. It imports no module: owners import its port and event (module → search).
 * The engine (PostgreSQL tsvector + GIN) sits behind `SearchEngine`.
 */
@ApiArea('Search across articles, authors, magazines and exhibitions; popular searches.')
@Module({
  imports: [
    QueuesModule.forFeature(searchQueue), // its queue and jobs (jobs/search.jobs.ts)
    DiscoveryModule,
    TypeOrmModule.forFeature([SearchDocumentEntity, SearchHistoryEntity]),
  ],
  controllers: [SearchController],
  providers: [
    { provide: SearchEngine, useClass: PgSearchEngine },
    SearchSources,
    SearchIndexer,
    SearchService,
    SearchHistory,
    PopularSearches,
    SearchResultCache,
    SearchDocumentsChangedHandler,
  ],
  exports: [SearchIndexer, SearchEngine],
})
export class SearchModule {}

/**
 * Rebuilds the whole index (or some kinds) from the sources, in this process: the CLI's
 * `reindex`, a seed that runs inside an app context. Returns the documents written per kind; a
 * kind no module's source provides is refused.
 */
export async function reindexSearch(app: INestApplicationContext, kinds?: SearchKind[]): Promise<Partial<Record<SearchKind, number>>> {
  const indexer = app.get(SearchIndexer, { strict: false });
  if (!kinds) return indexer.reindexAll();
  const unknown = kinds.filter((kind) => !indexer.provides(kind));
  if (unknown.length) throw new Error(`unknown search kinds: ${unknown.join(', ')} (known: ${indexer.kinds().join(', ')})`);
  const counts: Partial<Record<SearchKind, number>> = {};
  for (const kind of kinds) counts[kind] = await indexer.reindex(kind);
  return counts;
}
