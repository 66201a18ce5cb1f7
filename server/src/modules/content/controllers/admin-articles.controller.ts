import { Controller, Get, Patch, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { uuidParamSchema, type UuidParam } from '@contracts/schemas/common';
import {
  myArticlesSchema,
  pickSchema,
  reviewArticleSchema,
  type MyArticlesInput,
  type ReviewArticleInput,
} from '@contracts/schemas/content';
import { Auth, Roles, ZBody, ZParams, ZQuery } from '@server/common/http/decorators';
import { Ok } from '@server/common/http/ok';
import type { AuthContext } from '@server/common/http/request-context';
import { ReviewService } from '../services/review.service';

/** Admins: the review queue, decisions, editor picks. */
@ApiTags('admin')
@Roles('admin')
@Controller('admin/articles')
export class AdminArticlesController {
  constructor(private readonly review: ReviewService) {}

  @Get()
  queue(@ZQuery(myArticlesSchema) q: MyArticlesInput) {
    return this.review.queue(q);
  }

  @Post(':id/review')
  async decide(@ZParams(uuidParamSchema) p: UuidParam, @ZBody(reviewArticleSchema) body: ReviewArticleInput, @Auth() auth: AuthContext) {
    const article = await this.review.review(auth.userId, p.id, body);
    return new Ok(article, body.decision === 'approve' ? 'content.article.approved' : 'content.article.rejected');
  }

  @Patch(':id/pick')
  pick(@ZParams(uuidParamSchema) p: UuidParam, @ZBody(pickSchema) body: { pick: boolean }) {
    return this.review.pick(p.id, body.pick);
  }
}
