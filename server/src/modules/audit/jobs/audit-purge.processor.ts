import { OnWorkerEvent, Processor, WorkerHost } from '@nestjs/bullmq';
import { Logger, type OnApplicationBootstrap } from '@nestjs/common';
import type { Job } from 'bullmq';
import { HandlesJobs } from '@server/infra/queues/job-handlers';
import { JobQueue } from '@server/infra/queues/job-queue';
import { AuditRetention } from '../services/audit-retention.service';
import { AUDIT_QUEUE, AuditJob } from './audit.jobs';

/** Daily: the audit log keeps AUDIT_RETENTION_DAYS of entries. */
@Processor(AUDIT_QUEUE)
@HandlesJobs(AuditJob.Purge)
export class AuditPurgeProcessor extends WorkerHost implements OnApplicationBootstrap {
  private readonly logger = new Logger(AuditPurgeProcessor.name);

  constructor(
    private readonly retention: AuditRetention,
    private readonly jobs: JobQueue,
  ) {
    super();
  }

  async onApplicationBootstrap() {
    // One scheduler for the cluster (an upsert: idempotent across instances and restarts).
    await this.jobs.repeat(AuditJob.Purge, { every: 86_400_000 }, AuditJob.Purge, {});
  }

  @OnWorkerEvent('error')
  onError(err: Error) {
    this.logger.warn({ err: err.message }, 'audit worker error');
  }

  async process(job: Job): Promise<{ deleted: number }> {
    if (job.name !== AuditJob.Purge) throw new Error(`no handler for job ${job.name}`);
    const deleted = await this.retention.purge();
    this.logger.log({ deleted }, 'audit entries past retention deleted');
    return { deleted };
  }
}
