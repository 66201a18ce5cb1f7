import { defineQueue } from '@server/infra/queues/queue.catalogue';

/** The advertisers queue (registered in advertisers.module.ts). */
export const ADVERTISERS_QUEUE = 'advertisers';

export const AdvertisersJob = {
  /** Repeatable: moves ad impressions/clicks from Redis to `ad_stats_daily`. */
  FlushCounts: 'advertisers.flush-counts',
} as const;

declare module '@server/infra/queues/queue.catalogue' {
  interface JobPayloads {
    [AdvertisersJob.FlushCounts]: Record<string, never>;
  }
}

export const advertisersQueue = defineQueue({ module: 'advertisers', queue: ADVERTISERS_QUEUE, jobs: Object.values(AdvertisersJob) });
