import { OnWorkerEvent, Processor, WorkerHost } from '@nestjs/bullmq';
import { Logger, type OnApplicationBootstrap } from '@nestjs/common';
import type { Job } from 'bullmq';
import { AppConfig } from '@server/config/app-config';
import { HandlesJobs } from '@server/infra/queues/job-handlers';
import { JobQueue } from '@server/infra/queues/job-queue';
import { JobName, QueueName } from '@server/infra/queues/queue.catalogue';
import { ArticleViews } from '../services/article-views.service';

/** `content.flush-views` (repeatable, every CONTENT_VIEWS_FLUSH_MS): article views from Redis to PostgreSQL. */
@Processor(QueueName.Content)
@HandlesJobs(JobName.ContentFlushViews)
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
    await this.jobs.repeat(JobName.ContentFlushViews, { every: this.config.raw.CONTENT_VIEWS_FLUSH_MS }, JobName.ContentFlushViews, {});
  }

  @OnWorkerEvent('error')
  onError(err: Error) {
    this.logger.warn({ err: err.message }, 'content worker error');
  }

  async process(job: Job): Promise<unknown> {
    if (job.name === (JobName.ContentFlushViews as string)) return this.views.flush();
    throw new Error(`no handler for job ${job.name}`);
  }
}
