import { OnWorkerEvent, Processor, WorkerHost } from '@nestjs/bullmq';
import { Logger } from '@nestjs/common';
import type { Job } from 'bullmq';
import { HandlesJobs } from '@server/infra/queues/job-handlers';
import { JobName, QueueName, type MembershipJobPayload } from '@server/infra/queues/queue.catalogue';
import { MembershipExpiry } from '../services/membership-expiry';

/** `membership.ending-soon` and `membership.expire` (delayed to 3 days before / the VIP end). */
@Processor(QueueName.Membership)
@HandlesJobs(JobName.MembershipEndingSoon, JobName.MembershipExpire)
export class MembershipProcessor extends WorkerHost {
  private readonly logger = new Logger(MembershipProcessor.name);

  constructor(private readonly expiry: MembershipExpiry) {
    super();
  }

  @OnWorkerEvent('error')
  onError(err: Error) {
    this.logger.warn({ err: err.message }, 'membership worker error');
  }

  async process(job: Job<MembershipJobPayload>): Promise<unknown> {
    if (job.name === (JobName.MembershipEndingSoon as string)) return this.expiry.endingSoon(job.data);
    if (job.name === (JobName.MembershipExpire as string)) return this.expiry.expire(job.data);
    throw new Error(`no handler for job ${job.name}`);
  }
}
