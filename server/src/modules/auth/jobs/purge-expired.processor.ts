import { OnWorkerEvent, Processor, WorkerHost } from '@nestjs/bullmq';
import { Logger, type OnApplicationBootstrap } from '@nestjs/common';
import type { Job } from 'bullmq';
import { HandlesJobs } from '@server/infra/queues/job-handlers';
import { JobQueue } from '@server/infra/queues/job-queue';
import { AuthJob, MAINTENANCE_QUEUE } from './auth.jobs';
import { SessionService } from '../services/session.service';
import { VerificationCodeService } from '../services/verification-code.service';

/** Hourly: deletes long-expired sessions and old verification codes. */
@Processor(MAINTENANCE_QUEUE)
@HandlesJobs(AuthJob.PurgeExpired)
export class PurgeExpiredProcessor extends WorkerHost implements OnApplicationBootstrap {
  private readonly logger = new Logger(PurgeExpiredProcessor.name);

  constructor(
    private readonly sessions: SessionService,
    private readonly codes: VerificationCodeService,
    private readonly jobs: JobQueue,
  ) {
    super();
  }

  async onApplicationBootstrap() {
    // One scheduler for the whole cluster: upsert is idempotent across instances and restarts.
    await this.jobs.repeat(AuthJob.PurgeExpired, { every: 3_600_000 }, AuthJob.PurgeExpired, {});
  }

  /** A worker without an 'error' listener would crash the process on a Redis hiccup. */
  @OnWorkerEvent('error')
  onError(err: Error) {
    this.logger.warn({ err: err.message }, 'maintenance worker error');
  }

  async process(job: Job): Promise<{ sessions: number; codes: number }> {
    if (job.name !== AuthJob.PurgeExpired) throw new Error(`no handler for job ${job.name}`);
    const sessions = await this.sessions.purgeExpired();
    const codes = await this.codes.purgeOld();
    this.logger.log({ sessions, codes }, 'purged expired sessions and codes');
    return { sessions, codes };
  }
}
