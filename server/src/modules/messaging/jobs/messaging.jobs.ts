import { defineQueue } from '@server/infra/queues/queue.catalogue';
import type { DeliverNoticePayload } from '@server/modules/notices/ports/notice-source.port';

/** The notices queue (registered in messaging.module.ts). */
export const NOTICES_QUEUE = 'notices';

export const MessagingJob = {
  /** One per (event, recipient), jobId = noticeJobId. */
  DeliverNotice: 'notices.deliver',
  /** Repeatable: queues outbox rows left pending. */
  SweepNoticeOutbox: 'notices.sweep-outbox',
} as const;

declare module '@server/infra/queues/queue.catalogue' {
  interface JobPayloads {
    [MessagingJob.DeliverNotice]: DeliverNoticePayload;
    [MessagingJob.SweepNoticeOutbox]: Record<string, never>;
  }
}

export const noticesQueue = defineQueue({ module: 'messaging', queue: NOTICES_QUEUE, jobs: Object.values(MessagingJob) });
