import { OnWorkerEvent, Processor, WorkerHost } from '@nestjs/bullmq';
import { Logger, type OnApplicationBootstrap } from '@nestjs/common';
import type { Job } from 'bullmq';
import { AppConfig } from '@server/config/app-config';
import { HandlesJobs } from '@server/infra/queues/job-handlers';
import { JobQueue } from '@server/infra/queues/job-queue';
import { ContentJob, CONTENT_QUEUE } from './content.jobs';
import { ArticleViews } from '../services/article-views.service';

/** `content.flush-views` (repeatable, every CONTENT_VIEWS_FLUSH_MS): article views from Redis to PostgreSQL. */
@Processor(CONTENT_QUEUE)
@HandlesJobs(ContentJob.FlushViews)
export class ContentProcessor extends WorkerHost implements OnApplicationBootstrap {
  private readonly logger = new Logger(ContentProcessor.name);

  constructor(
    private readonly views: ArticleViews,
    private readonly config: AppConfig,
    private readonly jobs: JobQueue,
  ) {
    super();
  }

  async onApplicationBootstrap() {
    await this.jobs.repeat(ContentJob.FlushViews, { every: this.config.raw.CONTENT_VIEWS_FLUSH_MS }, ContentJob.FlushViews, {});
  }

  @OnWorkerEvent('error')
  onError(err: Error) {
    this.logger.warn({ err: err.message }, 'content worker error');
  }

  async process(job: Job): Promise<unknown> {
    if (job.name === ContentJob.FlushViews) return this.views.flush();
    throw new Error(`no handler for job ${job.name}`);
  }
}
