import { Controller, Get } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Language } from '@contracts/language';
import { pagingSchema, uuidParamSchema, type PagingInput, type UuidParam } from '@contracts/schemas/common';
import { issueListSchema, type IssueListInput } from '@contracts/schemas/content';
import { Lang, OptionalAuth, Public, ZParams, ZQuery } from '@server/common/http/decorators';
import type { AuthContext } from '@server/common/http/request-context';
import { MagazinesService } from '../services/magazines.service';

/** Magazines, their periodical issues and monthly editions, an issue's table of contents (guests welcome). */
@ApiTags('magazines')
@Public()
@Controller()
export class MagazinesController {
  constructor(private readonly magazines: MagazinesService) {}

  @Get('magazines')
  list(@ZQuery(pagingSchema) q: PagingInput, @Lang() lang: Language) {
    return this.magazines.list(q, lang);
  }

  @Get('magazines/:id')
  detail(@ZParams(uuidParamSchema) p: UuidParam, @Lang() lang: Language) {
    return this.magazines.detail(p.id, lang);
  }

  @Get('magazines/:id/issues')
  issues(@ZParams(uuidParamSchema) p: UuidParam, @ZQuery(issueListSchema) q: IssueListInput, @Lang() lang: Language) {
    return this.magazines.issues(p.id, q, lang);
  }

  @Get('magazine-issues/:id')
  issue(@ZParams(uuidParamSchema) p: UuidParam, @OptionalAuth() auth: AuthContext | undefined, @Lang() lang: Language) {
    return this.magazines.issueDetail(p.id, auth?.userId ?? null, lang);
  }
}
