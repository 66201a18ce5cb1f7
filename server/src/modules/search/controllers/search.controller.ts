import { Controller, Delete, Get, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import type { Language } from '@contracts/language';
import { searchSchema, type SearchInput } from '@contracts/schemas/search';
import { Auth, Lang, OptionalAuth, Public, ZQuery } from '@server/common/http/decorators';
import { clientIp, type AuthContext } from '@server/common/http/request-context';
import { PopularSearches } from '../services/popular-searches.service';
import { SearchHistory } from '../services/search-history.service';
import { SearchService } from '../services/search.service';

@ApiTags('search')
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
  search(@ZQuery(searchSchema) query: SearchInput, @Lang() lang: Language, @Req() req: FastifyRequest, @OptionalAuth() auth?: AuthContext) {
    return this.searches.search(query, lang, { userId: auth?.userId ?? null, ip: clientIp(req) });
  }

  @Public()
  @Get('search/popular')
  top() {
    return this.popular.top();
  }

  @Get('me/search-history')
  list(@Auth() auth: AuthContext) {
    return this.history.list(auth.userId);
  }

  @Delete('me/search-history')
  async clear(@Auth() auth: AuthContext) {
    return { cleared: await this.history.clear(auth.userId) };
  }
}
