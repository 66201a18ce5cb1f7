import { Injectable } from '@nestjs/common';
import { EventBus } from '@nestjs/cqrs';
import { DataSource, type QueryRunner } from 'typeorm';
import { paged, type Paged } from '@contracts/api';
import type { Language } from '@contracts/language';
import type {
  AdminExhibition,
  AdminExhibitionListInput,
  AdminExhibitionSummary,
  AdminTicketType,
  ExhibitionInput,
  ExhibitionState,
  ExhibitionUpdateInput,
  TicketTypeInput,
  TicketTypeUpdateInput,
} from '@contracts/schemas/catalogue';
import { AppException } from '@server/common/errors/app.exception';
import { Ok } from '@server/common/http/ok';
import { one, rows, tx } from '@server/infra/database/sql';
import { AuditTrail, changedFields } from '@server/modules/audit/ports/audit-trail.port';
import { SearchDocumentsChanged } from '@server/modules/search/events/search.events';
import { pick, type LocalText } from './local-text';

/** Who acts, and from where (the audit entry's actor and IP). */
export interface Acting {
  userId: string;
  ip: string;
}

export const CatalogueAction = {
  ExhibitionCreate: 'exhibition.create',
  ExhibitionUpdate: 'exhibition.update',
  ExhibitionPublish: 'exhibition.publish',
  ExhibitionWithdraw: 'exhibition.withdraw',
  TicketTypeCreate: 'ticket_type.create',
  TicketTypeUpdate: 'ticket_type.update',
  CouponCreate: 'coupon.create',
  CouponUpdate: 'coupon.update',
} as const;

interface ExhibitionRow {
  id: string;
  state: ExhibitionState;
  title: LocalText;
  description: LocalText;
  venue_name: LocalText;
  venue_address: LocalText;
  city: LocalText;
  lat: number;
  lng: number;
  starts_at: Date;
  ends_at: Date;
  sale_starts_at: Date | null;
  sale_ends_at: Date | null;
  cover: string;
  gallery: string[];
  currency: string;
  created_at: Date;
}

interface TicketTypeRow {
  id: string;
  exhibition_id: string;
  name: LocalText;
  price: number;
  quota: number;
  sold: number;
  per_order_limit: number;
  sale_starts_at: Date;
  sale_ends_at: Date;
  sort: number;
}

/** The editable fields of an exhibition, as the input names them, and their columns. */
const EXHIBITION_COLUMNS = {
  title: 'title',
  description: 'description',
  venueName: 'venue_name',
  venueAddress: 'venue_address',
  city: 'city',
  lat: 'lat',
  lng: 'lng',
  startsAt: 'starts_at',
  endsAt: 'ends_at',
  saleStartsAt: 'sale_starts_at',
  saleEndsAt: 'sale_ends_at',
  cover: 'cover',
  gallery: 'gallery',
} as const satisfies Record<keyof ExhibitionInput, string>;

const TICKET_TYPE_COLUMNS = {
  name: 'name',
  price: 'price',
  quota: 'quota',
  perOrderLimit: 'per_order_limit',
  saleStartsAt: 'sale_starts_at',
  saleEndsAt: 'sale_ends_at',
  sort: 'sort',
} as const satisfies Record<keyof TicketTypeInput, string>;

const JSON_COLUMNS = new Set(['title', 'description', 'venue_name', 'venue_address', 'city', 'gallery', 'name']);

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const ms = (s: string | null | undefined) => (s ? Date.parse(s) : null);

function exhibitionFields(e: ExhibitionRow): ExhibitionInput {
  return {
    title: e.title,
    description: e.description,
    venueName: e.venue_name,
    venueAddress: e.venue_address,
    city: e.city,
    lat: e.lat,
    lng: e.lng,
    startsAt: e.starts_at.toISOString(),
    endsAt: e.ends_at.toISOString(),
    saleStartsAt: iso(e.sale_starts_at),
    saleEndsAt: iso(e.sale_ends_at),
    cover: e.cover,
    gallery: e.gallery,
  };
}

function toTicketType(t: TicketTypeRow): AdminTicketType {
  return {
    id: t.id,
    exhibitionId: t.exhibition_id,
    name: t.name,
    price: t.price,
    quota: t.quota,
    sold: t.sold,
    perOrderLimit: t.per_order_limit,
    saleStartsAt: t.sale_starts_at.toISOString(),
    saleEndsAt: t.sale_ends_at.toISOString(),
    sort: t.sort,
  };
}

function ticketTypeFields(t: TicketTypeRow): TicketTypeInput {
  const { name, price, quota, perOrderLimit, saleStartsAt, saleEndsAt, sort } = toTicketType(t);
  return { name, price, quota, perOrderLimit, saleStartsAt, saleEndsAt, sort };
}

/** `SET a = $2, b = $3 …` for the given fields (values as the driver takes them) and their parameters. */
export function setClause<K extends string>(
  columns: Record<K, string>,
  input: Partial<Record<K, unknown>>,
  first: number,
): { sql: string; params: unknown[] } {
  const parts: string[] = [];
  const params: unknown[] = [];
  for (const [field, column] of Object.entries(columns) as [K, string][]) {
    const value = input[field];
    if (value === undefined) continue;
    params.push(JSON_COLUMNS.has(column) ? JSON.stringify(value) : value);
    parts.push(`"${column}" = $${first + params.length - 1}`);
  }
  return { sql: parts.join(', '), params };
}

/**
 * The exhibition catalogue (issue #39, decision 0132): admins create and edit exhibitions and
 * their ticket types, publish and withdraw. Each change and its audit entry commit together.
 * Guards: publishing needs a ticket type and an exhibition not yet over; a ticket type's quota
 * never drops below its seats sold (the row is locked, so a purchase either lands before the cut
 * and is counted, or after it and sees the new quota); dates do not move once tickets are sold.
 */
@Injectable()
export class CatalogueService {
  constructor(
    private readonly ds: DataSource,
    private readonly trail: AuditTrail,
    private readonly events: EventBus,
  ) {}

  async list(q: AdminExhibitionListInput, lang: Language): Promise<Paged<AdminExhibitionSummary>> {
    const where = q.state ? `WHERE e.state = $3` : '';
    const params: unknown[] = [q.limit, (q.page - 1) * q.limit, ...(q.state ? [q.state] : [])];
    const [count] = await rows<{ n: string }>(
      this.ds,
      `SELECT count(*) AS n FROM exhibitions e ${q.state ? 'WHERE e.state = $1' : ''}`,
      q.state ? [q.state] : [],
    );
    const items = await rows<ExhibitionRow & { types: string; sold: string; quota: string }>(
      this.ds,
      `SELECT e.*, (SELECT count(*) FROM ticket_types tt WHERE tt.exhibition_id = e.id) AS types,
              (SELECT coalesce(sum(sold), 0) FROM ticket_types tt WHERE tt.exhibition_id = e.id) AS sold,
              (SELECT coalesce(sum(quota), 0) FROM ticket_types tt WHERE tt.exhibition_id = e.id) AS quota
         FROM exhibitions e ${where} ORDER BY e.created_at DESC, e.id LIMIT $1 OFFSET $2`,
      params,
    );
    return paged(
      items.map((e) => ({
        id: e.id,
        state: e.state,
        title: pick(e.title, lang),
        cover: e.cover,
        startsAt: e.starts_at.toISOString(),
        endsAt: e.ends_at.toISOString(),
        ticketTypes: Number(e.types),
        sold: Number(e.sold),
        quota: Number(e.quota),
      })),
      q,
      Number(count?.n ?? 0),
    );
  }

  async get(id: string): Promise<AdminExhibition> {
    const e = await one<ExhibitionRow>(this.ds, `SELECT * FROM exhibitions WHERE id = $1`, [id]);
    if (!e) throw AppException.notFound();
    const types = await rows<TicketTypeRow>(this.ds, `SELECT * FROM ticket_types WHERE exhibition_id = $1 ORDER BY sort, price, id`, [id]);
    return {
      id: e.id,
      state: e.state,
      ...exhibitionFields(e),
      currency: e.currency,
      ticketTypes: types.map(toTicketType),
      createdAt: e.created_at.toISOString(),
    };
  }

  async create(by: Acting, input: ExhibitionInput): Promise<Ok<AdminExhibition>> {
    const id = await tx(this.ds, async (q) => {
      const cols = Object.values(EXHIBITION_COLUMNS);
      const { params } = setClause(EXHIBITION_COLUMNS, input, 1);
      const [row] = await rows<{ id: string }>(
        q,
        `INSERT INTO exhibitions (${cols.map((c) => `"${c}"`).join(', ')}, state)
         VALUES (${cols.map((_, i) => `$${i + 1}`).join(', ')}, 'draft') RETURNING id`,
        params,
      );
      await this.audit(q, by, CatalogueAction.ExhibitionCreate, 'exhibition', row.id, changedFields({}, { ...input, state: 'draft' }));
      return row.id;
    });
    return new Ok(await this.get(id), 'commerce.catalogue.saved');
  }

  async update(by: Acting, id: string, input: ExhibitionUpdateInput): Promise<Ok<AdminExhibition>> {
    const { changed, state } = await tx(this.ds, async (q) => {
      const e = await one<ExhibitionRow>(q, `SELECT * FROM exhibitions WHERE id = $1 FOR UPDATE`, [id]);
      if (!e) throw AppException.notFound();
      const before = exhibitionFields(e);
      const after = { ...before, ...input };
      // The dates as they will be: the schema checked the given pair, this checks the merged one.
      if ((ms(after.endsAt) ?? 0) <= (ms(after.startsAt) ?? 0)) throw AppException.field('endsAt', 'v.announcement.ends_before_start');
      if (after.saleStartsAt && after.saleEndsAt && ms(after.saleEndsAt)! <= ms(after.saleStartsAt)!)
        throw AppException.field('saleEndsAt', 'v.announcement.ends_before_start');
      const changes = changedFields(before, after);
      if (Object.keys(changes).length === 0) return { changed: false, state: e.state };
      if ((changes.startsAt || changes.endsAt) && (await this.hasSales(q, id)))
        throw AppException.field(changes.startsAt ? 'startsAt' : 'endsAt', 'e.commerce.catalogue.dates_locked');
      const set = setClause(EXHIBITION_COLUMNS, input, 2);
      await rows(q, `UPDATE exhibitions SET ${set.sql} WHERE id = $1`, [id, ...set.params]);
      await this.audit(q, by, CatalogueAction.ExhibitionUpdate, 'exhibition', id, changes);
      return { changed: true, state: e.state };
    });
    if (changed && state === 'published') this.reindex(id);
    return new Ok(await this.get(id), changed ? 'commerce.catalogue.saved' : 'commerce.catalogue.unchanged');
  }

  /** draft | withdrawn → published: needs a ticket type, and an exhibition that has not ended. */
  async publish(by: Acting, id: string): Promise<Ok<AdminExhibition>> {
    await this.transition(by, id, 'published', async (q, e) => {
      if (e.state === 'published') throw AppException.fail('e.commerce.catalogue.already_published');
      if (e.ends_at <= new Date()) throw AppException.fail('e.commerce.catalogue.ended');
      const [types] = await rows<{ n: string }>(q, `SELECT count(*) AS n FROM ticket_types WHERE exhibition_id = $1`, [id]);
      if (Number(types?.n ?? 0) === 0) throw AppException.fail('e.commerce.catalogue.no_ticket_types');
    });
    return new Ok(await this.get(id), 'commerce.catalogue.published');
  }

  /** published → withdrawn: off the lists and off sale; tickets sold stay valid (nothing touches them). */
  async withdraw(by: Acting, id: string): Promise<Ok<AdminExhibition>> {
    await this.transition(by, id, 'withdrawn', (_q, e) => {
      if (e.state !== 'published') throw AppException.fail('e.commerce.catalogue.not_published');
      return Promise.resolve();
    });
    return new Ok(await this.get(id), 'commerce.catalogue.withdrawn');
  }

  async addTicketType(by: Acting, exhibitionId: string, input: TicketTypeInput): Promise<Ok<AdminTicketType>> {
    const created = await tx(this.ds, async (q) => {
      const e = await one<{ id: string }>(q, `SELECT id FROM exhibitions WHERE id = $1 FOR SHARE`, [exhibitionId]);
      if (!e) throw AppException.notFound();
      const cols = Object.values(TICKET_TYPE_COLUMNS);
      const { params } = setClause(TICKET_TYPE_COLUMNS, input, 2);
      const [row] = await rows<TicketTypeRow>(
        q,
        `INSERT INTO ticket_types (exhibition_id, ${cols.map((c) => `"${c}"`).join(', ')})
         VALUES ($1, ${cols.map((_, i) => `$${i + 2}`).join(', ')}) RETURNING *`,
        [exhibitionId, ...params],
      );
      await this.audit(q, by, CatalogueAction.TicketTypeCreate, 'ticket_type', row.id, changedFields({}, { exhibitionId, ...input }));
      return row;
    });
    return new Ok(toTicketType(created), 'commerce.catalogue.saved');
  }

  /**
   * Edits a ticket type. The row is locked first: a purchase taking seats (`sold + q <= quota`)
   * waits for this transaction, or this waits for it, so `sold` read here is final until commit.
   */
  async updateTicketType(by: Acting, id: string, input: TicketTypeUpdateInput): Promise<Ok<AdminTicketType>> {
    const result = await tx(this.ds, async (q) => {
      const t = await one<TicketTypeRow>(q, `SELECT * FROM ticket_types WHERE id = $1 FOR UPDATE`, [id]);
      if (!t) throw AppException.notFound();
      if (input.quota !== undefined && input.quota < t.sold)
        throw AppException.field('quota', 'e.commerce.catalogue.quota_below_sold', { sold: t.sold });
      const before = ticketTypeFields(t);
      const after = { ...before, ...input };
      if (ms(after.saleEndsAt)! <= ms(after.saleStartsAt)!) throw AppException.field('saleEndsAt', 'v.announcement.ends_before_start');
      const changes = changedFields(before, after);
      if (Object.keys(changes).length === 0) return { row: t, changed: false };
      const set = setClause(TICKET_TYPE_COLUMNS, input, 2);
      const [row] = await rows<TicketTypeRow>(q, `UPDATE ticket_types SET ${set.sql} WHERE id = $1 RETURNING *`, [id, ...set.params]);
      await this.audit(q, by, CatalogueAction.TicketTypeUpdate, 'ticket_type', id, changes);
      return { row, changed: true };
    });
    return new Ok(toTicketType(result.row), result.changed ? 'commerce.catalogue.saved' : 'commerce.catalogue.unchanged');
  }

  private async transition(
    by: Acting,
    id: string,
    to: ExhibitionState,
    guard: (q: QueryRunner, e: ExhibitionRow) => Promise<void>,
  ): Promise<void> {
    await tx(this.ds, async (q) => {
      const e = await one<ExhibitionRow>(q, `SELECT * FROM exhibitions WHERE id = $1 FOR UPDATE`, [id]);
      if (!e) throw AppException.notFound();
      await guard(q, e);
      await rows(q, `UPDATE exhibitions SET state = $2 WHERE id = $1`, [id, to]);
      const action = to === 'published' ? CatalogueAction.ExhibitionPublish : CatalogueAction.ExhibitionWithdraw;
      await this.audit(q, by, action, 'exhibition', id, { state: { before: e.state, after: to } });
    });
    this.reindex(id);
  }

  /** Any seat taken or ticket issued for the exhibition (its types' rows locked against new sales). */
  private async hasSales(q: QueryRunner, exhibitionId: string): Promise<boolean> {
    const types = await rows<{ sold: number }>(q, `SELECT sold FROM ticket_types WHERE exhibition_id = $1 FOR UPDATE`, [exhibitionId]);
    if (types.some((t) => t.sold > 0)) return true;
    return !!(await one(q, `SELECT 1 FROM tickets WHERE exhibition_id = $1 LIMIT 1`, [exhibitionId]));
  }

  audit(q: QueryRunner, by: Acting, action: string, type: string, id: string, changes: ReturnType<typeof changedFields>) {
    return this.trail.record(q, { actorId: by.userId, action, target: { type, id }, changes, ip: by.ip });
  }

  private reindex(id: string) {
    this.events.publish(new SearchDocumentsChanged({ kind: 'exhibition', ids: [id] }));
  }
}
