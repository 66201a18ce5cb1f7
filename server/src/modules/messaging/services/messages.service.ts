import { Injectable } from '@nestjs/common';
import { paged } from '@contracts/api';
import { InjectRepository } from '@nestjs/typeorm';
import { In, IsNull, Repository, type FindOptionsWhere } from 'typeorm';
import { DEFAULT_LANGUAGE, type Language } from '@contracts/language';
import {
  MESSAGE_CATEGORIES,
  type MessageCategory,
  type MessageDto,
  type MessageListInput,
  type UnreadCountDto,
} from '@contracts/schemas/messages';
import { AppException } from '@server/common/errors/app.exception';
import { tStored } from '@server/common/i18n/i18n';
import type { DeliverNoticePayload } from '@server/modules/notices/ports/notice-source.port';
import { AnnouncementEntity } from '../entities/announcement.entity';
import { MessageEntity } from '../entities/message.entity';

/** Renders a stored message (keys + params) in a language. */
export function renderMessage(m: MessageEntity, lang: Language): MessageDto {
  return {
    id: m.id,
    category: m.category,
    title: tStored(lang, m.titleKey, m.params),
    body: tStored(lang, m.bodyKey, m.params),
    link: m.link,
    read: m.readAt !== null,
    createdAt: m.createdAt.toISOString(),
  };
}

/** An announcement as an inbox message of one reader. */
export function renderAnnouncement(a: AnnouncementEntity, lang: Language, read: boolean): MessageDto {
  return {
    id: a.id,
    category: 'announcement',
    title: a.title[lang] ?? a.title[DEFAULT_LANGUAGE],
    body: a.body[lang] ?? a.body[DEFAULT_LANGUAGE],
    link: null,
    read,
    createdAt: shownAt(a).toISOString(),
  };
}

/** When an announcement appears in inboxes: its start, or its publication when that is later. */
export function shownAt(a: Pick<AnnouncementEntity, 'createdAt' | 'startsAt'>): Date {
  return a.startsAt && a.startsAt > a.createdAt ? a.startsAt : a.createdAt;
}

/** SQL: announcement `a` is shown now (published, started, not ended, not withdrawn). */
export const ANNOUNCEMENT_ACTIVE =
  '(a.withdrawn_at IS NULL AND (a.starts_at IS NULL OR a.starts_at <= now()) AND (a.ends_at IS NULL OR a.ends_at > now()))';
/** SQL: the time an announcement `a` is listed at (see {@link shownAt}). */
const ANNOUNCEMENT_AT = 'GREATEST(a.created_at, COALESCE(a.starts_at, a.created_at))';

/** An announcement with the reader's read flag, as the inbox queries select it. */
interface AnnouncementRow {
  id: string;
  title: AnnouncementEntity['title'];
  body: AnnouncementEntity['body'];
  starts_at: Date | null;
  created_at: Date;
  read: boolean;
}

function renderAnnouncementRow(r: AnnouncementRow, lang: Language): MessageDto {
  const a = Object.assign(new AnnouncementEntity(), {
    id: r.id,
    title: r.title,
    body: r.body,
    startsAt: r.starts_at,
    createdAt: r.created_at,
  });
  return renderAnnouncement(a, lang, r.read);
}

/** Batched delivery rows: the stored row, or nothing when (event, recipient) was already delivered. */
export type Delivered = MessageEntity | undefined;

/**
 * A user's inbox: their own messages (one row each) merged with the platform announcements that are
 * shown now (stored once; per-user read/hidden markers in `announcement_receipts`).
 */
@Injectable()
export class MessagesService {
  constructor(@InjectRepository(MessageEntity) private readonly messages: Repository<MessageEntity>) {}

  /** Stores a notice once per (event, recipient); undefined when it was already stored. */
  async deliver(n: DeliverNoticePayload): Promise<MessageEntity | undefined> {
    return (await this.deliverMany([n]))[0];
  }

  /**
   * Stores many notices in one INSERT (a batch of jobs); for each input, the new row or undefined
   * when that (event, recipient) was already delivered (also a duplicate inside the batch).
   */
  async deliverMany(notices: readonly DeliverNoticePayload[]): Promise<Delivered[]> {
    if (!notices.length) return [];
    // One statement text whatever the batch size (arrays + unnest): planned once per connection.
    const rows: { id: string; event_id: string; recipient_id: string; created_at: Date }[] = await this.messages.query(
      `INSERT INTO messages (event_id, recipient_id, category, title_key, body_key, params, link)
       SELECT * FROM unnest($1::varchar[], $2::uuid[], $3::varchar[], $4::varchar[], $5::varchar[], $6::jsonb[], $7::varchar[])
       ON CONFLICT (event_id, recipient_id) DO NOTHING
       RETURNING id, event_id, recipient_id, created_at`,
      [
        notices.map((n) => n.eventId),
        notices.map((n) => n.recipientId),
        notices.map((n) => n.category),
        notices.map((n) => n.titleKey),
        notices.map((n) => n.bodyKey),
        notices.map((n) => JSON.stringify(n.params ?? {})),
        notices.map((n) => n.link),
      ],
    );
    const byKey = new Map(rows.map((r) => [`${r.event_id}\u0000${r.recipient_id}`, r]));
    // Within one INSERT a repeated key would fail ("cannot affect row a second time"), so the
    // batcher deduplicates before calling; here each key is handed out once.
    return notices.map((n) => {
      const key = `${n.eventId}\u0000${n.recipientId}`;
      const r = byKey.get(key);
      if (!r) return undefined;
      byKey.delete(key);
      return this.messages.create({
        id: r.id,
        eventId: n.eventId,
        recipientId: n.recipientId,
        category: n.category,
        titleKey: n.titleKey,
        bodyKey: n.bodyKey,
        params: n.params ?? {},
        link: n.link,
        readAt: null,
        deletedAt: null,
        createdAt: r.created_at,
      });
    });
  }

  async list(userId: string, input: MessageListInput, lang: Language) {
    const parts = [
      `SELECT m.id, m.created_at AS at, 'm' AS kind FROM messages m
        WHERE m.recipient_id = $1 AND m.deleted_at IS NULL AND ($2::varchar IS NULL OR m.category = $2)`,
    ];
    if (!input.category || input.category === 'announcement') {
      parts.push(`SELECT a.id, ${ANNOUNCEMENT_AT} AS at, 'a' AS kind FROM announcements a
        LEFT JOIN announcement_receipts r ON r.announcement_id = a.id AND r.user_id = $1
        WHERE ${ANNOUNCEMENT_ACTIVE} AND r.hidden_at IS NULL`);
    }
    const union = parts.join(' UNION ALL ');
    const params = [userId, input.category ?? null];
    const [{ total }] = (await this.messages.query(`SELECT COUNT(*)::int AS total FROM (${union}) items`, params)) as [{ total: number }];
    const page = (await this.messages.query(`SELECT id, kind FROM (${union}) items ORDER BY at DESC, id DESC LIMIT $3 OFFSET $4`, [
      ...params,
      input.limit,
      (input.page - 1) * input.limit,
    ])) as { id: string; kind: 'm' | 'a' }[];

    const messageIds = page.filter((r) => r.kind === 'm').map((r) => r.id);
    const announcementIds = page.filter((r) => r.kind === 'a').map((r) => r.id);
    const found = new Map<string, MessageDto>();
    if (messageIds.length) {
      for (const m of await this.messages.findBy({ id: In(messageIds) })) found.set(m.id, renderMessage(m, lang));
    }
    if (announcementIds.length) {
      const rows = (await this.messages.query(
        `SELECT a.id, a.title, a.body, a.starts_at, a.created_at, (r.read_at IS NOT NULL) AS read
           FROM announcements a LEFT JOIN announcement_receipts r ON r.announcement_id = a.id AND r.user_id = $1
          WHERE a.id = ANY($2::uuid[])`,
        [userId, announcementIds],
      )) as AnnouncementRow[];
      for (const r of rows) found.set(r.id, renderAnnouncementRow(r, lang));
    }
    return paged(
      page.map((r) => found.get(r.id)).filter((m): m is MessageDto => m !== undefined),
      input,
      total,
    );
  }

  /** One of the caller's messages, or an announcement shown to them now; anything else is "not found". */
  async one(userId: string, id: string, lang: Language): Promise<MessageDto> {
    const m = await this.messages.findOneBy({ id, recipientId: userId, deletedAt: IsNull() });
    if (m) return renderMessage(m, lang);
    const rows = (await this.messages.query(
      `SELECT a.id, a.title, a.body, a.starts_at, a.created_at, (r.read_at IS NOT NULL) AS read
         FROM announcements a LEFT JOIN announcement_receipts r ON r.announcement_id = a.id AND r.user_id = $1
        WHERE a.id = $2 AND ${ANNOUNCEMENT_ACTIVE} AND r.hidden_at IS NULL`,
      [userId, id],
    )) as AnnouncementRow[];
    const row = rows[0];
    if (!row) throw AppException.notFound();
    return renderAnnouncementRow(row, lang);
  }

  async unreadCount(userId: string): Promise<UnreadCountDto> {
    const rows = await this.messages
      .createQueryBuilder('m')
      .select('m.category', 'category')
      .addSelect('COUNT(*)::int', 'n')
      .where('m.recipient_id = :userId AND m.read_at IS NULL AND m.deleted_at IS NULL', { userId })
      .groupBy('m.category')
      .getRawMany<{ category: MessageCategory; n: number }>();
    const [{ n: announcements }] = (await this.messages.query(
      `SELECT COUNT(*)::int AS n FROM announcements a
         LEFT JOIN announcement_receipts r ON r.announcement_id = a.id AND r.user_id = $1
        WHERE ${ANNOUNCEMENT_ACTIVE} AND r.read_at IS NULL AND r.hidden_at IS NULL`,
      [userId],
    )) as [{ n: number }];
    const byCategory = Object.fromEntries(MESSAGE_CATEGORIES.map((c) => [c, 0])) as Record<MessageCategory, number>;
    let total = 0;
    for (const r of rows) {
      if (r.category in byCategory) byCategory[r.category] = r.n;
      total += r.n;
    }
    byCategory.announcement += announcements;
    total += announcements;
    return { total, byCategory };
  }

  /**
   * Marks one of the caller's messages, or an announcement shown to them now, read; someone else's
   * message, a hidden or withdrawn announcement or an unknown id is "not found".
   */
  async markRead(userId: string, id: string): Promise<void> {
    const found = await this.messages.existsBy({ id, recipientId: userId, deletedAt: IsNull() });
    if (found) {
      await this.messages.update({ id, recipientId: userId, readAt: IsNull() }, { readAt: new Date() });
      return;
    }
    const rows = (await this.messages.query(
      `INSERT INTO announcement_receipts (announcement_id, user_id, read_at)
       SELECT a.id, $1, now() FROM announcements a
        WHERE a.id = $2 AND ${ANNOUNCEMENT_ACTIVE}
          AND NOT EXISTS (SELECT 1 FROM announcement_receipts h WHERE h.announcement_id = a.id AND h.user_id = $1 AND h.hidden_at IS NOT NULL)
       ON CONFLICT (announcement_id, user_id) DO UPDATE SET read_at = COALESCE(announcement_receipts.read_at, now())
       RETURNING announcement_id`,
      [userId, id],
    )) as unknown[];
    if (!rows.length) throw AppException.notFound();
  }

  async markAllRead(userId: string, category?: MessageCategory): Promise<{ updated: number }> {
    const where: FindOptionsWhere<MessageEntity> = { recipientId: userId, readAt: IsNull(), deletedAt: IsNull() };
    if (category) where.category = category;
    const result = await this.messages.update(where, { readAt: new Date() });
    let updated = result.affected ?? 0;
    if (!category || category === 'announcement') {
      const rows = (await this.messages.query(
        `INSERT INTO announcement_receipts (announcement_id, user_id, read_at)
         SELECT a.id, $1, now() FROM announcements a
           LEFT JOIN announcement_receipts r ON r.announcement_id = a.id AND r.user_id = $1
          WHERE ${ANNOUNCEMENT_ACTIVE} AND r.read_at IS NULL AND r.hidden_at IS NULL
         ON CONFLICT (announcement_id, user_id) DO UPDATE SET read_at = now() WHERE announcement_receipts.read_at IS NULL
         RETURNING announcement_id`,
        [userId],
      )) as unknown[];
      updated += rows.length;
    }
    return { updated };
  }

  /**
   * Deletes the caller's messages among `ids` (soft) and hides the announcements among them for the
   * caller only; other users' ids are not touched.
   */
  async remove(userId: string, ids: string[]): Promise<{ deleted: number }> {
    const result = await this.messages.update({ id: In(ids), recipientId: userId, deletedAt: IsNull() }, { deletedAt: new Date() });
    const hidden = (await this.messages.query(
      `INSERT INTO announcement_receipts (announcement_id, user_id, hidden_at)
       SELECT a.id, $1, now() FROM announcements a WHERE a.id = ANY($2::uuid[]) AND ${ANNOUNCEMENT_ACTIVE}
       ON CONFLICT (announcement_id, user_id) DO UPDATE SET hidden_at = now() WHERE announcement_receipts.hidden_at IS NULL
       RETURNING announcement_id`,
      [userId, ids],
    )) as unknown[];
    return { deleted: (result.affected ?? 0) + hidden.length };
  }
}
