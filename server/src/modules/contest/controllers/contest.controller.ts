import { Controller, Get, Post, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { pagingSchema, uuidParamSchema, type PagingInput, type UuidParam } from '@contracts/schemas/common';
import {
  castVoteSchema,
  contestEntriesSchema,
  contestListSchema,
  submitEntrySchema,
  type CastVoteInput,
  type ContestEntriesInput,
  type ContestListInput,
  type SubmitEntryInput,
} from '@contracts/schemas/contest';
import { Auth, Idempotent, OptionalAuth, Public, RateLimit, ZBody, ZParams, ZQuery } from '@server/common/http/decorators';
import { clientIp, type AuthContext } from '@server/common/http/request-context';
import { ContestService } from '../services/contest.service';

/** Optional `device-id` header (the app's install id), for the per-device fraud rules. */
function deviceIdOf(req: FastifyRequest): string | null {
  const h = req.headers['device-id'];
  const v = (Array.isArray(h) ? h[0] : h)?.trim();
  return v ? v.slice(0, 128) : null;
}

/** Ocean Stars: contests, entries, ranking, votes, works, shares. */
@ApiTags('contest')
@Controller()
export class ContestController {
  constructor(private readonly contests: ContestService) {}

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
    return this.contests.entriesOf(p.id, q);
  }

  @Public()
  @Get('contests/:id/ranking')
  ranking(@ZParams(uuidParamSchema) p: UuidParam) {
    return this.contests.ranking(p.id);
  }

  @Public()
  @Get('entries/:id')
  entry(@ZParams(uuidParamSchema) p: UuidParam, @OptionalAuth() auth?: AuthContext) {
    return this.contests.entry(p.id, auth ? { userId: auth.userId, admin: auth.roles.includes('admin') } : undefined);
  }

  /**
   * No generic per-route limit here (a user may spend the whole allowance in a burst): the
   * per-IP / per-device velocity limits run inside the vote's own Redis script.
   */
  @RateLimit()
  @Idempotent()
  @Post('entries/:id/votes')
  vote(
    @ZParams(uuidParamSchema) p: UuidParam,
    @ZBody(castVoteSchema) body: CastVoteInput,
    @Auth() auth: AuthContext,
    @Req() req: FastifyRequest,
  ) {
    return this.contests.vote(p.id, body.ref, { userId: auth.userId, ip: clientIp(req), deviceId: deviceIdOf(req) });
  }

  @Post('entries/:id/shares')
  share(@ZParams(uuidParamSchema) p: UuidParam, @Auth() auth: AuthContext) {
    return this.contests.share(auth.userId, p.id);
  }

  @Post('contests/:id/entries')
  submit(@ZParams(uuidParamSchema) p: UuidParam, @ZBody(submitEntrySchema) body: SubmitEntryInput, @Auth() auth: AuthContext) {
    return this.contests.submit(auth.userId, p.id, body);
  }

  @Get('me/works')
  works(@ZQuery(pagingSchema) q: PagingInput, @Auth() auth: AuthContext) {
    return this.contests.myWorks(auth.userId, q);
  }
}
