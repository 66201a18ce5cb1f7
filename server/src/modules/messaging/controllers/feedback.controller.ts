import { Controller, Get, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { pagingSchema, uuidParamSchema, type PagingInput, type UuidParam } from '@contracts/schemas/common';
import {
  feedbackAdminListSchema,
  feedbackReplySchema,
  feedbackSchema,
  type FeedbackAdminListInput,
  type FeedbackInput,
  type FeedbackReplyInput,
} from '@contracts/schemas/feedback';
import { Auth, RateLimit, Roles, ZBody, ZParams, ZQuery } from '@server/common/http/decorators';
import { Ok } from '@server/common/http/ok';
import type { AuthContext } from '@server/common/http/request-context';
import { FeedbackService } from '../services/feedback.service';

/** A user's feedback and its history (logged-in only). */
@ApiTags('feedback')
@Controller('feedback')
export class FeedbackController {
  constructor(private readonly feedback: FeedbackService) {}

  @Post()
  @RateLimit({ name: 'feedback', limit: 10, windowSeconds: 60, by: 'user' })
  async create(@Auth() auth: AuthContext, @ZBody(feedbackSchema) body: FeedbackInput) {
    return new Ok(await this.feedback.create(auth.userId, body), 'e.messaging.feedback_sent');
  }

  @Get()
  mine(@Auth() auth: AuthContext, @ZQuery(pagingSchema) q: PagingInput) {
    return this.feedback.mine(auth.userId, q);
  }

  @Get(':id')
  one(@Auth() auth: AuthContext, @ZParams(uuidParamSchema) p: UuidParam) {
    return this.feedback.one(auth.userId, p.id);
  }
}

/** Customer service works through users' feedback. */
@ApiTags('admin')
@Roles('customer_service', 'admin')
@Controller('admin/feedback')
export class AdminFeedbackController {
  constructor(private readonly feedback: FeedbackService) {}

  @Get()
  list(@ZQuery(feedbackAdminListSchema) q: FeedbackAdminListInput) {
    return this.feedback.adminList(q);
  }

  @Post(':id/reply')
  async reply(@Auth() auth: AuthContext, @ZParams(uuidParamSchema) p: UuidParam, @ZBody(feedbackReplySchema) body: FeedbackReplyInput) {
    return new Ok(await this.feedback.reply(p.id, auth.userId, body.content), 'e.messaging.feedback_replied');
  }
}
