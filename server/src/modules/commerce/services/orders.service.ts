import { Injectable, Logger } from '@nestjs/common';
import { EventBus } from '@nestjs/cqrs';
import { randomBytes, randomUUID } from 'node:crypto';
import { DataSource, type QueryRunner } from 'typeorm';
import { type Paged, paged } from '@contracts/api';
import type { Language } from '@contracts/language';
import type { CreateOrderInput, Order, OrderListInput, OrderStatus, OrderTab, RefundOrderInput } from '@contracts/schemas/commerce';
import { AppException } from '@server/common/errors/app.exception';
import { Ok } from '@server/common/http/ok';
import { t } from '@server/common/i18n/i18n';
import { JobQueue, type JobItem } from '@server/infra/queues/job-queue';
import { JobName } from '@server/infra/queues/queue.catalogue';
import { OrderCancelled, OrderExpired, OrderExpiringSoon, OrderPlaced, OrderRefunded } from '../events/commerce.events';
import { CommerceSettings } from './commerce.settings';
import { CouponsService } from './coupons.service';
import type { LocalText } from './local-text';
import { ORDER_SELECT, toOrder, type OrderRow } from './order.mapper';
import { PaymentsRefunder } from './payments-refunder';
import { Rollback, one, rows, tx } from '@server/infra/database/sql';

const TAB_STATUSES: Record<OrderTab, OrderStatus[]> = {
  pending_payment: ['pending_payment'],
  paid: ['paid'],
  completed: ['completed'],
  cancelled: ['cancelled', 'expired'],
  refunded: ['refunded'],
};
const FINAL_STATUSES: OrderStatus[] = ['completed', 'cancelled', 'expired', 'refunded'];

interface TicketTypeLookup {
  id: string;
  exhibition_id: string;
  price: number;
  quota: number;
  sold: number;
  per_order_limit: number;
  sale_starts_at: Date;
  sale_ends_at: Date;
  tt_name: LocalText;
  e_title: LocalText;
  e_cover: string;
  e_starts_at: Date;
  e_ends_at: Date;
  e_venue_name: LocalText;
  currency: string;
}

/** The closing half of a guarded "pending → closed" transition: seats and the coupon go back in the same statement. */
const RELEASE_CTES = `,
  seats AS (UPDATE ticket_types t SET sold = t.sold - o.quantity FROM o WHERE t.id = o.ticket_type_id RETURNING t.id),
  coupon AS (UPDATE user_coupons u SET status = 'unused', used_order_id = NULL, used_at = NULL FROM o
             WHERE u.id = o.user_coupon_id AND u.used_order_id = o.id AND u.status = 'used' RETURNING u.id)
  SELECT o.id, o.user_id, o.number, o.kind, o.status FROM o`;

interface ClosedRow {
  id: string;
  user_id: string;
  number: string;
  kind: string;
  status: OrderStatus;
}

/** Order number prefix: kind letter + yyMMdd (UTC). */
function numberPrefix(kind: 'ticket', now = new Date()): string {
  const letter = { ticket: 'T' }[kind];
  return letter + now.toISOString().slice(2, 10).replace(/-/g, '');
}

/**
 * Ticket orders. Every status change is one guarded UPDATE (`WHERE id = $1 AND status = …`), so of
 * two racing transitions exactly one wins; seats are taken by a conditional UPDATE
 * (`sold + q <= quota`) and given back in the same statement as the transition that frees them.
 */
@Injectable()
export class OrdersService {
  private readonly logger = new Logger(OrdersService.name);

  constructor(
    private readonly ds: DataSource,
    private readonly settings: CommerceSettings,
    private readonly coupons: CouponsService,
    private readonly refunder: PaymentsRefunder,
    private readonly events: EventBus,
    private readonly jobs: JobQueue,
  ) {}

  // ───────────── create ─────────────

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
      `SELECT tt.id, tt.exhibition_id, tt.price, tt.quota, tt.sold, tt.per_order_limit, tt.sale_starts_at, tt.sale_ends_at,
              tt.name AS tt_name, e.title AS e_title, e.cover AS e_cover, e.starts_at AS e_starts_at, e.ends_at AS e_ends_at,
              e.venue_name AS e_venue_name, e.currency
         FROM ticket_types tt JOIN exhibitions e ON e.id = tt.exhibition_id
        WHERE tt.id = $1 AND e.published`,
      [ticketTypeId],
    );
  }

  async create(userId: string, input: CreateOrderInput, lang: Language): Promise<Ok<Order>> {
    const tt = await this.lookup(input.ticketTypeId);
    if (!tt) throw AppException.notFound();
    const now = new Date();
    if (input.quantity > tt.per_order_limit)
      throw AppException.field('quantity', 'e.commerce.per_order_limit', { limit: tt.per_order_limit });
    if (now < tt.sale_starts_at) throw AppException.fail('e.commerce.sale_not_started');
    if (now > tt.sale_ends_at || now > tt.e_ends_at) throw AppException.fail('e.commerce.sale_ended');

    // A coupon's discount depends on the price: read it fresh (the statement below charges the fresh price).
    const priced = input.couponId ? ((await this.fetchLookup(input.ticketTypeId)) ?? tt) : tt;
    const subtotal = priced.price * input.quantity;
    const coupon = input.couponId ? await this.coupons.quote(userId, input.couponId, subtotal, tt.currency) : null;
    const discount = coupon?.discount ?? 0;
    const id = randomUUID();
    const params = [
      input.ticketTypeId,
      input.quantity,
      id,
      numberPrefix('ticket', now),
      userId,
      tt.exhibition_id,
      discount,
      tt.currency,
      coupon ? input.couponId : null,
      input.remark || null,
      input.name,
      input.email,
      input.country,
      this.settings.windowSeconds,
    ];
    // One statement when there is no coupon: the seat UPDATE and the INSERT commit together, and
    // the INSERT inserts nothing when the seat UPDATE matched nothing (sold out).
    const insert = `
      INSERT INTO orders (id, number, kind, status, user_id, exhibition_id, ticket_type_id, unit_price, quantity, discount, total,
                          currency, user_coupon_id, remark, holder_name, holder_email, holder_country, expires_at)
      SELECT $3, $4 || lpad((nextval('order_number_seq') % 10000000)::text, 7, '0'), 'ticket', 'pending_payment', $5, $6, $1, seat.price, $2,
             $7, greatest(0, seat.price * $2 - $7), $8, $9, $10, $11, $12, $13, now() + make_interval(secs => $14)
        FROM seat
      RETURNING *`;
    const seat = `UPDATE ticket_types SET sold = sold + $2 WHERE id = $1 AND sold + $2 <= quota RETURNING id, price`;
    let row: OrderRow | undefined;
    if (!coupon) {
      row = await one<OrderRow>(this.ds, `WITH seat AS (${seat}) ${insert}`, params);
    } else {
      row = await tx(this.ds, async (q) => {
        const taken = await rows(q, seat, [input.ticketTypeId, input.quantity]);
        if (!taken.length) return undefined;
        const used = await rows(
          q,
          `UPDATE user_coupons SET status = 'used', used_order_id = $3, used_at = now()
            WHERE id = $1 AND user_id = $2 AND status = 'unused' AND expires_at > now() RETURNING id`,
          [input.couponId, userId, id],
        );
        if (!used.length) throw AppException.field('couponId', 'e.commerce.coupon_unusable');
        return one<OrderRow>(q, `WITH seat AS (SELECT price FROM ticket_types WHERE id = $1) ${insert}`, params);
      });
    }
    if (!row) throw AppException.fail('e.commerce.sold_out', undefined, { remaining: 0 });

    const full: OrderRow = {
      ...row,
      e_title: tt.e_title,
      e_cover: tt.e_cover,
      e_starts_at: tt.e_starts_at,
      e_ends_at: tt.e_ends_at,
      e_venue_name: tt.e_venue_name,
      tt_name: tt.tt_name,
    };
    // OrderPlaced → OrderExpiryScheduler queues `orders.expire` (jobId = order id); the sweep covers a crash in between.
    this.events.publish(new OrderPlaced(full.id, userId, full.number, full.kind, full.expires_at, this.settings.windowSeconds));
    const minutes = Math.ceil(this.settings.windowSeconds / 60);
    return new Ok(toOrder(full, lang), 'commerce.order_placed', { minutes });
  }

  // ───────────── read ─────────────

  async list(userId: string, query: OrderListInput, lang: Language): Promise<Paged<Order>> {
    const statuses = query.status ? TAB_STATUSES[query.status] : null;
    const where = `o.user_id = $1 AND o.hidden_at IS NULL AND ($2::text[] IS NULL OR o.status = ANY($2::text[]))`;
    const [count] = await rows<{ n: string }>(this.ds, `SELECT count(*) AS n FROM orders o WHERE ${where}`, [userId, statuses]);
    const items = await rows<OrderRow>(this.ds, `${ORDER_SELECT} WHERE ${where} ORDER BY o.created_at DESC, o.id LIMIT $3 OFFSET $4`, [
      userId,
      statuses,
      query.limit,
      (query.page - 1) * query.limit,
    ]);
    const total = Number(count?.n ?? 0);
    const now = new Date();
    return paged(
      items.map((o) => toOrder(o, lang, now)),
      query,
      total,
    );
  }

  /** The caller's order (hidden ones and other users' are 404). */
  async row(userId: string, orderId: string, db: DataSource | QueryRunner = this.ds): Promise<OrderRow> {
    const o = await one<OrderRow>(db, `${ORDER_SELECT} WHERE o.id = $1 AND o.user_id = $2 AND o.hidden_at IS NULL`, [orderId, userId]);
    if (!o) throw AppException.notFound();
    return o;
  }

  async get(userId: string, orderId: string, lang: Language): Promise<Order> {
    return toOrder(await this.row(userId, orderId), lang);
  }

  /** By id, for internal use (jobs, payments). */
  async byId(orderId: string, db: DataSource | QueryRunner = this.ds): Promise<OrderRow | undefined> {
    return one<OrderRow>(db, `${ORDER_SELECT} WHERE o.id = $1`, [orderId]);
  }

  private refuseState(status: OrderStatus, lang: Language): never {
    throw AppException.fail('e.commerce.not_pending', { status: t(lang, `commerce.status.${status}`) }, { status });
  }

  // ───────────── transitions ─────────────

  async cancel(userId: string, orderId: string, lang: Language): Promise<Ok<Order>> {
    const closed = await one<ClosedRow>(
      this.ds,
      `WITH o AS (UPDATE orders SET status = 'cancelled', cancelled_at = now(), updated_at = now()
                   WHERE id = $1 AND user_id = $2 AND status = 'pending_payment' AND hidden_at IS NULL RETURNING *)${RELEASE_CTES}`,
      [orderId, userId],
    );
    if (!closed) this.refuseState((await this.row(userId, orderId)).status, lang);
    await this.dropJobs(orderId);
    this.events.publish(new OrderCancelled(closed.id, closed.user_id, closed.number, closed.kind));
    return new Ok(await this.get(userId, orderId, lang), 'commerce.order_cancelled');
  }

  /**
   * The `orders.expire` job: expires the order only while it is still pending payment and its
   * window is over. 'not_due' when it is pending but early (the job retries).
   */
  async expire(orderId: string): Promise<'expired' | 'not_due' | 'not_pending'> {
    const closed = await one<ClosedRow>(
      this.ds,
      `WITH o AS (UPDATE orders SET status = 'expired', updated_at = now()
                   WHERE id = $1 AND status = 'pending_payment' AND expires_at <= now() + interval '1 second' RETURNING *)${RELEASE_CTES}`,
      [orderId],
    );
    if (closed) {
      this.events.publish(new OrderExpired(closed.id, closed.user_id, closed.number, closed.kind));
      return 'expired';
    }
    const o = await this.byId(orderId);
    return o?.status === 'pending_payment' ? 'not_due' : 'not_pending';
  }

  /** `orders.expire` at the end of the window (jobId = order id) and `orders.expiring-soon` before it. */
  async scheduleExpiry(orderId: string, expiresAt: Date) {
    const delay = Math.max(0, expiresAt.getTime() - Date.now());
    try {
      const soon = this.settings.expiringSoonSeconds * 1000;
      // One round trip for both jobs.
      const jobs: JobItem[] = [
        { job: JobName.OrdersExpire, payload: { orderId }, opts: { jobId: orderId, delay, removeOnComplete: true } },
      ];
      if (soon > 0 && delay > soon) {
        const opts = { jobId: `soon_${orderId}`, delay: delay - soon, removeOnComplete: true };
        jobs.push({ job: JobName.OrdersExpiringSoon, payload: { orderId }, opts });
      }
      await this.jobs.enqueueMany(jobs);
    } catch (err) {
      // The periodic sweep expires the order anyway.
      this.logger.error({ err: err instanceof Error ? err.message : String(err), orderId }, 'could not schedule the order expiry');
    }
  }

  /** The periodic safety net: expires every overdue pending order (a lost delayed job never leaves seats taken). */
  async sweepOverdue(limit = 500): Promise<number> {
    const due = await rows<{ id: string }>(
      this.ds,
      `SELECT id FROM orders WHERE status = 'pending_payment' AND expires_at <= now() ORDER BY expires_at LIMIT $1`,
      [limit],
    );
    let n = 0;
    for (const { id } of due) if ((await this.expire(id)) === 'expired') n++;
    return n;
  }

  /** The `orders.expiring-soon` job. */
  async remindExpiring(orderId: string): Promise<boolean> {
    const o = await this.byId(orderId);
    if (!o || o.status !== 'pending_payment' || o.expires_at <= new Date()) return false;
    const minutesLeft = Math.max(1, Math.round((o.expires_at.getTime() - Date.now()) / 60_000));
    this.events.publish(new OrderExpiringSoon(o.id, o.user_id, o.number, o.kind, minutesLeft));
    return true;
  }

  private async dropJobs(orderId: string) {
    // A job that is running or gone does nothing harmful: it finds the order no longer pending.
    await Promise.all([this.jobs.remove(JobName.OrdersExpire, orderId), this.jobs.remove(JobName.OrdersExpiringSoon, `soon_${orderId}`)]);
  }

  /**
   * Refunds `quantity` unused tickets (default: all unused) of a paid order before the exhibition
   * starts. Tickets are taken one by one by a guarded UPDATE (valid → refunded), the order's
   * counters by a guarded UPDATE (status = paid, exhibition not started); seats go back with them.
   */
  async refund(userId: string, orderId: string, input: RefundOrderInput, lang: Language): Promise<Ok<Order>> {
    const o = await this.row(userId, orderId);
    if (o.status !== 'paid') throw AppException.fail('e.commerce.refund_not_paid', undefined, { status: o.status });
    if (o.e_starts_at <= new Date()) throw AppException.fail('e.commerce.refund_closed');
    const result = await tx(this.ds, async (q) => {
      // Refunds of one order queue on its row, so two at once never split its tickets between them.
      // (Tickets are then picked with SKIP LOCKED: one being checked in right now is not refunded,
      // and no lock order can deadlock with a check-in, which locks the ticket first.)
      const locked = await rows(q, `SELECT id FROM orders WHERE id = $1 AND status = 'paid' FOR UPDATE`, [orderId]);
      if (!locked.length) throw new Rollback({ notPaid: true });
      const available = await rows<{ id: string }>(q, `SELECT id FROM tickets WHERE order_id = $1 AND status = 'valid'`, [orderId]);
      const n = input.quantity ?? available.length;
      if (n < 1 || n > available.length) throw new Rollback({ tooMany: available.length });
      const tickets = await rows<{ id: string }>(
        q,
        // MATERIALIZED: the pick runs once (as a semi-join subquery it may be re-scanned and pick more than $2).
        `WITH pick AS MATERIALIZED (SELECT id FROM tickets WHERE order_id = $1 AND status = 'valid' ORDER BY seq DESC LIMIT $2 FOR UPDATE SKIP LOCKED)
         UPDATE tickets t SET status = 'refunded', refunded_at = now()
           FROM pick WHERE t.id = pick.id AND t.status = 'valid'
         RETURNING t.id`,
        [orderId, n],
      );
      if (tickets.length < n) throw new Rollback({ tooMany: tickets.length });
      // Cumulative rounding: the refunds of every ticket add up to the total exactly.
      const updated = await one<OrderRow & { amount: number }>(
        q,
        `UPDATE orders o SET
            refunded_count = o.refunded_count + $2,
            refunded_amount = (o.total * (o.refunded_count + $2)) / o.quantity,
            status = CASE WHEN o.refunded_count + $2 >= o.quantity THEN 'refunded'
                          WHEN o.refunded_count + $2 + o.verified_count >= o.quantity THEN 'completed' ELSE 'paid' END,
            completed_at = CASE WHEN o.refunded_count + $2 < o.quantity AND o.refunded_count + $2 + o.verified_count >= o.quantity
                                THEN now() ELSE o.completed_at END,
            refunded_at = now(), updated_at = now()
          FROM exhibitions e
         WHERE o.id = $1 AND o.status = 'paid' AND e.id = o.exhibition_id AND e.starts_at > now()
         RETURNING o.*, o.refunded_amount - (o.total * (o.refunded_count - $2)) / o.quantity AS amount`,
        [orderId, n],
      );
      if (!updated) throw new Rollback({ closed: true });
      await rows(q, `UPDATE ticket_types SET sold = sold - $2 WHERE id = $1 RETURNING id`, [o.ticket_type_id, n]);
      const payment = await one<{ id: string }>(
        q,
        `UPDATE payments SET refunded_amount = refunded_amount + $2
          WHERE id = (SELECT id FROM payments WHERE order_id = $1 AND status = 'succeeded' ORDER BY succeeded_at LIMIT 1) RETURNING id`,
        [orderId, updated.amount],
      );
      return { n, status: updated.status, amount: Number(updated.amount), paymentId: payment?.id ?? null };
    }).catch((err: unknown) => {
      if (err instanceof Rollback) {
        const v = err.value as { tooMany?: number; closed?: boolean; notPaid?: boolean };
        if (v.notPaid) throw AppException.fail('e.commerce.refund_not_paid');
        if (v.closed) throw AppException.fail('e.commerce.refund_closed');
        throw AppException.field('quantity', 'e.commerce.refund_too_many', { count: v.tooMany ?? 0 });
      }
      throw err;
    });
    if (result.paymentId) await this.refunder.refund(result.paymentId, result.amount);
    this.events.publish(new OrderRefunded(o.id, o.user_id, o.number, o.kind, result.status, result.n, result.amount));
    return new Ok(await this.get(userId, orderId, lang), 'commerce.order_refunded', { count: result.n });
  }

  /** Soft delete: hides a final-state order from the owner's list. */
  async hide(userId: string, orderId: string): Promise<Ok<null>> {
    const hidden = await rows(
      this.ds,
      `UPDATE orders SET hidden_at = now(), updated_at = now()
        WHERE id = $1 AND user_id = $2 AND hidden_at IS NULL AND status = ANY($3::text[]) RETURNING id`,
      [orderId, userId, FINAL_STATUSES],
    );
    if (!hidden.length) {
      await this.row(userId, orderId); // 404 when not the caller's (or already deleted)
      throw AppException.fail('e.commerce.cannot_delete');
    }
    return new Ok(null, 'commerce.order_deleted');
  }

  // ───────────── tickets ─────────────

  /** One ticket per seat, each with a random secret; safe to call twice (unique order + seq). */
  async issueTickets(q: QueryRunner, orderId: string, quantity: number): Promise<void> {
    const secrets = Array.from({ length: quantity }, () => randomBytes(16).toString('base64url'));
    await rows(
      q,
      `INSERT INTO tickets (order_id, seq, user_id, exhibition_id, ticket_type_id, secret, valid_from, valid_to)
       SELECT o.id, s.seq, o.user_id, o.exhibition_id, o.ticket_type_id, s.secret, e.starts_at - make_interval(secs => $3), e.ends_at
         FROM orders o JOIN exhibitions e ON e.id = o.exhibition_id, unnest($2::text[]) WITH ORDINALITY AS s(secret, seq)
        WHERE o.id = $1
       ON CONFLICT (order_id, seq) DO NOTHING RETURNING id`,
      [orderId, secrets, this.settings.entryMarginSeconds],
    );
  }
}
