import { Injectable, type OnModuleInit } from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import type { SearchKind } from '@contracts/schemas/search';
import { ProvidesSearch, type SearchSource } from '../ports/search-source.port';

/** The kinds the app searches: every provider marked `@ProvidesSearch()`, found at start. Two for one kind fail the start. */
@Injectable()
export class SearchSources implements OnModuleInit {
  private readonly byKind = new Map<SearchKind, SearchSource>();

  constructor(private readonly discovery: DiscoveryService) {}

  onModuleInit() {
    for (const wrapper of this.discovery.getProviders({ metadataKey: ProvidesSearch.KEY })) {
      const source = wrapper.instance as SearchSource;
      if (this.byKind.has(source.kind)) throw new Error(`two search sources for kind '${source.kind}'`);
      this.byKind.set(source.kind, source);
    }
  }

  get(kind: SearchKind): SearchSource | undefined {
    return this.byKind.get(kind);
  }

  all(): SearchSource[] {
    return [...this.byKind.values()];
  }
}
