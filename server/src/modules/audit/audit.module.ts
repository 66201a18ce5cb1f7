import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { QueuesModule } from '@server/infra/queues/queues.module';
import { AuditEntryEntity } from './entities/audit-entry.entity';
import { auditQueue } from './jobs/audit.jobs';
import { AuditTrail } from './ports/audit-trail.port';
import { AuditLogQuery } from './queries/audit-log.query';

/**
 * The audit log (issue #39): one append-only table, written by other modules through the
 * `AuditTrail` port inside their own transactions, read through `AuditLogQuery`, trimmed by a
 * daily retention job. It reads no other module (the console names the actors), so every module
 * may import it.
 */
@Module({
  imports: [QueuesModule.forFeature(auditQueue), TypeOrmModule.forFeature([AuditEntryEntity])],
  providers: [AuditTrail, AuditLogQuery],
  exports: [AuditTrail, AuditLogQuery],
})
export class AuditModule {}
