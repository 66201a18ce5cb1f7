import { InjectQueue, OnWorkerEvent, Processor, WorkerHost } from '@nestjs/bullmq';
import { Logger, type OnApplicationBootstrap } from '@nestjs/common';
import type { Job, Queue } from 'bullmq';
import { DataSource } from 'typeorm';
import { AppConfig } from '@server/config/app-config';
import { HandlesJobs } from '@server/infra/queues/job-handlers';
import { JobName, QueueName, type ContestJobPayload } from '@server/infra/queues/queue.catalogue';
import { ContestAdminService } from '../services/contest-admin.service';

/**
 * `contest.end` (delayed to endsAt, jobId end_<contestId>) and `contest.reconcile` (repeatable:
 * recounts entries from votes and merges PostgreSQL's standings into the Redis projection).
 */
@Processor(QueueName.Contest)
@HandlesJobs(JobName.ContestEnd, JobName.ContestReconcile)
export class ContestProcessor extends WorkerHost implements OnApplicationBootstrap {
  private readonly logger = new Logger(ContestProcessor.name);

  constructor(
    private readonly admin: ContestAdminService,
    private readonly ds: DataSource,
    private readonly config: AppConfig,
    @InjectQueue(QueueName.Contest) private readonly queue: Queue,
  ) {
    super();
  }

  async onApplicationBootstrap() {
    await this.queue.upsertJobScheduler(
      JobName.ContestReconcile,
      { every: this.config.raw.CONTEST_RECONCILE_EVERY_MS },
      { name: JobName.ContestReconcile, data: {} },
    );
    // Contests whose end job is missing (created by the seed, or a lost Redis): schedule them again.
    const open: { id: string; ends_at: Date }[] = await this.ds.query(`SELECT id, ends_at FROM contests WHERE status = 'in_progress'`);
    for (const c of open) {
      const job = await this.queue.getJob(`end_${c.id}`);
      if (!job) await this.admin.scheduleEnd(c.id, c.ends_at);
    }
  }

  @OnWorkerEvent('error')
  onError(err: Error) {
    this.logger.warn({ err: err.message }, 'contest worker error');
  }

  async process(job: Job): Promise<unknown> {
    if (job.name === (JobName.ContestEnd as string)) return this.admin.end((job.data as ContestJobPayload).contestId);
    if (job.name === (JobName.ContestReconcile as string)) {
      const data = job.data as Partial<ContestJobPayload>;
      return data.contestId ? this.admin.reconcile(data.contestId) : this.admin.reconcileAll();
    }
    throw new Error(`no handler for job ${job.name}`);
  }
}
