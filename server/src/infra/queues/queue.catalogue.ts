import type { MessageCategory } from '@contracts/schemas/messages';

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
  DeliverNotice = 'notices.deliver',
}

/** One inbox message for one recipient (message keys + params, rendered when read). */
export interface DeliverNoticePayload {
  eventId: string;
  recipientId: string;
  category: MessageCategory;
  titleKey: string;
  bodyKey: string;
  params: Record<string, string | number>;
  link: string | null;
}

export interface JobPayloads {
  [JobName.PurgeExpired]: Record<string, never>;
  [JobName.DeliverNotice]: DeliverNoticePayload;
}

/** Which queue carries which job. */
export const JOB_QUEUE: Record<JobName, QueueName> = {
  [JobName.PurgeExpired]: QueueName.Maintenance,
  [JobName.DeliverNotice]: QueueName.Notices,
};

export const ALL_QUEUES = Object.values(QueueName);
