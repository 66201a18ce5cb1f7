import { InjectQueue } from '@nestjs/bullmq';
import { Injectable, Logger, type BeforeApplicationShutdown, type OnApplicationBootstrap } from '@nestjs/common';
import { Worker, type Job, type Queue } from 'bullmq';
import type { Language } from '@contracts/language';
import { AppConfig } from '@server/config/app-config';
import { HandlesJobs } from '@server/infra/queues/job-handlers';
import { JobQueue } from '@server/infra/queues/job-queue';
import type { DeliverNoticePayload } from '@server/modules/notices/ports/notice-source.port';
import { MessagingJob, NOTICES_QUEUE } from './messaging.jobs';
import { UserChannel } from '@server/infra/realtime/user-channel';
import { UserSummaryQuery } from '@server/modules/auth/queries/user-summary.query';
import type { MessageEntity } from '../entities/message.entity';
import { MessagesService, renderMessage } from '../services/messages.service';
import { NoticeOutboxService } from '../services/notice-outbox.service';
import { NoticeBatcher } from './notice-batcher';

const LANGUAGE_CACHE_MS = 60_000;
const LANGUAGE_CACHE_MAX = 50_000;

interface Written {
  message: MessageEntity;
  lang: Language;
}

/** What the test hook tells the parent process (IPC) once a job's row is written. */
export interface HeldNotice {
  type: 'notice-written';
  jobId: string | undefined;
  messageId: string | null;
}

/**
 * Delivers notices: the inbox row (once per event and recipient, so a retry never duplicates) and
 * then a `message:new` push to the recipient's open apps, in their language. The worker is built
 * here rather than with @Processor so that its concurrency, lock and stall timings come from the
 * configuration; jobs that run at the same time share one INSERT (NoticeBatcher).
 *
 * Crash safety: a job is acknowledged only after its row committed. A worker that dies between the
 * INSERT and the acknowledgement leaves the job active with a lock that is no longer renewed; after
 * NOTICES_LOCK_MS another worker's stall check puts it back, the retry finds the row (ON CONFLICT DO
 * NOTHING) and completes without a second message or push.
 */
@Injectable()
@HandlesJobs(MessagingJob.DeliverNotice, MessagingJob.SweepNoticeOutbox)
export class DeliverNoticeProcessor implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger(DeliverNoticeProcessor.name);
  private worker: Worker<DeliverNoticePayload> | undefined;
  private readonly batcher: NoticeBatcher<Written>;
  private readonly languageCache = new Map<string, { lang: Language; until: number }>();

  constructor(
    @InjectQueue(NOTICES_QUEUE) private readonly queue: Queue,
    private readonly config: AppConfig,
    private readonly messages: MessagesService,
    private readonly users: UserSummaryQuery,
    private readonly channel: UserChannel,
    private readonly outbox: NoticeOutboxService,
    private readonly jobs: JobQueue,
  ) {
    this.batcher = new NoticeBatcher((batch) => this.write(batch), config.raw.NOTICES_BATCH_MAX, config.raw.NOTICES_BATCH_WAIT_MS);
  }

  async onApplicationBootstrap() {
    const c = this.config.raw;
    // One schedule per cluster (upsert by id): the outbox sweeper.
    await this.jobs.repeat(
      'notices-outbox-sweep',
      { every: c.NOTICES_OUTBOX_SWEEP_MS },
      MessagingJob.SweepNoticeOutbox,
      {},
      { removeOnComplete: 100, removeOnFail: 100 },
    );
    this.worker = new Worker<DeliverNoticePayload>(NOTICES_QUEUE, (job) => this.process(job), {
      connection: this.queue.opts.connection,
      prefix: this.queue.opts.prefix,
      concurrency: c.NOTICES_CONCURRENCY,
      lockDuration: c.NOTICES_LOCK_MS,
      stalledInterval: c.NOTICES_STALLED_INTERVAL_MS,
      maxStalledCount: 1,
    });
    // A worker without an 'error' listener would crash the process on a Redis hiccup.
    this.worker.on('error', (err) => this.logger.warn({ err: err.message }, 'notices worker error'));
    this.worker.on('failed', (job, err) => {
      const final = job ? job.attemptsMade >= (job.opts.attempts ?? 1) : false;
      this.logger.warn({ jobId: job?.id, attemptsMade: job?.attemptsMade, final, err: err.message }, 'notice delivery failed');
    });
  }

  async beforeApplicationShutdown() {
    await this.worker?.close();
  }

  /** One INSERT for the batch, at most one query for the languages of recipients not seen lately. */
  private async write(batch: DeliverNoticePayload[]): Promise<(Written | undefined)[]> {
    const rows = await this.messages.deliverMany(batch);
    const langs = await this.languagesOf(rows.flatMap((m) => (m ? [m.recipientId] : [])));
    return rows.map((m) => (m ? { message: m, lang: langs.get(m.recipientId) ?? 'zh-cn' } : undefined));
  }

  /**
   * Recipients' languages for the push, cached for a minute (a changed language shows in pushes at
   * most a minute late; the inbox itself renders in each request's language).
   */
  private async languagesOf(userIds: string[]): Promise<Map<string, Language>> {
    const now = Date.now();
    const out = new Map<string, Language>();
    const missing: string[] = [];
    for (const id of userIds) {
      const hit = this.languageCache.get(id);
      if (hit && hit.until > now) out.set(id, hit.lang);
      else missing.push(id);
    }
    if (missing.length) {
      if (this.languageCache.size > LANGUAGE_CACHE_MAX) this.languageCache.clear();
      for (const [id, lang] of await this.users.languages(missing)) {
        out.set(id, lang);
        this.languageCache.set(id, { lang, until: now + LANGUAGE_CACHE_MS });
      }
    }
    return out;
  }

  async process(job: Job<DeliverNoticePayload>): Promise<{ delivered: boolean } | { queued: number }> {
    if (job.name === MessagingJob.SweepNoticeOutbox) return { queued: await this.outbox.sweep(this.config.raw.NOTICES_OUTBOX_SWEEP_MS) };
    if (job.name !== MessagingJob.DeliverNotice) throw new Error(`no handler for job ${job.name}`);
    const written = await this.batcher.add(job.data);
    if (this.config.raw.NOTICES_TEST_HOLD_AFTER_WRITE) await this.holdForever(job, written);
    // Already delivered (a duplicate event or a retry after the insert): no second push.
    if (!written) return { delivered: false };
    this.channel.toUser(written.message.recipientId, 'message:new', renderMessage(written.message, written.lang));
    return { delivered: true };
  }

  /** Test hook (refused in production): report the committed row to the parent process, then never acknowledge. */
  private async holdForever(job: Job, written: Written | undefined): Promise<never> {
    const note: HeldNotice = { type: 'notice-written', jobId: job.id, messageId: written?.message.id ?? null };
    process.send?.(note);
    return new Promise<never>(() => undefined);
  }
}
