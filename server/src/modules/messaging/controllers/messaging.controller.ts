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
import { AppException } from '@server/common/errors/app.exception';
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

  /** One message (or a shown announcement) of the caller; someone else's → 404. */
  @Get(':id')
  one(@Auth() auth: AuthContext, @ZParams(uuidParamSchema) params: UuidParam, @Lang() lang: Language) {
    return this.messages.one(auth.userId, params.id, lang);
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

  /** Deletes one message (hides one announcement) of the caller; someone else's or unknown → 404. */
  @Delete(':id')
  async removeOne(@Auth() auth: AuthContext, @ZParams(uuidParamSchema) params: UuidParam) {
    const { deleted } = await this.messages.remove(auth.userId, [params.id]);
    if (!deleted) throw AppException.notFound();
    return { deleted };
  }

  @Delete()
  remove(@Auth() auth: AuthContext, @ZBody(deleteMessagesSchema) body: DeleteMessagesInput) {
    return this.messages.remove(auth.userId, body.ids);
  }
}
