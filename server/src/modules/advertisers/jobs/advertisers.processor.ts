import { OnWorkerEvent, Processor, WorkerHost } from '@nestjs/bullmq';
import { Logger, type OnApplicationBootstrap } from '@nestjs/common';
import type { Job } from 'bullmq';
import { AppConfig } from '@server/config/app-config';
import { HandlesJobs } from '@server/infra/queues/job-handlers';
import { JobQueue } from '@server/infra/queues/job-queue';
import { AdvertisersJob, ADVERTISERS_QUEUE } from './advertisers.jobs';
import { AdServing } from '../services/ad-serving.service';

/**
 * `advertisers.flush-counts` (repeatable, every ADS_FLUSH_MS): impressions and clicks from Redis to
 * `ad_stats_daily`, exactly once. At start-up the batches a previous process left are written first.
 */
@Processor(ADVERTISERS_QUEUE)
@HandlesJobs(AdvertisersJob.FlushCounts)
export class AdvertisersProcessor extends WorkerHost implements OnApplicationBootstrap {
  private readonly logger = new Logger(AdvertisersProcessor.name);

  constructor(
    private readonly serving: AdServing,
    private readonly config: AppConfig,
    private readonly jobs: JobQueue,
  ) {
    super();
  }

  async onApplicationBootstrap() {
    await this.serving.applyPending().catch((err: unknown) => {
      this.logger.warn({ err: err instanceof Error ? err.message : String(err) }, 'leftover ad counts not written yet');
    });
    await this.jobs.repeat(AdvertisersJob.FlushCounts, { every: Number(this.config.raw.ADS_FLUSH_MS) }, AdvertisersJob.FlushCounts, {});
  }

  @OnWorkerEvent('error')
  onError(err: Error) {
    this.logger.warn({ err: err.message }, 'advertisers worker error');
  }

  async process(job: Job): Promise<unknown> {
    if (job.name === AdvertisersJob.FlushCounts) return this.serving.flush();
    throw new Error(`no handler for job ${job.name}`);
  }
}
