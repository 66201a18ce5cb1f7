import { Controller, Get } from '@nestjs/common';
import { auditEntrySchema, auditListSchema, type AuditListInput } from '@contracts/schemas/console';
import { pagedOf } from '@contracts/schemas/wire';
import { Roles, ZQuery, ZResponse } from '@server/common/http/decorators';
import { ConsolePeopleService } from '../services/console-people.service';

/** The audit log, for admins: read only (there is no write route; entries come with the changes). */
@Controller('admin/audit')
export class AdminAuditController {
  constructor(private readonly people: ConsolePeopleService) {}

  @Get()
  @Roles('admin')
  @ZResponse(
    pagedOf(auditEntrySchema),
    'Search the audit log by actor (id, phone or e-mail), target (type:id or id) and action, newest first',
  )
  list(@ZQuery(auditListSchema) q: AuditListInput) {
    return this.people.audit(q);
  }
}
