import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { rows } from '@server/infra/database/sql';
import { JobQueue } from '@server/infra/queues/job-queue';
import { MembershipJob } from '../jobs/membership.jobs';
import { epochSeconds } from './vip-calendar';

/** The ending-soon notice goes this long before the end of VIP. */
export const ENDING_SOON_MS = 3 * 86_400_000;

/** A run job is kept this long (seconds), so planning the same end again within it adds nothing. */
const KEEP_RUN_JOBS_S = 8 * 86_400;

/** Scheduler id of the periodic reconciliation (VIP-end jobs lost with Redis's data are planned again). */
export const MEMBERSHIP_RECONCILE_SCHEDULER = 'membership-reconcile';

/**
 * The VIP ends the reconciliation looks at: ending within the notice window (and an hour, the
 * sweep's period), or ended in the last week without their expiry in the ledger.
 */
const DUE = `
SELECT m.user_id, m.vip_until FROM memberships m
 WHERE NOT m.buyout
   AND m.vip_until > now() - interval '7 days'
   AND m.vip_until <= now() + $1 * interval '1 millisecond'
   AND NOT EXISTS (SELECT 1 FROM membership_ledger l
                    WHERE l.key = 'expiry:' || m.user_id || ':' || floor(extract(epoch FROM m.vip_until))::bigint)`;

/**
 * Schedules the two jobs of a VIP end: ending soon (3 days before; at once when less is left) and
 * expired (at the end). Job ids carry the user and the end, so scheduling the same end again is a
 * no-op and a renewal (a new end) schedules new jobs; a job whose end is no longer the reader's
 * does nothing.
 */
@Injectable()
export class MembershipSchedule {
  constructor(
    private readonly jobs: JobQueue,
    private readonly ds: DataSource,
  ) {}

  /**
   * Plans the VIP ends that are due soon again (hourly, `membership.reconcile`): the jobs are
   * delayed jobs in Redis, and a Redis that lost its data (restarted without persistence) lost
   * them. Job ids make it a no-op for the jobs Redis still has or ran within the last 8 days; a
   * job that runs twice sends one notice (MembershipExpiry's event ids). Returns how many ends.
   */
  async reconcile(now = Date.now()): Promise<number> {
    const due = await rows<{ user_id: string; vip_until: Date }>(this.ds, DUE, [ENDING_SOON_MS + 3_600_000]);
    for (const r of due) await this.enqueue(r.user_id, r.vip_until, now);
    return due.length;
  }

  /** An end to come: its two jobs. */
  async plan(userId: string, vipUntil: Date | null, now = Date.now()): Promise<void> {
    if (vipUntil && vipUntil.getTime() > now) await this.enqueue(userId, vipUntil, now);
  }

  /** An end already past gets its expire job only, at once (an "ending soon" notice after the end would be wrong). */
  private async enqueue(userId: string, vipUntil: Date, now: number): Promise<void> {
    const until = epochSeconds(vipUntil);
    const end = until * 1000;
    const payload = { userId, until };
    if (end > now) {
      await this.jobs.enqueue(MembershipJob.EndingSoon, payload, {
        jobId: `msoon_${userId}_${until}`,
        delay: Math.max(0, end - ENDING_SOON_MS - now),
        attempts: 5,
        backoff: { type: 'exponential', delay: 1000 },
        removeOnComplete: { age: KEEP_RUN_JOBS_S },
        removeOnFail: 1000,
      });
    }
    await this.jobs.enqueue(MembershipJob.Expire, payload, {
      jobId: `mexp_${userId}_${until}`,
      delay: Math.max(0, end - now),
      attempts: 5,
      backoff: { type: 'exponential', delay: 1000 },
      removeOnComplete: { age: KEEP_RUN_JOBS_S },
      removeOnFail: 1000,
    });
  }
}
