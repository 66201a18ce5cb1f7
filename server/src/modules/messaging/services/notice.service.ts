import { Injectable } from '@nestjs/common';
import type { JobsOptions } from 'bullmq';
import { JobQueue } from '@server/infra/queues/job-queue';
import type { DeliverNoticePayload } from '@server/modules/notices/ports/notice-source.port';
import { MessagingJob } from '../jobs/messaging.jobs';

/**
 * Retries: 5 attempts, exponential backoff from 1 s (1, 2, 4, 8 s). Completed jobs are trimmed to
 * the last 1000; failed ones (retries exhausted) are kept — up to 5000 — for the dashboard and
 * for a manual retry there.
 */
export const NOTICE_JOB_OPTIONS: JobsOptions = {
  attempts: 5,
  backoff: { type: 'exponential', delay: 1000 },
  removeOnComplete: 1000,
  removeOnFail: 5000,
};

/** BullMQ refuses custom ids containing ':', hence '_' as the separator. */
export const noticeJobId = (n: Pick<DeliverNoticePayload, 'eventId' | 'recipientId'>) => `${n.eventId}_${n.recipientId}`;

/** Queues inbox messages; delivery (row + push) happens in DeliverNoticeProcessor. */
@Injectable()
export class NoticeService {
  constructor(private readonly jobs: JobQueue) {}

  /**
   * One job per (event, recipient): the deterministic jobId makes BullMQ drop a duplicate while
   * the first is still kept, and the row's unique key drops any later one.
   */
  async enqueue(notice: DeliverNoticePayload): Promise<void> {
    await this.jobs.enqueue(MessagingJob.DeliverNotice, notice, { ...NOTICE_JOB_OPTIONS, jobId: noticeJobId(notice) });
  }

  /** Many notices (e.g. one event, many recipients) in one round trip per 1000 jobs. */
  async enqueueMany(notices: readonly DeliverNoticePayload[]): Promise<void> {
    await this.jobs.enqueueMany(
      notices.map((n) => ({ job: MessagingJob.DeliverNotice, payload: n, opts: { ...NOTICE_JOB_OPTIONS, jobId: noticeJobId(n) } })),
    );
  }
}
