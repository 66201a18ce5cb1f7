import { InjectQueue } from '@nestjs/bullmq';
import { Injectable } from '@nestjs/common';
import type { Queue } from 'bullmq';
import { JobName, QueueName, type DeliverNoticePayload } from '@server/infra/queues/queue.catalogue';

/** Queues inbox messages; delivery (row + push) happens in DeliverNoticeProcessor. */
@Injectable()
export class NoticeService {
  constructor(@InjectQueue(QueueName.Notices) private readonly queue: Queue) {}

  /**
   * One job per (event, recipient): the deterministic jobId makes BullMQ drop a duplicate while
   * the first is still kept, and the row's unique key drops any later one. (BullMQ refuses
   * custom ids containing ':', hence '_' as the separator.)
   */
  async enqueue(notice: DeliverNoticePayload): Promise<void> {
    await this.queue.add(JobName.DeliverNotice, notice, {
      jobId: `${notice.eventId}_${notice.recipientId}`,
      attempts: 5,
      backoff: { type: 'exponential', delay: 1000 },
    });
  }
}
