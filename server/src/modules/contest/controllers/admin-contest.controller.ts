import { Controller, Get, Patch, Post } from '@nestjs/common';
import { uuidParamSchema, type UuidParam } from '@contracts/schemas/common';
import {
  adminEntryListSchema,
  adminEntrySchema,
  contestDetailSchema,
  createContestSchema,
  flaggedVoteListSchema,
  flaggedVoteSchema,
  reviewEntrySchema,
  updateContestSchema,
  voteIdsSchema,
  voteModerationResultSchema,
  type AdminEntryListInput,
  type CreateContestInput,
  type FlaggedVoteListInput,
  type ReviewEntryInput,
  type UpdateContestInput,
  type VoteIdsInput,
} from '@contracts/schemas/contest';
import { pagedOf } from '@contracts/schemas/wire';
import { Roles, ZBody, ZParams, ZQuery, ZResponse } from '@server/common/http/decorators';
import { ContestAdminService } from '../services/contest-admin.service';

/** Admins: contests, entry review, held (flagged) votes. */
@Roles('admin')
@Controller('admin')
export class AdminContestController {
  constructor(private readonly admin: ContestAdminService) {}

  @Post('contests')
  @ZResponse(contestDetailSchema, 'Create a contest (its end is scheduled; one already over is ended at once)')
  create(@ZBody(createContestSchema) body: CreateContestInput) {
    return this.admin.create(body);
  }

  @Patch('contests/:id')
  @ZResponse(contestDetailSchema, 'Change a contest’s fields (any subset)')
  update(@ZParams(uuidParamSchema) p: UuidParam, @ZBody(updateContestSchema) body: UpdateContestInput) {
    return this.admin.update(p.id, body);
  }

  @Get('contests/:id/entries')
  @ZResponse(pagedOf(adminEntrySchema), 'A contest’s entries for review, by status, newest first')
  entries(@ZParams(uuidParamSchema) p: UuidParam, @ZQuery(adminEntryListSchema) q: AdminEntryListInput) {
    return this.admin.entries(p.id, q);
  }

  @Post('entries/:id/review')
  @ZResponse(adminEntrySchema, 'Approve or reject a submitted entry (rejecting needs a reason)')
  review(@ZParams(uuidParamSchema) p: UuidParam, @ZBody(reviewEntrySchema) body: ReviewEntryInput) {
    return this.admin.review(p.id, body);
  }

  @Get('contests/:id/flagged-votes')
  @ZResponse(pagedOf(flaggedVoteSchema), 'A contest’s flagged votes by status (default held), newest first')
  flagged(@ZParams(uuidParamSchema) p: UuidParam, @ZQuery(flaggedVoteListSchema) q: FlaggedVoteListInput) {
    return this.admin.flaggedVotes(p.id, q);
  }

  @Post('votes/void')
  @ZResponse(voteModerationResultSchema, 'Void votes (counted or held); the ranking follows')
  void(@ZBody(voteIdsSchema) body: VoteIdsInput) {
    return this.admin.moderate(body.ids, 'void');
  }

  @Post('votes/approve')
  @ZResponse(voteModerationResultSchema, 'Count held votes; the ranking follows')
  approve(@ZBody(voteIdsSchema) body: VoteIdsInput) {
    return this.admin.moderate(body.ids, 'counted');
  }
}
