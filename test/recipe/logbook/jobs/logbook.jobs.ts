import { defineQueue } from '@server/infra/queues/queue.catalogue';

/** The logbook's queue (registered in logbook.module.ts). */
export const LOGBOOK_QUEUE = 'logbook';

export const LogbookJob = {
  /** Numbers one logged dive in its diver's log (jobId = the log's id: queued twice, runs once). */
  Number: 'logbook.number',
} as const;

export interface NumberDivePayload {
  logId: string;
}

declare module '@server/infra/queues/queue.catalogue' {
  interface JobPayloads {
    [LogbookJob.Number]: NumberDivePayload;
  }
}

export const logbookQueue = defineQueue({ module: 'logbook', queue: LOGBOOK_QUEUE, jobs: Object.values(LogbookJob) });
