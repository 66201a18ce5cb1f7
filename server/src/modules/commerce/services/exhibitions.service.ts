import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { type Paged, paged } from '@contracts/api';
import type { Language } from '@contracts/language';
import type { ExhibitionDetail, ExhibitionListInput, ExhibitionStatus, ExhibitionSummary, TicketType } from '@contracts/schemas/commerce';
import { AppException } from '@server/common/errors/app.exception';
import { CommerceSettings } from './commerce.settings';
import { pick, type LocalText } from './local-text';
import { one, rows } from '@server/infra/database/sql';

interface ExhibitionRow {
  id: string;
  title: LocalText;
  description: LocalText;
  cover: string;
  gallery: string[];
  venue_name: LocalText;
  venue_address: LocalText;
  city: LocalText;
  lat: number;
  lng: number;
  starts_at: Date;
  ends_at: Date;
  currency: string;
  sale_starts_at: Date | null;
  sale_ends_at: Date | null;
  min_price: number | null;
}

interface TicketTypeRow {
  id: string;
  name: LocalText;
  price: number;
  quota: number;
  sold: number;
  per_order_limit: number;
  sale_starts_at: Date;
  sale_ends_at: Date;
}

const STATUS_SQL: Record<ExhibitionStatus, string> = {
  upcoming: 'e.starts_at > now()',
  running: 'e.starts_at <= now() AND e.ends_at > now()',
  ended: 'e.ends_at <= now()',
};

export function exhibitionStatus(startsAt: Date, endsAt: Date, now = new Date()): ExhibitionStatus {
  if (now < startsAt) return 'upcoming';
  return now < endsAt ? 'running' : 'ended';
}

/** Exhibitions and their ticket types (guests may read them). */
@Injectable()
export class ExhibitionsService {
  constructor(
    private readonly ds: DataSource,
    private readonly settings: CommerceSettings,
  ) {}

  private summary(e: ExhibitionRow, lang: Language, now: Date): ExhibitionSummary {
    return {
      id: e.id,
      title: pick(e.title, lang),
      cover: e.cover,
      venueName: pick(e.venue_name, lang),
      city: pick(e.city, lang),
      startsAt: e.starts_at.toISOString(),
      endsAt: e.ends_at.toISOString(),
      timeZone: this.settings.timezone,
      status: exhibitionStatus(e.starts_at, e.ends_at, now),
      minPrice: e.min_price === null ? null : Number(e.min_price),
      currency: e.currency,
    };
  }

  async list(query: ExhibitionListInput, lang: Language): Promise<Paged<ExhibitionSummary>> {
    const where = `e.state = 'published'${query.status ? ` AND ${STATUS_SQL[query.status]}` : ''}`;
    // Without a status: running first, then upcoming (soonest first), then ended (latest first).
    const order = `CASE WHEN e.ends_at <= now() THEN 2 WHEN e.starts_at <= now() THEN 0 ELSE 1 END,
                   CASE WHEN e.ends_at <= now() THEN -extract(epoch FROM e.ends_at) ELSE extract(epoch FROM e.starts_at) END, e.id`;
    const [count] = await rows<{ n: string }>(this.ds, `SELECT count(*) AS n FROM exhibitions e WHERE ${where}`);
    const items = await rows<ExhibitionRow>(
      this.ds,
      `SELECT e.*, (SELECT min(price) FROM ticket_types tt WHERE tt.exhibition_id = e.id) AS min_price
         FROM exhibitions e WHERE ${where} ORDER BY ${order} LIMIT $1 OFFSET $2`,
      [query.limit, (query.page - 1) * query.limit],
    );
    const total = Number(count?.n ?? 0);
    const now = new Date();
    return paged(
      items.map((e) => this.summary(e, lang, now)),
      query,
      total,
    );
  }

  async detail(id: string, lang: Language): Promise<ExhibitionDetail> {
    const e = await one<ExhibitionRow>(
      this.ds,
      `SELECT e.*, (SELECT min(price) FROM ticket_types tt WHERE tt.exhibition_id = e.id) AS min_price FROM exhibitions e WHERE e.id = $1 AND e.state = 'published'`,
      [id],
    );
    if (!e) throw AppException.notFound();
    const types = await rows<TicketTypeRow>(this.ds, `SELECT * FROM ticket_types WHERE exhibition_id = $1 ORDER BY sort, price, id`, [id]);
    const now = new Date();
    const ticketTypes: TicketType[] = types.map((tt) => ({
      id: tt.id,
      name: pick(tt.name, lang),
      price: tt.price,
      currency: e.currency,
      remaining: Math.max(0, tt.quota - tt.sold),
      perOrderLimit: tt.per_order_limit,
      saleStartsAt: tt.sale_starts_at.toISOString(),
      saleEndsAt: tt.sale_ends_at.toISOString(),
      onSale:
        tt.sale_starts_at <= now &&
        now < tt.sale_ends_at &&
        now < e.ends_at &&
        (!e.sale_starts_at || e.sale_starts_at <= now) &&
        (!e.sale_ends_at || now < e.sale_ends_at),
    }));
    return {
      ...this.summary(e, lang, now),
      gallery: e.gallery,
      description: pick(e.description, lang),
      venue: { name: pick(e.venue_name, lang), address: pick(e.venue_address, lang), lat: e.lat, lng: e.lng },
      ticketTypes,
    };
  }
}
