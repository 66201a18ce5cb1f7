import { Controller, Delete, Get, Post } from '@nestjs/common';
import { z } from 'zod';
import type { Language } from '@contracts/language';
import { uuidParamSchema, type UuidParam } from '@contracts/schemas/common';
import {
  deletedMessagesDtoSchema,
  deleteMessagesSchema,
  messageDtoSchema,
  messageListSchema,
  readAllDtoSchema,
  readAllMessagesSchema,
  type DeleteMessagesInput,
  type MessageListInput,
  type ReadAllMessagesInput,
  unreadCountDtoSchema,
} from '@contracts/schemas/messages';
import { pagedOf } from '@contracts/schemas/wire';
import { AppException } from '@server/common/errors/app.exception';
import { Auth, Lang, ZBody, ZParams, ZQuery, ZResponse } from '@server/common/http/decorators';
import type { AuthContext } from '@server/common/http/request-context';
import { MessagesService } from '../services/messages.service';

/** The caller's inbox (logged-in only). */
@Controller('messages')
export class MessagingController {
  constructor(private readonly messages: MessagesService) {}

  @Get()
  @ZResponse(pagedOf(messageDtoSchema), 'My inbox (messages and the announcements shown now), newest first')
  list(@Auth() auth: AuthContext, @ZQuery(messageListSchema) query: MessageListInput, @Lang() lang: Language) {
    return this.messages.list(auth.userId, query, lang);
  }

  @Get('unread-count')
  @ZResponse(unreadCountDtoSchema, 'How many of my messages are unread, by category')
  unreadCount(@Auth() auth: AuthContext) {
    return this.messages.unreadCount(auth.userId);
  }

  /** One message (or a shown announcement) of the caller; someone else's → 404. */
  @Get(':id')
  @ZResponse(messageDtoSchema, 'One of my messages (or an announcement shown now)')
  one(@Auth() auth: AuthContext, @ZParams(uuidParamSchema) params: UuidParam, @Lang() lang: Language) {
    return this.messages.one(auth.userId, params.id, lang);
  }

  @Post('read-all')
  @ZResponse(readAllDtoSchema, 'Mark all my messages read (or those of one category)')
  readAll(@Auth() auth: AuthContext, @ZBody(readAllMessagesSchema) body: ReadAllMessagesInput) {
    return this.messages.markAllRead(auth.userId, body.category);
  }

  @Post(':id/read')
  @ZResponse(z.null(), 'Mark one of my messages read')
  async read(@Auth() auth: AuthContext, @ZParams(uuidParamSchema) params: UuidParam) {
    await this.messages.markRead(auth.userId, params.id);
    return null;
  }

  /** Deletes one message (hides one announcement) of the caller; someone else's or unknown → 404. */
  @Delete(':id')
  @ZResponse(deletedMessagesDtoSchema, 'Delete one of my messages (an announcement is hidden for me)')
  async removeOne(@Auth() auth: AuthContext, @ZParams(uuidParamSchema) params: UuidParam) {
    const { deleted } = await this.messages.remove(auth.userId, [params.id]);
    if (!deleted) throw AppException.notFound();
    return { deleted };
  }

  @Delete()
  @ZResponse(deletedMessagesDtoSchema, 'Delete some of my messages (ids that are not mine are skipped)')
  remove(@Auth() auth: AuthContext, @ZBody(deleteMessagesSchema) body: DeleteMessagesInput) {
    return this.messages.remove(auth.userId, body.ids);
  }
}
