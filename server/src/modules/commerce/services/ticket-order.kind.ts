import { Injectable } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { DataSource, type QueryRunner } from 'typeorm';
import type { Language } from '@contracts/language';
import type { CreateOrderInput, TicketOrder, TicketOrderDetails } from '@contracts/schemas/commerce';
import { AppException } from '@server/common/errors/app.exception';
import type { Ok } from '@server/common/http/ok';
import { one, rows } from '@server/infra/database/sql';
import { compile, sql } from '@server/infra/database/sql-template';
import { OrderDesk } from '@server/modules/orders/ports/order-desk.port';
import {
  SellsOrderKind,
  type KindRefund,
  type OrderKindHandler,
  type OrderKindView,
  type OrderRecord,
  type OrderReservation,
  type ReservedLine,
} from '@server/modules/orders/ports/order-kind.port';
import { CommerceSettings } from './commerce.settings';
import { CouponsService } from './coupons.service';
import { pick, type LocalText } from './local-text';
import { TICKET_ORDER_SELECT, ticketOrderView, type TicketOrderRow } from './ticket-order.view';

interface TicketTypeLookup {
  id: string;
  exhibition_id: string;
  price: number;
  per_order_limit: number;
  sale_starts_at: Date;
  sale_ends_at: Date;
  tt_name: LocalText;
  e_title: LocalText;
  e_cover: string;
  e_starts_at: Date;
  e_ends_at: Date;
  e_venue_name: LocalText;
  e_sale_starts_at: Date | null;
  e_sale_ends_at: Date | null;
  currency: string;
}

/**
 * The `ticket` kind of order: seats of a ticket type (and a coupon) taken at creation, tickets
 * issued on payment, seats and coupon given back when the order closes unpaid, tickets refunded
 * one by one. Seats only move by conditional UPDATEs (`sold + q <= quota`) in the transaction of
 * the order's transition; the ticket-specific columns live in `ticket_orders`.
 */
@Injectable()
@SellsOrderKind()
export class TicketOrderKind implements OrderKindHandler<CreateOrderInput, TicketOrderDetails> {
  readonly kind = 'ticket' as const;
  readonly letter = 'T';

  constructor(
    private readonly ds: DataSource,
    private readonly settings: CommerceSettings,
    private readonly coupons: CouponsService,
    private readonly desk: OrderDesk,
  ) {}

  /** `POST /orders`: places a ticket order (refused in the kind's words when sold out). */
  async buy(userId: string, input: CreateOrderInput, lang: Language): Promise<Ok<TicketOrder>> {
    const placed = await this.desk.place(this, userId, input, lang);
    if (!placed) throw AppException.fail('e.commerce.sold_out', undefined, { remaining: 0 });
    return placed;
  }

  // ───────────── creation ─────────────

  /** Which lines of a ticket order a coupon covers: every one (a ticket order's one line is its tickets). */
  couponApplies(_line: ReservedLine): boolean {
    return true;
  }

  /**
   * Ticket type + exhibition for an order form, cached for a second per instance (a hot sale reads it
   * thousands of times a second). Only for validation and display: the seat count is decided by the
   * conditional UPDATE and the unit price is read by that same statement.
   */
  private readonly lookups = new Map<string, { at: number; value: Promise<TicketTypeLookup | undefined> }>();

  private lookup(ticketTypeId: string): Promise<TicketTypeLookup | undefined> {
    const now = Date.now();
    const hit = this.lookups.get(ticketTypeId);
    if (hit && now - hit.at < 1000) return hit.value;
    if (this.lookups.size > 1000) this.lookups.clear();
    const value = this.fetchLookup(ticketTypeId);
    this.lookups.set(ticketTypeId, { at: now, value });
    value.catch(() => this.lookups.delete(ticketTypeId));
    return value;
  }

  private fetchLookup(ticketTypeId: string): Promise<TicketTypeLookup | undefined> {
    return one<TicketTypeLookup>(
      this.ds,
      `SELECT tt.id, tt.exhibition_id, tt.price, tt.per_order_limit, tt.sale_starts_at, tt.sale_ends_at,
              tt.name AS tt_name, e.title AS e_title, e.cover AS e_cover, e.starts_at AS e_starts_at, e.ends_at AS e_ends_at,
              e.venue_name AS e_venue_name, e.sale_starts_at AS e_sale_starts_at, e.sale_ends_at AS e_sale_ends_at, e.currency
         FROM ticket_types tt JOIN exhibitions e ON e.id = tt.exhibition_id
        WHERE tt.id = $1 AND e.state = 'published'`,
      [ticketTypeId],
    );
  }

  async reserve(userId: string, input: CreateOrderInput, lang: Language): Promise<OrderReservation<TicketOrderDetails>> {
    const tt = await this.lookup(input.ticketTypeId);
    if (!tt) throw AppException.notFound();
    const now = new Date();
    if (input.quantity > tt.per_order_limit)
      throw AppException.field('quantity', 'e.commerce.per_order_limit', { limit: tt.per_order_limit });
    if (now < tt.sale_starts_at || (tt.e_sale_starts_at && now < tt.e_sale_starts_at))
      throw AppException.fail('e.commerce.sale_not_started');
    if (now > tt.sale_ends_at || now > tt.e_ends_at || (tt.e_sale_ends_at && now > tt.e_sale_ends_at))
      throw AppException.fail('e.commerce.sale_ended');

    // A coupon's discount depends on the price: read it fresh (the order is charged the fresh price).
    const priced = input.couponId ? ((await this.fetchLookup(input.ticketTypeId)) ?? tt) : tt;
    const line = { itemRef: tt.id, title: `${pick(tt.e_title, lang)} · ${pick(tt.tt_name, lang)}`, quantity: input.quantity };
    const coupon = input.couponId
      ? await this.coupons.quote(userId, input.couponId, [{ ...line, unitPrice: priced.price }], tt.currency, (l) => this.couponApplies(l))
      : null;
    const couponId = coupon ? (input.couponId ?? null) : null;
    const q = input.quantity;
    const seat = sql`UPDATE ticket_types SET sold = sold + ${q} WHERE id = ${tt.id} AND sold + ${q} <= quota
                   AND EXISTS (SELECT 1 FROM exhibitions e WHERE e.id = ticket_types.exhibition_id AND e.state = 'published') RETURNING 0 AS position, price AS unit_price`;
    const shown = (o: OrderRecord): TicketOrderRow => ({
      order_id: o.id,
      exhibition_id: tt.exhibition_id,
      ticket_type_id: tt.id,
      holder_name: input.name,
      holder_email: input.email,
      holder_country: input.country,
      verified_count: 0,
      refunded_count: 0,
      e_title: tt.e_title,
      e_cover: tt.e_cover,
      e_starts_at: tt.e_starts_at,
      e_ends_at: tt.e_ends_at,
      e_venue_name: tt.e_venue_name,
      tt_name: tt.tt_name,
    });
    return {
      // One line: `q` tickets of the ticket type (its price is read by the statement that takes the seats).
      lines: [line],
      discount: coupon?.discount ?? 0,
      currency: tt.currency,
      remark: input.remark || null,
      // Without a coupon the seats are taken by the order's own statement; with one, first the
      // seats then the coupon, each refused in its own words, in the statement's transaction.
      take: coupon ? sql`SELECT 0 AS position, price AS unit_price FROM ticket_types WHERE id = ${tt.id}` : seat,
      attach: (orderId) =>
        sql`INSERT INTO ticket_orders (order_id, exhibition_id, ticket_type_id, holder_name, holder_email, holder_country, user_coupon_id)
            SELECT ${orderId}, ${tt.exhibition_id}, ${tt.id}, ${input.name}, ${input.email}, ${input.country}, ${couponId} FROM reserved`,
      before: coupon
        ? async (db, orderId) => {
            const { text, values } = compile(seat);
            if (!(await rows(db, text, values)).length) return false;
            const used = await rows(
              db,
              `UPDATE user_coupons SET status = 'used', used_order_id = $3, used_at = now()
                WHERE id = $1 AND user_id = $2 AND status = 'unused' AND expires_at > now() RETURNING id`,
              [couponId, userId, orderId],
            );
            if (!used.length) throw AppException.field('couponId', 'e.commerce.coupon_unusable');
            return true;
          }
        : undefined,
      view: (o) => ticketOrderView(o, shown(o), lang, new Date(), this.settings.timezone),
    };
  }

  // ───────────── payment, closing, refund ─────────────

  /** One ticket per seat, each with a random secret; safe to call twice (unique order + seq). */
  async fulfil(q: QueryRunner, order: OrderRecord): Promise<void> {
    const secrets = Array.from({ length: order.quantity }, () => randomBytes(16).toString('base64url'));
    const issued = await rows(
      q,
      `INSERT INTO tickets (order_id, order_number, seq, user_id, exhibition_id, ticket_type_id, secret, valid_from, valid_to)
       SELECT t.order_id, $2, s.seq, $3, t.exhibition_id, t.ticket_type_id, s.secret, e.starts_at - make_interval(secs => $5), e.ends_at
         FROM ticket_orders t JOIN exhibitions e ON e.id = t.exhibition_id, unnest($4::text[]) WITH ORDINALITY AS s(secret, seq)
        WHERE t.order_id = $1
       ON CONFLICT (order_id, seq) DO NOTHING RETURNING id`,
      [order.id, order.number, order.userId, secrets, this.settings.entryMarginSeconds],
    );
    if (issued.length === order.quantity) return;
    // Never paid without its tickets: a missing ticket order fails the payment's transaction (the provider retries).
    const [has] = await rows<{ n: number }>(q, `SELECT count(*)::int AS n FROM tickets WHERE order_id = $1`, [order.id]);
    if (has?.n !== order.quantity) throw new Error(`order ${order.number}: ${has?.n ?? 0} of ${order.quantity} tickets could be issued`);
  }

  /** The seats and the coupon go back (cancelled or expired unpaid). */
  async release(q: QueryRunner, order: OrderRecord): Promise<void> {
    await rows(
      q,
      `WITH t AS (SELECT ticket_type_id, user_coupon_id FROM ticket_orders WHERE order_id = $1),
            seats AS (UPDATE ticket_types tt SET sold = tt.sold - $2 FROM t WHERE tt.id = t.ticket_type_id RETURNING tt.id),
            coupon AS (UPDATE user_coupons u SET status = 'unused', used_order_id = NULL, used_at = NULL FROM t
                        WHERE u.id = t.user_coupon_id AND u.used_order_id = $1 AND u.status = 'used' RETURNING u.id)
       SELECT (SELECT count(*) FROM seats) AS seats, (SELECT count(*) FROM coupon) AS coupons`,
      [order.id, order.quantity],
    );
  }

  /** Late payment: the seats again by the same conditional UPDATE as at creation; the coupon is spent again if still unused. */
  async revive(q: QueryRunner, order: OrderRecord): Promise<boolean> {
    const taken = await rows(
      q,
      `WITH t AS (SELECT ticket_type_id, user_coupon_id FROM ticket_orders WHERE order_id = $1),
            seat AS (UPDATE ticket_types tt SET sold = tt.sold + $2 FROM t
                      WHERE tt.id = t.ticket_type_id AND tt.sold + $2 <= tt.quota RETURNING tt.id),
            coupon AS (UPDATE user_coupons u SET status = 'used', used_order_id = $1, used_at = now() FROM t
                        WHERE u.id = t.user_coupon_id AND u.status = 'unused' AND EXISTS (SELECT 1 FROM seat) RETURNING u.id)
       SELECT id FROM seat`,
      [order.id, order.quantity],
    );
    return taken.length > 0;
  }

  /**
   * Refunds unused tickets before the exhibition starts: picked with SKIP LOCKED (one being checked
   * in right now is not refunded, and no lock order can deadlock with a check-in, which locks the
   * ticket first), counted in `ticket_orders`, seats back.
   */
  async refund(q: QueryRunner, order: OrderRecord, quantity: number | undefined): Promise<KindRefund> {
    const t = await one<{ ticket_type_id: string; open: boolean }>(
      q,
      `SELECT t.ticket_type_id, e.starts_at > now() AS open FROM ticket_orders t JOIN exhibitions e ON e.id = t.exhibition_id WHERE t.order_id = $1`,
      [order.id],
    );
    if (!t) throw new Error(`order ${order.number} has no ticket order`);
    if (!t.open) throw AppException.fail('e.commerce.refund_closed');
    const available = await rows<{ id: string }>(q, `SELECT id FROM tickets WHERE order_id = $1 AND status = 'valid'`, [order.id]);
    const n = quantity ?? available.length;
    if (n < 1 || n > available.length) throw AppException.field('quantity', 'e.commerce.refund_too_many', { count: available.length });
    const picked = await rows<{ id: string }>(
      q,
      // MATERIALIZED: the pick runs once (as a semi-join subquery it may be re-scanned and pick more than $2).
      `WITH pick AS MATERIALIZED (SELECT id FROM tickets WHERE order_id = $1 AND status = 'valid' ORDER BY seq DESC LIMIT $2 FOR UPDATE SKIP LOCKED)
       UPDATE tickets t SET status = 'refunded', refunded_at = now()
         FROM pick WHERE t.id = pick.id AND t.status = 'valid'
       RETURNING t.id`,
      [order.id, n],
    );
    if (picked.length < n) throw AppException.field('quantity', 'e.commerce.refund_too_many', { count: picked.length });
    const counted = await one<{ verified_count: number; refunded_count: number }>(
      q,
      `UPDATE ticket_orders SET refunded_count = refunded_count + $2 WHERE order_id = $1 RETURNING verified_count, refunded_count`,
      [order.id, n],
    );
    await rows(q, `UPDATE ticket_types SET sold = sold - $2 WHERE id = $1 RETURNING id`, [t.ticket_type_id, n]);
    const refunded = counted?.refunded_count ?? n;
    const used = refunded + (counted?.verified_count ?? 0);
    const status = refunded >= order.quantity ? 'refunded' : used >= order.quantity ? 'completed' : 'paid';
    return { count: n, refunded, status, message: 'commerce.order_refunded' };
  }

  // ───────────── showing ─────────────

  async present(orders: readonly OrderRecord[], lang: Language, now: Date): Promise<Map<string, OrderKindView<TicketOrderDetails>>> {
    const found = await rows<TicketOrderRow>(this.ds, `${TICKET_ORDER_SELECT} WHERE t.order_id = ANY($1::uuid[])`, [
      orders.map((o) => o.id),
    ]);
    const byId = new Map(found.map((t) => [t.order_id, t]));
    const views = new Map<string, OrderKindView<TicketOrderDetails>>();
    for (const o of orders) {
      const t = byId.get(o.id);
      if (t) views.set(o.id, ticketOrderView(o, t, lang, now, this.settings.timezone));
    }
    return views;
  }
}
