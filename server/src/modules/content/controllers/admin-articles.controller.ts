import { Controller, Get, Patch, Post } from '@nestjs/common';
import { uuidParamSchema, type UuidParam } from '@contracts/schemas/common';
import {
  adminArticleSchema,
  myArticleSchema,
  myArticlesSchema,
  pickSchema,
  reviewArticleSchema,
  type MyArticlesInput,
  type ReviewArticleInput,
} from '@contracts/schemas/content';
import { pagedOf } from '@contracts/schemas/wire';
import { Auth, Roles, ZBody, ZParams, ZQuery, ZResponse } from '@server/common/http/decorators';
import { Ok } from '@server/common/http/ok';
import type { AuthContext } from '@server/common/http/request-context';
import { ReviewService } from '../services/review.service';

/** Admins: the review queue, decisions, editor picks. */
@Roles('admin')
@Controller('admin/articles')
export class AdminArticlesController {
  constructor(private readonly review: ReviewService) {}

  @Get()
  @ZResponse(pagedOf(adminArticleSchema), 'Articles by status for review (default in review, oldest submission first)')
  queue(@ZQuery(myArticlesSchema) q: MyArticlesInput) {
    return this.review.queue(q);
  }

  @Post(':id/review')
  @ZResponse(myArticleSchema, 'Approve (publish) or reject an article in review')
  async decide(@ZParams(uuidParamSchema) p: UuidParam, @ZBody(reviewArticleSchema) body: ReviewArticleInput, @Auth() auth: AuthContext) {
    const article = await this.review.review(auth.userId, p.id, body);
    return new Ok(article, body.decision === 'approve' ? 'content.article.approved' : 'content.article.rejected');
  }

  @Patch(':id/pick')
  @ZResponse(myArticleSchema, 'Set or clear a published article’s editor pick')
  pick(@ZParams(uuidParamSchema) p: UuidParam, @ZBody(pickSchema) body: { pick: boolean }) {
    return this.review.pick(p.id, body.pick);
  }
}
