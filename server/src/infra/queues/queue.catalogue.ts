import type { MessageCategory } from '@contracts/schemas/messages';
import type { SearchKind } from '@contracts/schemas/search';
import type { MessageKey } from '@server/common/i18n/i18n';

/**
 * Every queue and job of the app, with its payload type (one catalogue, as Immich does).
 * Start-up fails when a job has no handler or two (see QueueRegistry).
 */
export enum QueueName {
  Maintenance = 'maintenance',
  Notices = 'notices',
  Orders = 'orders',
  Contest = 'contest',
  Search = 'search',
  Content = 'content',
  Membership = 'membership',
  Advertisers = 'advertisers',
}

export enum JobName {
  PurgeExpired = 'maintenance.purge-expired',
  DeliverNotice = 'notices.deliver',
  SweepNoticeOutbox = 'notices.sweep-outbox',
  OrdersExpire = 'orders.expire',
  OrdersExpiringSoon = 'orders.expiring-soon',
  OrdersSweep = 'orders.sweep',
  ContestEnd = 'contest.end',
  ContestReconcile = 'contest.reconcile',
  SearchSync = 'search.sync',
  SearchReindex = 'search.reindex',
  ContentFlushViews = 'content.flush-views',
  MembershipEndingSoon = 'membership.ending-soon',
  MembershipExpire = 'membership.expire',
  MembershipReconcile = 'membership.reconcile',
  AdsFlushCounts = 'advertisers.flush-counts',
}

/** One inbox message for one recipient (message keys + params, rendered when read). */
export interface DeliverNoticePayload {
  eventId: string;
  recipientId: string;
  category: MessageCategory;
  titleKey: MessageKey;
  bodyKey: MessageKey;
  params: Record<string, string | number>;
  link: string | null;
}

/** `orders.expire` (jobId = order id) and `orders.expiring-soon` (jobId = soon_<order id>). */
export interface OrderJobPayload {
  orderId: string;
}

/** `contest.end` (jobId end_<contestId>, delayed to endsAt); `contest.reconcile` (all open contests when no id). */
export interface ContestJobPayload {
  contestId: string;
}

/** `search.sync`: re-read one thing through its kind's source (deduplicated per kind and id, the last change kept while one runs). */
export interface SearchSyncPayload {
  kind: SearchKind;
  id: string;
}

/** `search.reindex`: re-read whole kinds (all kinds when none is named). */
export interface SearchReindexPayload {
  kinds?: SearchKind[];
}

/** `membership.ending-soon` (jobId msoon_<user>_<until>) and `membership.expire` (mexp_<user>_<until>): `until` = the VIP end in epoch seconds. */
export interface MembershipJobPayload {
  userId: string;
  until: number;
}

export interface JobPayloads {
  [JobName.PurgeExpired]: Record<string, never>;
  [JobName.DeliverNotice]: DeliverNoticePayload;
  [JobName.SweepNoticeOutbox]: Record<string, never>;
  [JobName.OrdersExpire]: OrderJobPayload;
  [JobName.OrdersExpiringSoon]: OrderJobPayload;
  [JobName.OrdersSweep]: Record<string, never>;
  [JobName.ContestEnd]: ContestJobPayload;
  [JobName.ContestReconcile]: Partial<ContestJobPayload>;
  [JobName.SearchSync]: SearchSyncPayload;
  [JobName.SearchReindex]: SearchReindexPayload;
  [JobName.ContentFlushViews]: Record<string, never>;
  [JobName.MembershipEndingSoon]: MembershipJobPayload;
  [JobName.MembershipExpire]: MembershipJobPayload;
  [JobName.MembershipReconcile]: Record<string, never>;
  [JobName.AdsFlushCounts]: Record<string, never>;
}

/** Which queue carries which job. */
export const JOB_QUEUE: Record<JobName, QueueName> = {
  [JobName.PurgeExpired]: QueueName.Maintenance,
  [JobName.DeliverNotice]: QueueName.Notices,
  [JobName.SweepNoticeOutbox]: QueueName.Notices,
  [JobName.OrdersExpire]: QueueName.Orders,
  [JobName.OrdersExpiringSoon]: QueueName.Orders,
  [JobName.OrdersSweep]: QueueName.Orders,
  [JobName.ContestEnd]: QueueName.Contest,
  [JobName.ContestReconcile]: QueueName.Contest,
  [JobName.SearchSync]: QueueName.Search,
  [JobName.SearchReindex]: QueueName.Search,
  [JobName.ContentFlushViews]: QueueName.Content,
  [JobName.MembershipEndingSoon]: QueueName.Membership,
  [JobName.MembershipExpire]: QueueName.Membership,
  [JobName.MembershipReconcile]: QueueName.Membership,
  [JobName.AdsFlushCounts]: QueueName.Advertisers,
};

export const ALL_QUEUES = Object.values(QueueName);
