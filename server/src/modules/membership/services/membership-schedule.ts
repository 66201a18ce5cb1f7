import { Injectable } from '@nestjs/common';
import { JobQueue } from '@server/infra/queues/job-queue';
import { JobName } from '@server/infra/queues/queue.catalogue';
import { epochSeconds } from './vip-calendar';

/** The ending-soon notice goes this long before the end of VIP. */
export const ENDING_SOON_MS = 3 * 86_400_000;

/**
 * Schedules the two jobs of a VIP end: ending soon (3 days before; at once when less is left) and
 * expired (at the end). Job ids carry the user and the end, so scheduling the same end again is a
 * no-op and a renewal (a new end) schedules new jobs; a job whose end is no longer the reader's
 * does nothing.
 */
@Injectable()
export class MembershipSchedule {
  constructor(private readonly jobs: JobQueue) {}

  async plan(userId: string, vipUntil: Date | null, now = Date.now()): Promise<void> {
    if (!vipUntil || vipUntil.getTime() <= now) return;
    const until = epochSeconds(vipUntil);
    const end = until * 1000;
    const payload = { userId, until };
    await this.jobs.enqueue(JobName.MembershipEndingSoon, payload, {
      jobId: `msoon_${userId}_${until}`,
      delay: Math.max(0, end - ENDING_SOON_MS - now),
      attempts: 5,
      backoff: { type: 'exponential', delay: 1000 },
      removeOnComplete: true,
      removeOnFail: 1000,
    });
    await this.jobs.enqueue(JobName.MembershipExpire, payload, {
      jobId: `mexp_${userId}_${until}`,
      delay: Math.max(0, end - now),
      attempts: 5,
      backoff: { type: 'exponential', delay: 1000 },
      removeOnComplete: true,
      removeOnFail: 1000,
    });
  }
}
