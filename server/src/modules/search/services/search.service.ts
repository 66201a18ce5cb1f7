import { Injectable, Logger } from '@nestjs/common';
import { paged, type Paged } from '@contracts/api';
import { AppException } from '@server/common/errors/app.exception';
import type { Language } from '@contracts/language';
import type { SearchHit, SearchInput } from '@contracts/schemas/search';
import { SearchEngine, type EngineHit } from '../engine/search-engine';
import { analyzeQuery } from '../text/analyze';
import { snippet } from '../text/snippet';
import { PopularSearches } from './popular-searches.service';
import { SearchResultCache } from './search-cache';
import { SearchHistory } from './search-history.service';
import { SearchSources } from './search-sources';

function toHit(h: EngineHit, terms: string[]): SearchHit {
  return {
    type: h.kind,
    id: h.id,
    title: h.title,
    snippet: snippet(h.text || h.title, terms),
    ...(h.cover ? { cover: h.cover } : {}),
    link: h.link,
  };
}

/** Who searched: a logged-in reader (their history; counted once a day in popular) or a guest (counted by IP). */
export interface Searcher {
  userId: string | null;
  ip: string;
}

/**
 * One search: analyse the query (fold, segment), ask the engine for a page, cut highlighted
 * snippets, then remember it — in the reader's history, and among popular searches when it found
 * something. Remembering never fails a search.
 */
@Injectable()
export class SearchService {
  private readonly logger = new Logger(SearchService.name);

  constructor(
    private readonly engine: SearchEngine,
    private readonly history: SearchHistory,
    private readonly popular: PopularSearches,
    private readonly cache: SearchResultCache,
    private readonly sources: SearchSources,
  ) {}

  async search(input: SearchInput, lang: Language, who: Searcher): Promise<Paged<SearchHit>> {
    // The contract checks only a kind's shape: the kinds are those the modules' sources provide.
    if (input.type !== 'all' && !this.sources.get(input.type)) throw AppException.field('type', 'v.enum.invalid');
    const query = analyzeQuery(input.q);
    const remembered = who.userId ? this.history.add(who.userId, input.q).catch((err: unknown) => this.forgotten(err)) : undefined;
    const kind = input.type === 'all' ? null : input.type;
    const key = [query.han, query.latin, input.type, lang, input.page, input.limit].join('\n');
    const { items, total } = await this.cache.get(key, async () => {
      const found = await this.engine.search({ query, kind, lang, offset: (input.page - 1) * input.limit, limit: input.limit });
      return { items: found.hits.map((h) => toHit(h, query.terms)), total: found.total };
    });
    const counted =
      total > 0 ? this.popular.count(who.userId ?? `ip:${who.ip}`, input.q).catch((err: unknown) => this.forgotten(err)) : undefined;
    await Promise.all([remembered, counted]);
    return paged(items, input, total);
  }

  private forgotten(err: unknown) {
    this.logger.warn({ err: err instanceof Error ? err.message : String(err) }, 'search not remembered');
  }
}
