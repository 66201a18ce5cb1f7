/**
 * Every queue and job of the app, with its payload type (one catalogue, as Immich does).
 * Start-up fails when a job has no handler or two (see QueueRegistry).
 */
export enum QueueName {
  Maintenance = 'maintenance',
  Notices = 'notices',
  Orders = 'orders',
  Contest = 'contest',
}

export enum JobName {
  PurgeExpired = 'maintenance.purge-expired',
}

export interface JobPayloads {
  [JobName.PurgeExpired]: Record<string, never>;
}

/** Which queue carries which job. */
export const JOB_QUEUE: Record<JobName, QueueName> = {
  [JobName.PurgeExpired]: QueueName.Maintenance,
};

export const ALL_QUEUES = Object.values(QueueName);
