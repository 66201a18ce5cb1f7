import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { type Paged, paged } from '@contracts/api';
import type { Language } from '@contracts/language';
import type {
  AdminBannerDto,
  AdminBannerListInput,
  BannerDto,
  BannerInput,
  BannerSlot,
  UpdateBannerInput,
} from '@contracts/schemas/content';
import { AppException } from '@server/common/errors/app.exception';
import { one, rows } from '@server/infra/database/sql';
import { localised } from './magazine-text';

/** A `banners` row as selected (with `live`): the DTO's fields, times as dates in snake case. */
type BannerRow = Pick<AdminBannerDto, 'id' | 'slot' | 'image' | 'title' | 'link' | 'position' | 'active' | 'live'> & {
  starts_at: Date | null;
  ends_at: Date | null;
  created_at: Date;
  updated_at: Date;
};

/** Shown now: active and inside the optional window [starts_at, ends_at). */
const LIVE = `(b.active AND (b.starts_at IS NULL OR b.starts_at <= now()) AND (b.ends_at IS NULL OR b.ends_at > now()))`;
const SELECT = `SELECT b.*, ${LIVE} AS live FROM banners b`;

function adminDto(b: BannerRow): AdminBannerDto {
  return {
    id: b.id,
    slot: b.slot,
    image: b.image,
    title: b.title,
    link: b.link,
    position: b.position,
    active: b.active,
    startsAt: b.starts_at?.toISOString() ?? null,
    endsAt: b.ends_at?.toISOString() ?? null,
    live: b.live,
    createdAt: b.created_at.toISOString(),
    updatedAt: b.updated_at.toISOString(),
  };
}

/** A window must end after it starts (either side may be open). */
function checkWindow(startsAt: string | null | undefined, endsAt: string | null | undefined): void {
  if (startsAt && endsAt && new Date(endsAt) <= new Date(startsAt)) {
    throw AppException.field('endsAt', 'v.announcement.ends_before_start');
  }
}

/** A concurrent change that broke the window (the table's CHECK) is the same refusal. */
function windowViolation(err: unknown): never {
  const e = err as { code?: string; constraint?: string; driverError?: { code?: string; constraint?: string } };
  const code = e.driverError?.code ?? e.code;
  const constraint = e.driverError?.constraint ?? e.constraint;
  if (code === '23514' && constraint === 'chk_banners_window') throw AppException.field('endsAt', 'v.announcement.ends_before_start');
  throw err;
}

/** Home banners (read by everyone) and their admin CRUD. */
@Injectable()
export class BannersService {
  constructor(private readonly ds: DataSource) {}

  /** The slot's banners showing now, by position, titled in the reader's language. */
  async live(slot: BannerSlot, lang: Language): Promise<BannerDto[]> {
    const found = await rows<BannerRow>(this.ds, `${SELECT} WHERE b.slot = $1 AND ${LIVE} ORDER BY b.position, b.created_at, b.id`, [slot]);
    return found.map((b) => ({ id: b.id, slot: b.slot, image: b.image, title: localised(b.title, lang), link: b.link }));
  }

  async list(q: AdminBannerListInput): Promise<Paged<AdminBannerDto>> {
    const where = q.slot ? 'WHERE b.slot = $3' : '';
    const params: unknown[] = [q.limit, (q.page - 1) * q.limit, ...(q.slot ? [q.slot] : [])];
    const found = await rows<BannerRow & { total: string }>(
      this.ds,
      `SELECT b.*, ${LIVE} AS live, count(*) OVER () AS total FROM banners b ${where}
        ORDER BY b.slot, b.position, b.created_at, b.id LIMIT $1 OFFSET $2`,
      params,
    );
    const total = found.length ? Number(found[0].total) : await this.count(q.slot);
    return paged(found.map(adminDto), q, total);
  }

  private async count(slot: BannerSlot | undefined): Promise<number> {
    const r = await one<{ n: string }>(
      this.ds,
      `SELECT count(*) AS n FROM banners b${slot ? ' WHERE b.slot = $1' : ''}`,
      slot ? [slot] : [],
    );
    return Number(r?.n ?? 0);
  }

  async get(id: string): Promise<AdminBannerDto> {
    const b = await one<BannerRow>(this.ds, `${SELECT} WHERE b.id = $1`, [id]);
    if (!b) throw AppException.notFound();
    return adminDto(b);
  }

  async create(input: BannerInput): Promise<AdminBannerDto> {
    checkWindow(input.startsAt, input.endsAt);
    const b = await one<BannerRow>(
      this.ds,
      `INSERT INTO banners AS b (slot, image, title, link, position, active, starts_at, ends_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING b.*, ${LIVE} AS live`,
      [input.slot, input.image, input.title, input.link, input.position, input.active, input.startsAt ?? null, input.endsAt ?? null],
    );
    return adminDto(b!);
  }

  /** Changes the given fields; the window is checked against the stored side that is not sent. */
  async update(id: string, input: UpdateBannerInput): Promise<AdminBannerDto> {
    const current = await this.get(id);
    const startsAt = input.startsAt === undefined ? current.startsAt : input.startsAt;
    const endsAt = input.endsAt === undefined ? current.endsAt : input.endsAt;
    checkWindow(startsAt, endsAt);
    const columns: Record<string, unknown> = {
      slot: input.slot,
      image: input.image,
      title: input.title,
      link: input.link,
      position: input.position,
      active: input.active,
      starts_at: input.startsAt,
      ends_at: input.endsAt,
    };
    const set = Object.entries(columns).filter(([, v]) => v !== undefined);
    const assignments = set.map(([c], i) => `${c} = $${i + 2}`).join(', ');
    // The table's CHECK keeps the window whole when two PATCHes move its sides at once.
    const b = await one<BannerRow>(
      this.ds,
      `UPDATE banners AS b SET ${assignments}, updated_at = now() WHERE b.id = $1 RETURNING b.*, ${LIVE} AS live`,
      [id, ...set.map(([, v]) => v)],
    ).catch(windowViolation);
    if (!b) throw AppException.notFound();
    return adminDto(b);
  }

  async remove(id: string): Promise<{ deleted: 1 }> {
    const r = await rows<{ id: string }>(this.ds, `DELETE FROM banners WHERE id = $1 RETURNING id`, [id]);
    if (!r.length) throw AppException.notFound();
    return { deleted: 1 };
  }
}
