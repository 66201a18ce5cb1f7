import { Module } from '@nestjs/common';
import { ApiArea } from '@server/common/http/decorators';
import { AuditModule } from '@server/modules/audit/audit.module';
import { UsersModule } from '@server/modules/auth/users.module';
import './console.messages'; // its texts join the catalogue (common/i18n/i18n.ts)
import { AdminAuditController } from './controllers/admin-audit.controller';
import { AdminPeopleController } from './controllers/admin-people.controller';
import { ConsolePeopleService } from './services/console-people.service';

/**
 * The operators' console (issue #39): what no other module owns. First slice: people (search, a
 * person's page, roles, disable and enable — auth's rules, through its ports) and the audit log.
 * Owns no table.
 */
@ApiArea('The operators’ console: people and their roles, account disabling, the audit log.')
@Module({
  imports: [UsersModule, AuditModule],
  controllers: [AdminPeopleController, AdminAuditController],
  providers: [ConsolePeopleService],
})
export class ConsoleModule {}
