import { OnWorkerEvent, Processor, WorkerHost } from '@nestjs/bullmq';
import { Logger, type OnApplicationBootstrap } from '@nestjs/common';
import type { Job } from 'bullmq';
import { HandlesJobs } from '@server/infra/queues/job-handlers';
import { JobQueue } from '@server/infra/queues/job-queue';
import { MembershipJob, MEMBERSHIP_QUEUE, type MembershipJobPayload } from './membership.jobs';
import { MembershipExpiry } from '../services/membership-expiry';
import { MEMBERSHIP_RECONCILE_SCHEDULER, MembershipSchedule } from '../services/membership-schedule';

/**
 * `membership.ending-soon` and `membership.expire` (delayed to 3 days before / the VIP end), and the
 * hourly `membership.reconcile` that plans them again when Redis lost them (MembershipSchedule).
 */
@Processor(MEMBERSHIP_QUEUE)
@HandlesJobs(MembershipJob.EndingSoon, MembershipJob.Expire, MembershipJob.Reconcile)
export class MembershipProcessor extends WorkerHost implements OnApplicationBootstrap {
  private readonly logger = new Logger(MembershipProcessor.name);

  constructor(
    private readonly expiry: MembershipExpiry,
    private readonly schedule: MembershipSchedule,
    private readonly jobs: JobQueue,
  ) {
    super();
  }

  async onApplicationBootstrap() {
    await this.jobs.repeat(MEMBERSHIP_RECONCILE_SCHEDULER, { every: 3_600_000 }, MembershipJob.Reconcile, {});
  }

  @OnWorkerEvent('error')
  onError(err: Error) {
    this.logger.warn({ err: err.message }, 'membership worker error');
  }

  async process(job: Job<MembershipJobPayload>): Promise<unknown> {
    if (job.name === MembershipJob.EndingSoon) return this.expiry.endingSoon(job.data);
    if (job.name === MembershipJob.Expire) return this.expiry.expire(job.data);
    if (job.name === MembershipJob.Reconcile) return { planned: await this.schedule.reconcile() };
    throw new Error(`no handler for job ${job.name}`);
  }
}
