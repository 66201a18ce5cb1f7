import { Controller, Delete, Get, Req } from '@nestjs/common';
import { z } from 'zod';
import type { FastifyRequest } from 'fastify';
import type { Language } from '@contracts/language';
import {
  popularSearchSchema,
  searchHistoryClearedDtoSchema,
  searchHistoryItemSchema,
  searchHitSchema,
  searchSchema,
  type SearchInput,
} from '@contracts/schemas/search';
import { pagedOf } from '@contracts/schemas/wire';
import { Auth, Lang, OptionalAuth, Public, ZQuery, ZResponse } from '@server/common/http/decorators';
import { clientIp, type AuthContext } from '@server/common/http/request-context';
import { PopularSearches } from '../services/popular-searches.service';
import { SearchHistory } from '../services/search-history.service';
import { SearchService } from '../services/search.service';

@Controller()
export class SearchController {
  constructor(
    private readonly searches: SearchService,
    private readonly history: SearchHistory,
    private readonly popular: PopularSearches,
  ) {}

  /** One search over articles, magazines and issues, authors, exhibitions and contest entries. */
  @Public()
  @Get('search')
  @ZResponse(pagedOf(searchHitSchema), 'Search articles, magazines and issues, authors, exhibitions and contest entries')
  search(@ZQuery(searchSchema) query: SearchInput, @Lang() lang: Language, @Req() req: FastifyRequest, @OptionalAuth() auth?: AuthContext) {
    return this.searches.search(query, lang, { userId: auth?.userId ?? null, ip: clientIp(req) });
  }

  @Public()
  @Get('search/popular')
  @ZResponse(
    z.array(popularSearchSchema),
    'The 10 most searched queries of the last 7 days (Simplified and Traditional as one, in the reader’s script)',
  )
  top(@Lang() lang: Language) {
    return this.popular.top(lang);
  }

  @Get('me/search-history')
  @ZResponse(z.array(searchHistoryItemSchema), 'My last 10 searches, newest first (in my script)')
  list(@Auth() auth: AuthContext, @Lang() lang: Language) {
    return this.history.list(auth.userId, lang);
  }

  @Delete('me/search-history')
  @ZResponse(searchHistoryClearedDtoSchema, 'Clear my search history')
  async clear(@Auth() auth: AuthContext) {
    return { cleared: await this.history.clear(auth.userId) };
  }
}
