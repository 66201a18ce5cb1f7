import { Controller, Get, Post } from '@nestjs/common';
import { pagingSchema, uuidParamSchema, type PagingInput, type UuidParam } from '@contracts/schemas/common';
import { pagedOf } from '@contracts/schemas/wire';
import {
  adminFeedbackDtoSchema,
  feedbackAdminListSchema,
  feedbackDtoSchema,
  feedbackReplySchema,
  feedbackSchema,
  type FeedbackAdminListInput,
  type FeedbackInput,
  type FeedbackReplyInput,
} from '@contracts/schemas/feedback';
import { Auth, RateLimit, Roles, ZBody, ZParams, ZQuery, ZResponse } from '@server/common/http/decorators';
import { Ok } from '@server/common/http/ok';
import type { AuthContext } from '@server/common/http/request-context';
import { FeedbackService } from '../services/feedback.service';

/** A user's feedback and its history (logged-in only). */
@Controller('feedback')
export class FeedbackController {
  constructor(private readonly feedback: FeedbackService) {}

  @Post()
  @ZResponse(feedbackDtoSchema, 'Send feedback (up to nine screenshots)')
  @RateLimit({ name: 'feedback', limit: 10, windowSeconds: 60, by: 'user' })
  async create(@Auth() auth: AuthContext, @ZBody(feedbackSchema) body: FeedbackInput) {
    return new Ok(await this.feedback.create(auth.userId, body), 'e.messaging.feedback_sent');
  }

  @Get()
  @ZResponse(pagedOf(feedbackDtoSchema), 'My feedback, newest first, with the replies')
  mine(@Auth() auth: AuthContext, @ZQuery(pagingSchema) q: PagingInput) {
    return this.feedback.mine(auth.userId, q);
  }

  @Get(':id')
  @ZResponse(feedbackDtoSchema, 'One of my feedback messages')
  one(@Auth() auth: AuthContext, @ZParams(uuidParamSchema) p: UuidParam) {
    return this.feedback.one(auth.userId, p.id);
  }
}

/** Customer service works through users' feedback. */
@Roles('customer_service', 'admin')
@Controller('admin/feedback')
export class AdminFeedbackController {
  constructor(private readonly feedback: FeedbackService) {}

  @Get()
  @ZResponse(pagedOf(adminFeedbackDtoSchema), 'Users’ feedback for customer service, by status')
  list(@ZQuery(feedbackAdminListSchema) q: FeedbackAdminListInput) {
    return this.feedback.adminList(q);
  }

  @Post(':id/reply')
  @ZResponse(feedbackDtoSchema, 'Reply to a feedback message (the user gets a notice)')
  async reply(@Auth() auth: AuthContext, @ZParams(uuidParamSchema) p: UuidParam, @ZBody(feedbackReplySchema) body: FeedbackReplyInput) {
    return new Ok(await this.feedback.reply(p.id, auth.userId, body.content), 'e.messaging.feedback_replied');
  }
}
