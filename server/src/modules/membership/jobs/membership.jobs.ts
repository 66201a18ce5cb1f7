import { defineQueue } from '@server/infra/queues/queue.catalogue';

/** The membership queue (registered in membership.module.ts). */
export const MEMBERSHIP_QUEUE = 'membership';

export const MembershipJob = {
  EndingSoon: 'membership.ending-soon',
  Expire: 'membership.expire',
  /** Hourly: plans the two above again when Redis lost them. */
  Reconcile: 'membership.reconcile',
} as const;

/** `membership.ending-soon` (jobId msoon_<user>_<until>) and `membership.expire` (mexp_<user>_<until>): `until` = the VIP end in epoch seconds. */
export interface MembershipJobPayload {
  userId: string;
  until: number;
}

declare module '@server/infra/queues/queue.catalogue' {
  interface JobPayloads {
    [MembershipJob.EndingSoon]: MembershipJobPayload;
    [MembershipJob.Expire]: MembershipJobPayload;
    [MembershipJob.Reconcile]: Record<string, never>;
  }
}

export const membershipQueue = defineQueue({ module: 'membership', queue: MEMBERSHIP_QUEUE, jobs: Object.values(MembershipJob) });
