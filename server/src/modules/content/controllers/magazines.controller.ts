import { Controller, Get } from '@nestjs/common';
import type { Language } from '@contracts/language';
import { pagingSchema, uuidParamSchema, type PagingInput, type UuidParam } from '@contracts/schemas/common';
import {
  issueListSchema,
  magazineDetailSchema,
  magazineDtoSchema,
  magazineIssueDetailSchema,
  magazineIssueDtoSchema,
  type IssueListInput,
} from '@contracts/schemas/content';
import { pagedOf } from '@contracts/schemas/wire';
import { Lang, OptionalAuth, Public, ZParams, ZQuery, ZResponse } from '@server/common/http/decorators';
import type { AuthContext } from '@server/common/http/request-context';
import { MagazinesService } from '../services/magazines.service';

/** Magazines, their periodical issues and monthly editions, an issue's table of contents (guests welcome). */
@Public()
@Controller()
export class MagazinesController {
  constructor(private readonly magazines: MagazinesService) {}

  @Get('magazines')
  @ZResponse(pagedOf(magazineDtoSchema), 'Magazines, in the editors’ order')
  list(@ZQuery(pagingSchema) q: PagingInput, @Lang() lang: Language) {
    return this.magazines.list(q, lang);
  }

  @Get('magazines/:id')
  @ZResponse(magazineDetailSchema, 'A magazine and its newest issues (both kinds)')
  detail(@ZParams(uuidParamSchema) p: UuidParam, @Lang() lang: Language) {
    return this.magazines.detail(p.id, lang);
  }

  @Get('magazines/:id/issues')
  @ZResponse(pagedOf(magazineIssueDtoSchema), 'A magazine’s issues, newest first (periodical, monthly or both)')
  issues(@ZParams(uuidParamSchema) p: UuidParam, @ZQuery(issueListSchema) q: IssueListInput, @Lang() lang: Language) {
    return this.magazines.issues(p.id, q, lang);
  }

  @Get('magazine-issues/:id')
  @ZResponse(magazineIssueDetailSchema, 'An issue and its table of contents (locked articles as in every list)')
  issue(@ZParams(uuidParamSchema) p: UuidParam, @OptionalAuth() auth: AuthContext | undefined, @Lang() lang: Language) {
    return this.magazines.issueDetail(p.id, auth?.userId ?? null, lang);
  }
}
