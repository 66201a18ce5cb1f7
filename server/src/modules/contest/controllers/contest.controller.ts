import { Controller, Get, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { pagingSchema, uuidParamSchema, type PagingInput, type UuidParam } from '@contracts/schemas/common';
import {
  contestEntriesSchema,
  contestListSchema,
  submitEntrySchema,
  type ContestEntriesInput,
  type ContestListInput,
  type SubmitEntryInput,
} from '@contracts/schemas/contest';
import { Auth, OptionalAuth, Public, ZBody, ZParams, ZQuery } from '@server/common/http/decorators';
import type { AuthContext } from '@server/common/http/request-context';
import { ContestsService } from '../services/contests.service';
import { EntriesService } from '../services/entries.service';
import { RankingReads } from '../services/ranking-reads.service';

/** Ocean Stars: contests, entries, ranking, works, shares (votes: vote.routes.ts). */
@ApiTags('contest')
@Controller()
export class ContestController {
  constructor(
    private readonly contests: ContestsService,
    private readonly rankings: RankingReads,
    private readonly entriesService: EntriesService,
  ) {}

  @Public()
  @Get('contests')
  list(@ZQuery(contestListSchema) q: ContestListInput) {
    return this.contests.list(q);
  }

  @Public()
  @Get('contests/:id')
  detail(@ZParams(uuidParamSchema) p: UuidParam, @OptionalAuth() auth?: AuthContext) {
    return this.contests.detail(p.id, auth?.userId);
  }

  @Public()
  @Get('contests/:id/entries')
  entries(@ZParams(uuidParamSchema) p: UuidParam, @ZQuery(contestEntriesSchema) q: ContestEntriesInput) {
    return this.rankings.entries(p.id, q);
  }

  @Public()
  @Get('contests/:id/ranking')
  ranking(@ZParams(uuidParamSchema) p: UuidParam) {
    return this.rankings.forReaders(p.id);
  }

  @Public()
  @Get('entries/:id')
  entry(@ZParams(uuidParamSchema) p: UuidParam, @OptionalAuth() auth?: AuthContext) {
    return this.entriesService.entry(p.id, auth ? { userId: auth.userId, admin: auth.roles.includes('admin') } : undefined);
  }

  @Post('entries/:id/shares')
  share(@ZParams(uuidParamSchema) p: UuidParam, @Auth() auth: AuthContext) {
    return this.entriesService.share(auth.userId, p.id);
  }

  @Post('contests/:id/entries')
  submit(@ZParams(uuidParamSchema) p: UuidParam, @ZBody(submitEntrySchema) body: SubmitEntryInput, @Auth() auth: AuthContext) {
    return this.entriesService.submit(auth.userId, p.id, body);
  }

  @Get('me/works')
  works(@ZQuery(pagingSchema) q: PagingInput, @Auth() auth: AuthContext) {
    return this.entriesService.myWorks(auth.userId, q);
  }
}
