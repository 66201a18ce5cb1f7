import { Module } from '@nestjs/common';
import { AuditModule } from './audit.module';
import { AuditPurgeProcessor } from './jobs/audit-purge.processor';
import { AuditRetention } from './services/audit-retention.service';

/** The audit log's worker (retention); loaded only where WORKER_ROLE runs workers. */
@Module({ imports: [AuditModule], providers: [AuditRetention, AuditPurgeProcessor] })
export class AuditJobsModule {}
