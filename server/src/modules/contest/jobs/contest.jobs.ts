import { defineQueue } from '@server/infra/queues/queue.catalogue';

/** The contest queue (registered in contest.module.ts). */
export const CONTEST_QUEUE = 'contest';

export const ContestJob = {
  /** jobId end_<contestId>, delayed to endsAt. */
  End: 'contest.end',
  /** Repeatable: rebuilds the Redis projection from PostgreSQL (all open contests when no id). */
  Reconcile: 'contest.reconcile',
} as const;

export interface ContestJobPayload {
  contestId: string;
}

declare module '@server/infra/queues/queue.catalogue' {
  interface JobPayloads {
    [ContestJob.End]: ContestJobPayload;
    [ContestJob.Reconcile]: Partial<ContestJobPayload>;
  }
}

export const contestQueue = defineQueue({ module: 'contest', queue: CONTEST_QUEUE, jobs: Object.values(ContestJob) });
