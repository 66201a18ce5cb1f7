import { defineQueue } from '@server/infra/queues/queue.catalogue';

/** The audit log's queue (registered in audit.module.ts). */
export const AUDIT_QUEUE = 'audit';

export const AuditJob = {
  /** Daily: deletes entries older than AUDIT_RETENTION_DAYS (the only delete the table allows). */
  Purge: 'audit.purge',
} as const;

declare module '@server/infra/queues/queue.catalogue' {
  interface JobPayloads {
    [AuditJob.Purge]: Record<string, never>;
  }
}

export const auditQueue = defineQueue({ module: 'audit', queue: AUDIT_QUEUE, jobs: Object.values(AuditJob) });
