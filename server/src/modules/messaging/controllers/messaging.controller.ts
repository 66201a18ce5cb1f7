import { Controller, Delete, Get, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Language } from '@contracts/language';
import { uuidParamSchema, type UuidParam } from '@contracts/schemas/common';
import {
  deleteMessagesSchema,
  messageListSchema,
  readAllMessagesSchema,
  type DeleteMessagesInput,
  type MessageListInput,
  type ReadAllMessagesInput,
} from '@contracts/schemas/messages';
import { Auth, Lang, ZBody, ZParams, ZQuery } from '@server/common/http/decorators';
import type { AuthContext } from '@server/common/http/request-context';
import { MessagesService } from '../services/messages.service';

/** The caller's inbox (logged-in only). */
@ApiTags('messages')
@Controller('messages')
export class MessagingController {
  constructor(private readonly messages: MessagesService) {}

  @Get()
  list(@Auth() auth: AuthContext, @ZQuery(messageListSchema) query: MessageListInput, @Lang() lang: Language) {
    return this.messages.list(auth.userId, query, lang);
  }

  @Get('unread-count')
  unreadCount(@Auth() auth: AuthContext) {
    return this.messages.unreadCount(auth.userId);
  }

  @Post('read-all')
  readAll(@Auth() auth: AuthContext, @ZBody(readAllMessagesSchema) body: ReadAllMessagesInput) {
    return this.messages.markAllRead(auth.userId, body.category);
  }

  @Post(':id/read')
  async read(@Auth() auth: AuthContext, @ZParams(uuidParamSchema) params: UuidParam) {
    await this.messages.markRead(auth.userId, params.id);
    return null;
  }

  @Delete()
  remove(@Auth() auth: AuthContext, @ZBody(deleteMessagesSchema) body: DeleteMessagesInput) {
    return this.messages.remove(auth.userId, body.ids);
  }
}
