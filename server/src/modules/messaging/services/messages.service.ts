import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, IsNull, Repository, type FindOptionsWhere } from 'typeorm';
import type { Language } from '@contracts/language';
import {
  MESSAGE_CATEGORIES,
  type MessageCategory,
  type MessageDto,
  type MessageListInput,
  type UnreadCountDto,
} from '@contracts/schemas/messages';
import { AppException } from '@server/common/errors/app.exception';
import { t } from '@server/common/i18n/i18n';
import type { DeliverNoticePayload } from '@server/infra/queues/queue.catalogue';
import { MessageEntity } from '../entities/message.entity';

/** Renders a stored message (keys + params) in a language. */
export function renderMessage(m: MessageEntity, lang: Language): MessageDto {
  return {
    id: m.id,
    category: m.category,
    title: t(lang, m.titleKey, m.params),
    body: t(lang, m.bodyKey, m.params),
    link: m.link,
    read: m.readAt !== null,
    createdAt: m.createdAt.toISOString(),
  };
}

/** A user's inbox. */
@Injectable()
export class MessagesService {
  constructor(@InjectRepository(MessageEntity) private readonly messages: Repository<MessageEntity>) {}

  /** Stores a notice once per (event, recipient); undefined when it was already stored. */
  async deliver(n: DeliverNoticePayload): Promise<MessageEntity | undefined> {
    const rows: { id: string }[] = await this.messages.query(
      `INSERT INTO messages (event_id, recipient_id, category, title_key, body_key, params, link)
       VALUES ($1, $2, $3, $4, $5, $6, $7)
       ON CONFLICT (event_id, recipient_id) DO NOTHING
       RETURNING id`,
      [n.eventId, n.recipientId, n.category, n.titleKey, n.bodyKey, JSON.stringify(n.params ?? {}), n.link],
    );
    const row = rows[0];
    if (!row) return undefined;
    return this.messages.findOneByOrFail({ id: row.id });
  }

  async list(userId: string, input: MessageListInput, lang: Language) {
    const where: FindOptionsWhere<MessageEntity> = { recipientId: userId, deletedAt: IsNull() };
    if (input.category) where.category = input.category;
    const [rows, total] = await this.messages.findAndCount({
      where,
      order: { createdAt: 'DESC', id: 'DESC' },
      skip: (input.page - 1) * input.limit,
      take: input.limit,
    });
    return {
      items: rows.map((m) => renderMessage(m, lang)),
      page: input.page,
      limit: input.limit,
      total,
      hasMore: input.page * input.limit < total,
    };
  }

  async unreadCount(userId: string): Promise<UnreadCountDto> {
    const rows = await this.messages
      .createQueryBuilder('m')
      .select('m.category', 'category')
      .addSelect('COUNT(*)::int', 'n')
      .where('m.recipient_id = :userId AND m.read_at IS NULL AND m.deleted_at IS NULL', { userId })
      .groupBy('m.category')
      .getRawMany<{ category: MessageCategory; n: number }>();
    const byCategory = Object.fromEntries(MESSAGE_CATEGORIES.map((c) => [c, 0])) as Record<MessageCategory, number>;
    let total = 0;
    for (const r of rows) {
      if (r.category in byCategory) byCategory[r.category] = r.n;
      total += r.n;
    }
    return { total, byCategory };
  }

  /** Marks one of the caller's messages read; someone else's or an unknown id is "not found". */
  async markRead(userId: string, id: string): Promise<void> {
    const found = await this.messages.existsBy({ id, recipientId: userId, deletedAt: IsNull() });
    if (!found) throw AppException.notFound();
    await this.messages.update({ id, recipientId: userId, readAt: IsNull() }, { readAt: new Date() });
  }

  async markAllRead(userId: string, category?: MessageCategory): Promise<{ updated: number }> {
    const where: FindOptionsWhere<MessageEntity> = { recipientId: userId, readAt: IsNull(), deletedAt: IsNull() };
    if (category) where.category = category;
    const result = await this.messages.update(where, { readAt: new Date() });
    return { updated: result.affected ?? 0 };
  }

  /** Soft-deletes the caller's messages among `ids`; other users' ids are not touched. */
  async remove(userId: string, ids: string[]): Promise<{ deleted: number }> {
    const result = await this.messages.update({ id: In(ids), recipientId: userId, deletedAt: IsNull() }, { deletedAt: new Date() });
    return { deleted: result.affected ?? 0 };
  }
}
