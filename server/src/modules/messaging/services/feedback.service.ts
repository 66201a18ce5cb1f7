import { Injectable } from '@nestjs/common';
import { EventBus } from '@nestjs/cqrs';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository, type FindOptionsWhere } from 'typeorm';
import { type Paged, paged } from '@contracts/api';
import type { PagingInput } from '@contracts/schemas/common';
import type { AdminFeedbackDto, FeedbackAdminListInput, FeedbackDto, FeedbackInput } from '@contracts/schemas/feedback';
import { AppException } from '@server/common/errors/app.exception';
import { StorageService } from '@server/infra/storage/storage';
import { UserSummaryQuery } from '@server/modules/auth/queries/user-summary.query';
import { FeedbackEntity } from '../entities/feedback.entity';
import { FeedbackReplied } from '../events/messaging.events';
import { feedbackRepliedNotice } from '../notices/feedback-notice';
import { NoticeOutboxService } from './notice-outbox.service';

export function toFeedbackDto(f: FeedbackEntity): FeedbackDto {
  return {
    id: f.id,
    type: f.type,
    content: f.content,
    screenshots: f.screenshots,
    status: f.status,
    reply: f.replyContent !== null && f.repliedAt ? { content: f.replyContent, repliedAt: f.repliedAt.toISOString() } : null,
    createdAt: f.createdAt.toISOString(),
  };
}

/** Users' feedback and customer service's replies (one reply per feedback; it arrives as a `service` message). */
@Injectable()
export class FeedbackService {
  constructor(
    @InjectRepository(FeedbackEntity) private readonly feedback: Repository<FeedbackEntity>,
    private readonly users: UserSummaryQuery,
    private readonly events: EventBus,
    private readonly outbox: NoticeOutboxService,
    private readonly storage: StorageService,
  ) {}

  async create(userId: string, input: FeedbackInput): Promise<FeedbackDto> {
    // Screenshots are images uploaded here, never another site's URL (issue #24).
    if (!(input.screenshots ?? []).every((url) => this.storage.ownImageKey(url))) {
      throw AppException.field('screenshots', 'v.image.not_uploaded');
    }
    const row = await this.feedback.save(
      this.feedback.create({ userId, type: input.type, content: input.content, screenshots: input.screenshots ?? [], status: 'open' }),
    );
    return toFeedbackDto(row);
  }

  /** The caller's feedback history, newest first. */
  async mine(userId: string, q: PagingInput): Promise<Paged<FeedbackDto>> {
    const [rows, total] = await this.feedback.findAndCount({
      where: { userId },
      order: { createdAt: 'DESC', id: 'DESC' },
      skip: (q.page - 1) * q.limit,
      take: q.limit,
    });
    return paged(rows.map(toFeedbackDto), q, total);
  }

  /** One of the caller's feedback (someone else's: not found). */
  async one(userId: string, id: string): Promise<FeedbackDto> {
    const row = await this.feedback.findOneBy({ id, userId });
    if (!row) throw AppException.notFound();
    return toFeedbackDto(row);
  }

  /** Customer service's list: open ones oldest first (a queue to work through), replied ones newest first. */
  async adminList(q: FeedbackAdminListInput): Promise<Paged<AdminFeedbackDto>> {
    const where: FindOptionsWhere<FeedbackEntity> = {};
    if (q.status) where.status = q.status;
    const [rows, total] = await this.feedback.findAndCount({
      where,
      order: q.status === 'open' ? { createdAt: 'ASC', id: 'ASC' } : { createdAt: 'DESC', id: 'DESC' },
      skip: (q.page - 1) * q.limit,
      take: q.limit,
    });
    const names = await this.users.byIds(rows.map((r) => r.userId));
    return paged(
      rows.map((r) => ({ ...toFeedbackDto(r), user: { id: r.userId, nickname: names.get(r.userId)?.nickname ?? '' } })),
      q,
      total,
    );
  }

  /**
   * Replies once: the conditional UPDATE lets exactly one of two racing replies win; the loser (and
   * any later reply) is refused. The `service` message for the user is written to the notice outbox
   * in the same transaction and queued after commit (a crash in between: the sweeper queues it).
   */
  async reply(id: string, staffId: string, content: string): Promise<FeedbackDto> {
    const outcome = await this.feedback.manager.transaction(async (m) => {
      const result = await m
        .createQueryBuilder()
        .update(FeedbackEntity)
        .set({ status: 'replied', replyContent: content, repliedAt: () => 'now()', repliedBy: staffId })
        .where('id = :id AND status = :open', { id, open: 'open' })
        .execute();
      if (!result.affected) return null;
      const row = await m.getRepository(FeedbackEntity).findOneByOrFail({ id });
      const event = new FeedbackReplied({ feedbackId: row.id, userId: row.userId, reply: content });
      const outboxIds = await this.outbox.add(m, [feedbackRepliedNotice(event)]);
      return { row, event, outboxIds };
    });
    if (!outcome) {
      if (await this.feedback.existsBy({ id })) throw AppException.fail('e.messaging.feedback_already_replied');
      throw AppException.notFound();
    }
    await this.outbox.flush(outcome.outboxIds);
    this.events.publish(outcome.event);
    return toFeedbackDto(outcome.row);
  }
}
