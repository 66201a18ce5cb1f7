import { Controller, Delete, Get, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { announcementAdminListSchema, announcementCreateSchema, type AnnouncementCreateInput } from '@contracts/schemas/announcements';
import { uuidParamSchema, type PagingInput, type UuidParam } from '@contracts/schemas/common';
import { Auth, Roles, ZBody, ZParams, ZQuery } from '@server/common/http/decorators';
import { Ok } from '@server/common/http/ok';
import type { AuthContext } from '@server/common/http/request-context';
import { AnnouncementsService } from '../services/announcements.service';

/** Admins publish, list and withdraw platform announcements. */
@ApiTags('admin')
@Roles('admin')
@Controller('admin/announcements')
export class AdminAnnouncementsController {
  constructor(private readonly announcements: AnnouncementsService) {}

  @Post()
  async publish(@Auth() auth: AuthContext, @ZBody(announcementCreateSchema) body: AnnouncementCreateInput) {
    return new Ok(await this.announcements.publish(auth.userId, body), 'e.messaging.announcement_published');
  }

  @Get()
  list(@ZQuery(announcementAdminListSchema) q: PagingInput) {
    return this.announcements.list(q);
  }

  @Delete(':id')
  async withdraw(@ZParams(uuidParamSchema) p: UuidParam) {
    return new Ok(await this.announcements.withdraw(p.id), 'e.messaging.announcement_withdrawn');
  }
}
