import { defineQueue } from '@server/infra/queues/queue.catalogue';

/** Auth's housekeeping queue (registered in auth.module.ts). */
export const MAINTENANCE_QUEUE = 'maintenance';

export const AuthJob = {
  /** Hourly: deletes long-expired sessions and old verification codes. */
  PurgeExpired: 'maintenance.purge-expired',
} as const;

declare module '@server/infra/queues/queue.catalogue' {
  interface JobPayloads {
    [AuthJob.PurgeExpired]: Record<string, never>;
  }
}

export const authQueue = defineQueue({ module: 'auth', queue: MAINTENANCE_QUEUE, jobs: Object.values(AuthJob) });
