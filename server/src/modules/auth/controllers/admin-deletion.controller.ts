import { Controller, Get, Post } from '@nestjs/common';
import { z } from 'zod';
import { pagingSchema, uuidParamSchema, type PagingInput, type UuidParam } from '@contracts/schemas/common';
import { adminDeletionRequestDtoSchema, deletionRequestDtoSchema } from '@contracts/schemas/profile';
import { pagedOf } from '@contracts/schemas/wire';
import { Auth, Roles, ZBody, ZParams, ZQuery, ZResponse } from '@server/common/http/decorators';
import type { AuthContext } from '@server/common/http/request-context';
import { DeletionService } from '../services/deletion.service';

const rejectSchema = z.object({ reason: z.string().trim().min(1, 'v.required').max(500, 'v.too_long') });

/** Admins review account-deletion applications. */
@Roles('admin')
@Controller('admin/deletion-requests')
export class AdminDeletionController {
  constructor(private readonly deletion: DeletionService) {}

  @Get()
  @ZResponse(pagedOf(adminDeletionRequestDtoSchema), 'Open account-deletion applications, oldest first')
  list(@ZQuery(pagingSchema) q: PagingInput) {
    return this.deletion.listOpen(q.page, q.limit);
  }

  @Post(':id/review')
  @ZResponse(deletionRequestDtoSchema, 'Take an account-deletion application into review')
  review(@ZParams(uuidParamSchema) p: UuidParam) {
    return this.deletion.startReview(p.id);
  }

  @Post(':id/approve')
  @ZResponse(deletionRequestDtoSchema, 'Approve an account-deletion application (the account is anonymised)')
  approve(@ZParams(uuidParamSchema) p: UuidParam, @Auth() auth: AuthContext) {
    return this.deletion.approve(p.id, auth.userId);
  }

  @Post(':id/reject')
  @ZResponse(deletionRequestDtoSchema, 'Reject an account-deletion application with a reason')
  reject(@ZParams(uuidParamSchema) p: UuidParam, @ZBody(rejectSchema) body: { reason: string }, @Auth() auth: AuthContext) {
    return this.deletion.reject(p.id, auth.userId, body.reason);
  }
}
