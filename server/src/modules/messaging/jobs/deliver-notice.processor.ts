import { OnWorkerEvent, Processor, WorkerHost } from '@nestjs/bullmq';
import { Logger } from '@nestjs/common';
import type { Job } from 'bullmq';
import { HandlesJobs } from '@server/infra/queues/job-handlers';
import { JobName, QueueName, type DeliverNoticePayload } from '@server/infra/queues/queue.catalogue';
import { MeGateway } from '@server/modules/auth/me.gateway';
import { UserLanguageQuery } from '@server/modules/auth/services/user-language.query';
import { MessagesService, renderMessage } from '../services/messages.service';

/**
 * Delivers one notice: the inbox row (once per event and recipient, so a retry never
 * duplicates) and then a `message:new` push to the recipient's open apps, in their language.
 */
@Processor(QueueName.Notices)
@HandlesJobs(JobName.DeliverNotice)
export class DeliverNoticeProcessor extends WorkerHost {
  private readonly logger = new Logger(DeliverNoticeProcessor.name);

  constructor(
    private readonly messages: MessagesService,
    private readonly languages: UserLanguageQuery,
    private readonly gateway: MeGateway,
  ) {
    super();
  }

  /** A worker without an 'error' listener would crash the process on a Redis hiccup. */
  @OnWorkerEvent('error')
  onError(err: Error) {
    this.logger.warn({ err: err.message }, 'notices worker error');
  }

  async process(job: Job<DeliverNoticePayload>): Promise<{ delivered: boolean }> {
    if (job.name !== (JobName.DeliverNotice as string)) throw new Error(`no handler for job ${job.name}`);
    const message = await this.messages.deliver(job.data);
    // Already delivered (a duplicate event or a retry after the insert): no second push.
    if (!message) return { delivered: false };
    const lang = await this.languages.of(message.recipientId);
    this.gateway.toUser(message.recipientId, 'message:new', renderMessage(message, lang));
    return { delivered: true };
  }
}
