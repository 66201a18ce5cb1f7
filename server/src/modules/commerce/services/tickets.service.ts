import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { type Paged, paged } from '@contracts/api';
import type { Language } from '@contracts/language';
import type { Ticket, TicketListInput, TicketStatus } from '@contracts/schemas/commerce';
import { AppException } from '@server/common/errors/app.exception';
import { OrderQuery } from '@server/modules/orders/queries/order.query';
import { CommerceSettings } from './commerce.settings';
import { pick, type LocalText } from './local-text';
import { one, rows, type Db } from '@server/infra/database/sql';

export interface TicketRow {
  id: string;
  order_id: string;
  seq: number;
  user_id: string;
  exhibition_id: string;
  secret: string;
  status: 'valid' | 'verified' | 'refunded';
  valid_from: Date;
  valid_to: Date;
  verified_at: Date | null;
  gate: string | null;
  checkin_client_id: string | null;
  order_number: string;
  holder_name: string;
  e_title: LocalText;
  e_starts_at: Date;
  e_ends_at: Date;
  e_venue_name: LocalText;
  tt_name: LocalText;
}

export const TICKET_SELECT = `SELECT tk.*, t.holder_name, e.title AS e_title, e.starts_at AS e_starts_at,
  e.ends_at AS e_ends_at, e.venue_name AS e_venue_name, tt.name AS tt_name
  FROM tickets tk JOIN ticket_orders t ON t.order_id = tk.order_id JOIN exhibitions e ON e.id = tk.exhibition_id
  JOIN ticket_types tt ON tt.id = tk.ticket_type_id`;

/** The ticket wallet: valid tickets (pending verification) and history (verified, refunded, expired). */
@Injectable()
export class TicketsService {
  constructor(
    private readonly ds: DataSource,
    private readonly settings: CommerceSettings,
    private readonly orders: OrderQuery,
  ) {}

  statusOf(r: Pick<TicketRow, 'status' | 'valid_to'>, now = new Date()): TicketStatus {
    if (r.status === 'valid' && r.valid_to <= now) return 'expired';
    return r.status;
  }

  toTicket(r: TicketRow, lang: Language, now = new Date()): Ticket {
    const status = this.statusOf(r, now);
    return {
      id: r.id,
      orderId: r.order_id,
      orderNumber: r.order_number,
      exhibition: {
        id: r.exhibition_id,
        title: pick(r.e_title, lang),
        startsAt: r.e_starts_at.toISOString(),
        endsAt: r.e_ends_at.toISOString(),
        venueName: pick(r.e_venue_name, lang),
        timeZone: this.settings.timezone,
      },
      ticketTypeName: pick(r.tt_name, lang),
      holderName: r.holder_name,
      status,
      qr: status === 'valid' ? this.codeOf(r) : null,
      verifiedAt: r.verified_at ? r.verified_at.toISOString() : null,
      gate: r.gate,
      validFrom: r.valid_from.toISOString(),
      validTo: r.valid_to.toISOString(),
    };
  }

  codeOf(r: Pick<TicketRow, 'id' | 'exhibition_id' | 'valid_from' | 'valid_to' | 'secret'>): string {
    return this.settings.codec.encode({
      t: r.id,
      e: r.exhibition_id,
      v: Math.floor(r.valid_from.getTime() / 1000),
      x: Math.floor(r.valid_to.getTime() / 1000),
      n: r.secret,
    });
  }

  /**
   * The wallet or the history, optionally of one order (`orderId`): that order must be the
   * caller's and not deleted, as `GET /orders/:id` sees it, else 404.
   */
  async list(userId: string, which: 'wallet' | 'history', query: TicketListInput, lang: Language): Promise<Paged<Ticket>> {
    const params: unknown[] = [userId];
    let where =
      which === 'wallet'
        ? `tk.user_id = $1 AND tk.status = 'valid' AND tk.valid_to > now()`
        : `tk.user_id = $1 AND (tk.status <> 'valid' OR tk.valid_to <= now())`;
    if (query.orderId) {
      if (!(await this.orders.isShownTo(userId, query.orderId))) throw AppException.notFound();
      params.push(query.orderId);
      where += ` AND tk.order_id = $2`;
    }
    const order =
      which === 'wallet' ? 'e.starts_at ASC, tk.order_id, tk.seq' : 'coalesce(tk.verified_at, tk.refunded_at, tk.valid_to) DESC, tk.id';
    const [count] = await rows<{ n: string }>(this.ds, `SELECT count(*) AS n FROM tickets tk WHERE ${where}`, params);
    const n = params.length;
    const items = await rows<TicketRow>(this.ds, `${TICKET_SELECT} WHERE ${where} ORDER BY ${order} LIMIT $${n + 1} OFFSET $${n + 2}`, [
      ...params,
      query.limit,
      (query.page - 1) * query.limit,
    ]);
    const total = Number(count?.n ?? 0);
    const now = new Date();
    return paged(
      items.map((r) => this.toTicket(r, lang, now)),
      query,
      total,
    );
  }

  async get(userId: string, ticketId: string, lang: Language): Promise<Ticket> {
    const r = await one<TicketRow>(this.ds, `${TICKET_SELECT} WHERE tk.id = $1 AND tk.user_id = $2`, [ticketId, userId]);
    if (!r) throw AppException.notFound();
    return this.toTicket(r, lang);
  }

  async byId(db: Db, ticketId: string): Promise<TicketRow | undefined> {
    return one<TicketRow>(db, `${TICKET_SELECT} WHERE tk.id = $1`, [ticketId]);
  }
}
