import { Controller, Delete, Get, Post } from '@nestjs/common';
import {
  announcementAdminDtoSchema,
  announcementAdminListSchema,
  announcementCreateSchema,
  type AnnouncementCreateInput,
} from '@contracts/schemas/announcements';
import { uuidParamSchema, type PagingInput, type UuidParam } from '@contracts/schemas/common';
import { pagedOf } from '@contracts/schemas/wire';
import { Auth, Roles, ZBody, ZParams, ZQuery, ZResponse } from '@server/common/http/decorators';
import { Ok } from '@server/common/http/ok';
import type { AuthContext } from '@server/common/http/request-context';
import { AnnouncementsService } from '../services/announcements.service';

/** Admins publish, list and withdraw platform announcements. */
@Roles('admin')
@Controller('admin/announcements')
export class AdminAnnouncementsController {
  constructor(private readonly announcements: AnnouncementsService) {}

  @Post()
  @ZResponse(announcementAdminDtoSchema, 'Publish an announcement (in every language)')
  async publish(@Auth() auth: AuthContext, @ZBody(announcementCreateSchema) body: AnnouncementCreateInput) {
    return new Ok(await this.announcements.publish(auth.userId, body), 'e.messaging.announcement_published');
  }

  @Get()
  @ZResponse(pagedOf(announcementAdminDtoSchema), 'Announcements, newest first')
  list(@ZQuery(announcementAdminListSchema) q: PagingInput) {
    return this.announcements.list(q);
  }

  @Delete(':id')
  @ZResponse(announcementAdminDtoSchema, 'Withdraw an announcement from every inbox')
  async withdraw(@ZParams(uuidParamSchema) p: UuidParam) {
    return new Ok(await this.announcements.withdraw(p.id), 'e.messaging.announcement_withdrawn');
  }
}
