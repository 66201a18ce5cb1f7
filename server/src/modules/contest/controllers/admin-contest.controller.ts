import { Controller, Get, Patch, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { uuidParamSchema, type UuidParam } from '@contracts/schemas/common';
import {
  adminEntryListSchema,
  createContestSchema,
  flaggedVoteListSchema,
  reviewEntrySchema,
  updateContestSchema,
  voteIdsSchema,
  type AdminEntryListInput,
  type CreateContestInput,
  type FlaggedVoteListInput,
  type ReviewEntryInput,
  type UpdateContestInput,
  type VoteIdsInput,
} from '@contracts/schemas/contest';
import { Roles, ZBody, ZParams, ZQuery } from '@server/common/http/decorators';
import { ContestAdminService } from '../services/contest-admin.service';

/** Admins: contests, entry review, held (flagged) votes. */
@ApiTags('admin')
@Roles('admin')
@Controller('admin')
export class AdminContestController {
  constructor(private readonly admin: ContestAdminService) {}

  @Post('contests')
  create(@ZBody(createContestSchema) body: CreateContestInput) {
    return this.admin.create(body);
  }

  @Patch('contests/:id')
  update(@ZParams(uuidParamSchema) p: UuidParam, @ZBody(updateContestSchema) body: UpdateContestInput) {
    return this.admin.update(p.id, body);
  }

  @Get('contests/:id/entries')
  entries(@ZParams(uuidParamSchema) p: UuidParam, @ZQuery(adminEntryListSchema) q: AdminEntryListInput) {
    return this.admin.entries(p.id, q);
  }

  @Post('entries/:id/review')
  review(@ZParams(uuidParamSchema) p: UuidParam, @ZBody(reviewEntrySchema) body: ReviewEntryInput) {
    return this.admin.review(p.id, body);
  }

  @Get('contests/:id/flagged-votes')
  flagged(@ZParams(uuidParamSchema) p: UuidParam, @ZQuery(flaggedVoteListSchema) q: FlaggedVoteListInput) {
    return this.admin.flaggedVotes(p.id, q);
  }

  @Post('votes/void')
  void(@ZBody(voteIdsSchema) body: VoteIdsInput) {
    return this.admin.moderate(body.ids, 'void');
  }

  @Post('votes/approve')
  approve(@ZBody(voteIdsSchema) body: VoteIdsInput) {
    return this.admin.moderate(body.ids, 'counted');
  }
}
