import { Controller, Get, Post } from '@nestjs/common';
import { pagingSchema, uuidParamSchema, type PagingInput, type UuidParam } from '@contracts/schemas/common';
import {
  contestDetailSchema,
  contestEntriesSchema,
  contestListSchema,
  contestSummarySchema,
  entryDetailSchema,
  myWorkSchema,
  rankingSnapshotSchema,
  rankRowSchema,
  shareLinkSchema,
  submitEntrySchema,
  type ContestEntriesInput,
  type ContestListInput,
  type SubmitEntryInput,
} from '@contracts/schemas/contest';
import { pagedOf } from '@contracts/schemas/wire';
import type { Language } from '@contracts/language';
import { Auth, Lang, OptionalAuth, Public, ZBody, ZParams, ZQuery, ZResponse } from '@server/common/http/decorators';
import type { AuthContext } from '@server/common/http/request-context';
import { ContestsService } from '../services/contests.service';
import { EntriesService } from '../services/entries.service';
import { RankingReads } from '../services/ranking-reads.service';

/** Ocean Stars: contests, entries, ranking, works, shares (votes: vote.routes.ts). */
@Controller()
export class ContestController {
  constructor(
    private readonly contests: ContestsService,
    private readonly rankings: RankingReads,
    private readonly entriesService: EntriesService,
  ) {}

  @Public()
  @Get('contests')
  @ZResponse(pagedOf(contestSummarySchema), 'Contests, those in progress first, then newest first')
  list(@ZQuery(contestListSchema) q: ContestListInput, @Lang() lang: Language) {
    return this.contests.list(q, lang);
  }

  @Public()
  @Get('contests/:id')
  @ZResponse(contestDetailSchema, 'One contest (with the caller’s remaining votes today when logged in)')
  detail(@ZParams(uuidParamSchema) p: UuidParam, @Lang() lang: Language, @OptionalAuth() auth?: AuthContext) {
    return this.contests.detail(p.id, auth?.userId, lang);
  }

  @Public()
  @Get('contests/:id/entries')
  @ZResponse(pagedOf(rankRowSchema), 'A contest’s approved entries, by rank or newest first')
  async entries(@ZParams(uuidParamSchema) p: UuidParam, @ZQuery(contestEntriesSchema) q: ContestEntriesInput, @Lang() lang: Language) {
    const page = await this.rankings.entries(p.id, q);
    return { ...page, items: await this.rankings.inLanguage(p.id, page.items, lang) };
  }

  @Public()
  @Get('contests/:id/ranking')
  @ZResponse(rankingSnapshotSchema, 'A contest’s ranking: every approved entry by rank, with the live updates’ seq')
  async ranking(@ZParams(uuidParamSchema) p: UuidParam, @Lang() lang: Language) {
    const snap = await this.rankings.forReaders(p.id);
    return { ...snap, items: await this.rankings.inLanguage(p.id, snap.items, lang) };
  }

  @Public()
  @Get('entries/:id')
  @ZResponse(entryDetailSchema, 'One entry (counts a visit; an entry not approved only for its photographer and admins)')
  entry(@ZParams(uuidParamSchema) p: UuidParam, @Lang() lang: Language, @OptionalAuth() auth?: AuthContext) {
    return this.entriesService.entry(p.id, auth ? { userId: auth.userId, admin: auth.roles.includes('admin') } : undefined, lang);
  }

  @Post('entries/:id/shares')
  @ZResponse(shareLinkSchema, 'My share link of an entry (one per user and entry, reused)')
  share(@ZParams(uuidParamSchema) p: UuidParam, @Auth() auth: AuthContext) {
    return this.entriesService.share(auth.userId, p.id);
  }

  @Post('contests/:id/entries')
  @ZResponse(myWorkSchema, 'Submit an entry to a contest in progress (it waits for review)')
  submit(@ZParams(uuidParamSchema) p: UuidParam, @ZBody(submitEntrySchema) body: SubmitEntryInput, @Auth() auth: AuthContext) {
    return this.entriesService.submit(auth.userId, p.id, body);
  }

  @Get('me/works')
  @ZResponse(pagedOf(myWorkSchema), 'My entries in every contest, newest first')
  works(@ZQuery(pagingSchema) q: PagingInput, @Auth() auth: AuthContext, @Lang() lang: Language) {
    return this.entriesService.myWorks(auth.userId, q, lang);
  }
}
