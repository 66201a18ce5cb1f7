import { defineQueue } from '@server/infra/queues/queue.catalogue';

/** The content queue (registered in content.module.ts). */
export const CONTENT_QUEUE = 'content';

export const ContentJob = {
  /** Repeatable: moves article views from Redis to `articles.views`. */
  FlushViews: 'content.flush-views',
} as const;

declare module '@server/infra/queues/queue.catalogue' {
  interface JobPayloads {
    [ContentJob.FlushViews]: Record<string, never>;
  }
}

export const contentQueue = defineQueue({ module: 'content', queue: CONTENT_QUEUE, jobs: Object.values(ContentJob) });
