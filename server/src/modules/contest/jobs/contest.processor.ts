import { OnWorkerEvent, Processor, WorkerHost } from '@nestjs/bullmq';
import { Logger, type OnApplicationBootstrap } from '@nestjs/common';
import type { Job } from 'bullmq';
import { DataSource } from 'typeorm';
import { AppConfig } from '@server/config/app-config';
import { HandlesJobs } from '@server/infra/queues/job-handlers';
import { JobQueue } from '@server/infra/queues/job-queue';
import { ContestJob, CONTEST_QUEUE, type ContestJobPayload } from './contest.jobs';
import { ContestEndService } from '../services/contest-end.service';

/**
 * `contest.end` (delayed to endsAt, jobId end_<contestId>) and `contest.reconcile` (repeatable:
 * recounts entries from votes and merges PostgreSQL's standings into the Redis projection).
 */
@Processor(CONTEST_QUEUE)
@HandlesJobs(ContestJob.End, ContestJob.Reconcile)
export class ContestProcessor extends WorkerHost implements OnApplicationBootstrap {
  private readonly logger = new Logger(ContestProcessor.name);

  constructor(
    private readonly ending: ContestEndService,
    private readonly ds: DataSource,
    private readonly config: AppConfig,
    private readonly jobs: JobQueue,
  ) {
    super();
  }

  async onApplicationBootstrap() {
    await this.jobs.repeat(ContestJob.Reconcile, { every: this.config.raw.CONTEST_RECONCILE_EVERY_MS }, ContestJob.Reconcile, {});
    // Contests whose end job is missing (created by the seed, or a lost Redis): schedule them again.
    const open: { id: string; ends_at: Date }[] = await this.ds.query(`SELECT id, ends_at FROM contests WHERE status = 'in_progress'`);
    for (const c of open) {
      const job = await this.jobs.find(ContestJob.End, `end_${c.id}`);
      if (!job) await this.ending.scheduleEnd(c.id, c.ends_at);
    }
  }

  @OnWorkerEvent('error')
  onError(err: Error) {
    this.logger.warn({ err: err.message }, 'contest worker error');
  }

  async process(job: Job): Promise<unknown> {
    if (job.name === ContestJob.End) return this.ending.end((job.data as ContestJobPayload).contestId);
    if (job.name === ContestJob.Reconcile) {
      const data = job.data as Partial<ContestJobPayload>;
      return data.contestId ? this.ending.reconcile(data.contestId) : this.ending.reconcileAll();
    }
    throw new Error(`no handler for job ${job.name}`);
  }
}
