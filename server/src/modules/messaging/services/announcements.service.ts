import { Injectable } from '@nestjs/common';
import { EventBus } from '@nestjs/cqrs';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, Repository } from 'typeorm';
import { type Paged, paged } from '@contracts/api';
import type { AnnouncementAdminDto, AnnouncementCreateInput, AnnouncementState } from '@contracts/schemas/announcements';
import type { PagingInput } from '@contracts/schemas/common';
import { AppException } from '@server/common/errors/app.exception';
import { AnnouncementEntity } from '../entities/announcement.entity';
import { AnnouncementPublished } from '../events/messaging.events';

export function announcementState(a: AnnouncementEntity, now = new Date()): AnnouncementState {
  if (a.withdrawnAt) return 'withdrawn';
  if (a.startsAt && a.startsAt > now) return 'scheduled';
  if (a.endsAt && a.endsAt <= now) return 'ended';
  return 'active';
}

function toAdminDto(a: AnnouncementEntity, readCount: number): AnnouncementAdminDto {
  return {
    id: a.id,
    title: a.title,
    body: a.body,
    startsAt: a.startsAt?.toISOString() ?? null,
    endsAt: a.endsAt?.toISOString() ?? null,
    state: announcementState(a),
    readCount,
    withdrawnAt: a.withdrawnAt?.toISOString() ?? null,
    createdAt: a.createdAt.toISOString(),
  };
}

/** Admins publish platform announcements: one row, read by everyone (see MessagesService). */
@Injectable()
export class AnnouncementsService {
  constructor(
    @InjectRepository(AnnouncementEntity) private readonly announcements: Repository<AnnouncementEntity>,
    private readonly events: EventBus,
  ) {}

  async publish(adminId: string, input: AnnouncementCreateInput): Promise<AnnouncementAdminDto> {
    const row = await this.announcements.save(
      this.announcements.create({
        title: input.title,
        body: input.body,
        startsAt: input.startsAt ? new Date(input.startsAt) : null,
        endsAt: input.endsAt ? new Date(input.endsAt) : null,
        createdBy: adminId,
        withdrawnAt: null,
      }),
    );
    this.events.publish(new AnnouncementPublished({ announcementId: row.id }));
    return toAdminDto(row, 0);
  }

  async list(q: PagingInput): Promise<Paged<AnnouncementAdminDto>> {
    const [rows, total] = await this.announcements.findAndCount({
      order: { createdAt: 'DESC', id: 'DESC' },
      skip: (q.page - 1) * q.limit,
      take: q.limit,
    });
    const counts = new Map<string, number>();
    if (rows.length) {
      const raw = (await this.announcements.query(
        `SELECT announcement_id AS id, COUNT(*)::int AS n FROM announcement_receipts
          WHERE announcement_id = ANY($1::uuid[]) AND read_at IS NOT NULL GROUP BY announcement_id`,
        [rows.map((r) => r.id)],
      )) as { id: string; n: number }[];
      for (const r of raw) counts.set(r.id, r.n);
    }
    return paged(
      rows.map((r) => toAdminDto(r, counts.get(r.id) ?? 0)),
      q,
      total,
    );
  }

  /** Withdraws an announcement from every inbox (idempotent). */
  async withdraw(id: string): Promise<AnnouncementAdminDto> {
    await this.announcements.update({ id, withdrawnAt: IsNull() }, { withdrawnAt: new Date() });
    const row = await this.announcements.findOneBy({ id });
    if (!row) throw AppException.notFound();
    return toAdminDto(row, 0);
  }
}
