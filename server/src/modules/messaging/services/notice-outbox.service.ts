import { Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, Repository, type EntityManager } from 'typeorm';
import type { DeliverNoticePayload } from '@server/modules/notices/ports/notice-source.port';
import { NoticeOutboxEntity } from '../entities/notice-outbox.entity';
import { NoticeService } from './notice.service';

/** Queued outbox rows are kept this long (for inspection), then purged by the sweeper. */
const KEEP_ENQUEUED_DAYS = 7;

/**
 * Transactional outbox for notices: `add` inside the transaction of the change, `flush` after it
 * committed; `sweep` (a repeatable job) queues rows still pending after a while — the process died
 * between commit and queueing, or Redis refused the add. Queueing twice is harmless: the jobId is
 * deterministic and the inbox row is unique per (event, recipient).
 */
@Injectable()
export class NoticeOutboxService {
  private readonly logger = new Logger(NoticeOutboxService.name);

  constructor(
    @InjectRepository(NoticeOutboxEntity) private readonly outbox: Repository<NoticeOutboxEntity>,
    private readonly notices: NoticeService,
  ) {}

  /** Records notices in the caller's transaction; returns the outbox ids to flush after commit. */
  async add(manager: EntityManager, notices: DeliverNoticePayload[]): Promise<string[]> {
    if (!notices.length) return [];
    const rows = await manager.getRepository(NoticeOutboxEntity).insert(notices.map((payload) => ({ payload, enqueuedAt: null })));
    return rows.identifiers.map((i) => i['id'] as string);
  }

  /** After commit: queue the rows and mark them. A failure is logged; the sweeper retries. */
  async flush(ids: string[]): Promise<void> {
    if (!ids.length) return;
    try {
      const rows = await this.outbox.findBy({ id: In(ids) });
      await this.notices.enqueueMany(rows.map((r) => r.payload));
      await this.outbox.update({ id: In(ids) }, { enqueuedAt: new Date() });
    } catch (err) {
      this.logger.warn({ err: err instanceof Error ? err.message : String(err), ids }, 'outbox flush failed; the sweeper will queue them');
    }
  }

  /**
   * Queues pending rows older than `olderThanMs` (in pages of 500; concurrent sweepers skip each
   * other's rows) and purges rows queued long ago. Returns how many rows it queued.
   */
  async sweep(olderThanMs: number): Promise<number> {
    let queued = 0;
    for (;;) {
      const n = await this.outbox.manager.transaction(async (m) => {
        const rows = (await m.query(
          `SELECT id, payload FROM notice_outbox
            WHERE enqueued_at IS NULL AND created_at < now() - make_interval(secs => $1::float8 / 1000)
            ORDER BY created_at LIMIT 500 FOR UPDATE SKIP LOCKED`,
          [olderThanMs],
        )) as { id: string; payload: DeliverNoticePayload }[];
        if (!rows.length) return 0;
        await this.notices.enqueueMany(rows.map((r) => r.payload));
        await m.query('UPDATE notice_outbox SET enqueued_at = now() WHERE id = ANY($1::uuid[])', [rows.map((r) => r.id)]);
        return rows.length;
      });
      queued += n;
      if (n < 500) break;
    }
    await this.outbox.query(`DELETE FROM notice_outbox WHERE enqueued_at < now() - interval '${KEEP_ENQUEUED_DAYS} days'`);
    if (queued) this.logger.warn({ queued }, 'outbox sweeper queued notices that were left pending');
    return queued;
  }
}
