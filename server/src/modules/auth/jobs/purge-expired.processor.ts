import { InjectQueue, OnWorkerEvent, Processor, WorkerHost } from '@nestjs/bullmq';
import { Logger, type OnApplicationBootstrap } from '@nestjs/common';
import type { Job, Queue } from 'bullmq';
import { HandlesJobs } from '@server/infra/queues/job-handlers';
import { JobName, QueueName } from '@server/infra/queues/queue.catalogue';
import { SessionService } from '../services/session.service';
import { VerificationCodeService } from '../services/verification-code.service';

/** Hourly: deletes long-expired sessions and old verification codes. */
@Processor(QueueName.Maintenance)
@HandlesJobs(JobName.PurgeExpired)
export class PurgeExpiredProcessor extends WorkerHost implements OnApplicationBootstrap {
  private readonly logger = new Logger(PurgeExpiredProcessor.name);

  constructor(
    private readonly sessions: SessionService,
    private readonly codes: VerificationCodeService,
    @InjectQueue(QueueName.Maintenance) private readonly queue: Queue,
  ) {
    super();
  }

  async onApplicationBootstrap() {
    // One scheduler for the whole cluster: upsert is idempotent across instances and restarts.
    await this.queue.upsertJobScheduler(JobName.PurgeExpired, { every: 3_600_000 }, { name: JobName.PurgeExpired, data: {} });
  }

  /** A worker without an 'error' listener would crash the process on a Redis hiccup. */
  @OnWorkerEvent('error')
  onError(err: Error) {
    this.logger.warn({ err: err.message }, 'maintenance worker error');
  }

  async process(job: Job): Promise<{ sessions: number; codes: number }> {
    if (job.name !== (JobName.PurgeExpired as string)) throw new Error(`no handler for job ${job.name}`);
    const sessions = await this.sessions.purgeExpired();
    const codes = await this.codes.purgeOld();
    this.logger.log({ sessions, codes }, 'purged expired sessions and codes');
    return { sessions, codes };
  }
}
