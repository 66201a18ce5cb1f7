import { Injectable, Logger } from '@nestjs/common';
import { EventBus } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { DataSource, type QueryRunner } from 'typeorm';
import { type Paged, paged } from '@contracts/api';
import type { Language } from '@contracts/language';
import type { Order, OrderKind, OrderListInput, OrderStatus, OrderTab } from '@contracts/schemas/orders';
import { AppException } from '@server/common/errors/app.exception';
import { Ok } from '@server/common/http/ok';
import { t } from '@server/common/i18n/i18n';
import { Rollback, one, rows, tx } from '@server/infra/database/sql';
import { compile, raw, sql } from '@server/infra/database/sql-template';
import { JobQueue, type JobItem } from '@server/infra/queues/job-queue';
import { OrdersJob } from '../jobs/orders.jobs';
import { OrderCancelled, OrderExpired, OrderExpiringSoon, OrderPlaced } from '../events/order.events';
import { OrderDesk } from '../ports/order-desk.port';
import type { OrderKindHandler, OrderRecord, ShownOrder } from '../ports/order-kind.port';
import { OrderKinds } from './order-kinds';
import { ORDER_COLUMNS, ORDER_CORE_COLUMNS, linesJson, toOrder } from './order.mapper';
import { OrdersSettings } from './orders.settings';

const TAB_STATUSES: Record<OrderTab, OrderStatus[]> = {
  pending_payment: ['pending_payment'],
  paid: ['paid'],
  completed: ['completed'],
  cancelled: ['cancelled', 'expired'],
  refunded: ['refunded'],
};
const FINAL_STATUSES: OrderStatus[] = ['completed', 'cancelled', 'expired', 'refunded'];

/** Order number prefix: the kind's letter + yyMMdd (UTC). */
function numberPrefix(letter: string, now = new Date()): string {
  return letter + now.toISOString().slice(2, 10).replace(/-/g, '');
}

/**
 * Orders of every kind. Every status change is one guarded UPDATE (`WHERE id = $1 AND status = …`),
 * so of two racing transitions exactly one wins; the kind's hook (release what the order held)
 * runs in the winner's transaction only. A kind's stock is taken by the order's own INSERT
 * statement (the kind's reservation is part of it), so an order and its stock commit together.
 */
@Injectable()
export class OrdersService implements OrderDesk {
  private readonly logger = new Logger(OrdersService.name);

  constructor(
    private readonly ds: DataSource,
    private readonly settings: OrdersSettings,
    private readonly kinds: OrderKinds,
    private readonly events: EventBus,
    private readonly jobs: JobQueue,
  ) {}

  // ───────────── create ─────────────

  async place<I, F extends object, K extends OrderKind>(
    kind: OrderKindHandler<I, F> & { readonly kind: K },
    userId: string,
    input: I,
    lang: Language,
  ): Promise<Ok<ShownOrder<F> & { kind: K }> | undefined> {
    const r = await kind.reserve(userId, input, lang);
    if (r.lines.length === 0) throw new Error(`order kind '${kind.kind}' reserved no line`);
    const id = randomUUID();
    const lines = r.lines;
    // One statement: the kind's reservation (one `reserved` row per line taken, with its price), the
    // kind's row, the order and its lines commit together, or none of them: unless every line was
    // taken (sold out), `placed` inserts nothing and neither do the lines.
    const { text, values } = compile(sql`
      WITH reserved AS (${r.take})${r.attach ? sql`, attached AS (${r.attach(id)})` : raw('')},
      wanted AS (
        SELECT * FROM unnest(${lines.map((_, i) => i)}::int[], ${lines.map((l) => l.itemRef)}::text[], ${lines.map((l) => l.title)}::text[],
                             ${lines.map((l) => l.quantity)}::int[], ${lines.map((l) => (l.data ? JSON.stringify(l.data) : null))}::jsonb[])
          AS w(position, item_ref, title, quantity, data)),
      priced AS (
        SELECT w.*, r.unit_price, r.unit_price * w.quantity AS line_total
          FROM wanted w JOIN (SELECT DISTINCT ON (position) position, unit_price FROM reserved) r ON r.position = w.position),
      placed AS (
        INSERT INTO orders AS o (id, number, kind, status, user_id, quantity, subtotal, discount, total, currency, remark, expires_at)
        SELECT ${id}, ${numberPrefix(kind.letter)} || lpad((nextval('order_number_seq') % 10000000)::text, 7, '0'), ${kind.kind},
               'pending_payment', ${userId}, sum(p.quantity), sum(p.line_total), ${r.discount}, greatest(0, sum(p.line_total) - ${r.discount}) + ${r.surcharge ?? 0},
               ${r.currency}, ${r.remark}, now() + make_interval(secs => ${this.settings.windowSeconds})
          FROM priced p HAVING count(*) = ${lines.length}
        RETURNING *),
      placed_lines AS (
        INSERT INTO order_lines (order_id, position, item_ref, title, unit_price, quantity, line_total, data)
        SELECT placed.id, p.position, p.item_ref, left(p.title, 200), p.unit_price, p.quantity, p.line_total, p.data FROM priced p, placed
        RETURNING *)
      SELECT ${raw(ORDER_CORE_COLUMNS)}, ${raw(linesJson('placed_lines l'))} AS lines
        FROM placed o`);
    const before = r.before?.bind(r);
    // With several lines the take may succeed for some and not for others: what it took must go back,
    // so the statement runs in a transaction that is rolled back when the order was not written.
    const several = lines.length > 1;
    const order =
      before || several
        ? await tx(this.ds, async (q) => {
            if (before && !(await before(q, id))) return undefined;
            const written = await one<OrderRecord>(q, text, values);
            if (!written && several) throw new Rollback(undefined);
            return written;
          }).catch((err: unknown) => {
            if (err instanceof Rollback) return undefined;
            throw err;
          })
        : await one<OrderRecord>(this.ds, text, values);
    if (!order) return undefined;
    // The sweep expires the order should the process die before the job is queued.
    await this.scheduleExpiry(order.id, order.expiresAt);
    this.events.publish(new OrderPlaced({ ...this.ref(order), expiresAt: order.expiresAt, windowSeconds: this.settings.windowSeconds }));
    const minutes = Math.ceil(this.settings.windowSeconds / 60);
    // The order was written with `kind.kind`, so it is of kind K.
    return new Ok({ ...toOrder(order, r.view(order)), kind: kind.kind }, 'orders.order_placed', { minutes });
  }

  /** The fields every order event carries. */
  ref(o: OrderRecord) {
    return { orderId: o.id, userId: o.userId, orderNumber: o.number, kind: o.kind };
  }

  // ───────────── read ─────────────

  async list(userId: string, query: OrderListInput, lang: Language): Promise<Paged<Order>> {
    // The kinds are the registered handlers: one nobody sells is refused by name, as a bad enum value.
    if (query.kind && !this.kinds.has(query.kind)) throw AppException.field('kind', 'v.enum.invalid');
    const statuses = query.status ? TAB_STATUSES[query.status] : null;
    const kind = query.kind ?? null;
    const where = `o.user_id = $1 AND o.hidden_at IS NULL AND ($2::text[] IS NULL OR o.status = ANY($2::text[])) AND ($3::text IS NULL OR o.kind = $3)`;
    const [count] = await rows<{ n: string }>(this.ds, `SELECT count(*) AS n FROM orders o WHERE ${where}`, [userId, statuses, kind]);
    const items = await rows<OrderRecord>(
      this.ds,
      `SELECT ${ORDER_COLUMNS} FROM orders o WHERE ${where} ORDER BY o.created_at DESC, o.id LIMIT $4 OFFSET $5`,
      [userId, statuses, kind, query.limit, (query.page - 1) * query.limit],
    );
    return paged(await this.kinds.show(items, lang), query, Number(count?.n ?? 0));
  }

  /** The caller's order (hidden ones and other users' are 404). */
  async record(userId: string, orderId: string): Promise<OrderRecord> {
    const o = await one<OrderRecord>(
      this.ds,
      `SELECT ${ORDER_COLUMNS} FROM orders o WHERE o.id = $1 AND o.user_id = $2 AND o.hidden_at IS NULL`,
      [orderId, userId],
    );
    if (!o) throw AppException.notFound();
    return o;
  }

  async get(userId: string, orderId: string, lang: Language): Promise<Order> {
    const [shown] = await this.kinds.show([await this.record(userId, orderId)], lang);
    return shown;
  }

  refuseState(status: OrderStatus, lang: Language): never {
    throw AppException.fail('e.orders.not_pending', { status: t(lang, `orders.status.${status}`) }, { status });
  }

  // ───────────── for the kinds (OrderDesk) ─────────────

  async lockPaid(q: QueryRunner, orderId: string): Promise<OrderRecord | undefined> {
    return one<OrderRecord>(q, `SELECT ${ORDER_COLUMNS} FROM orders o WHERE o.id = $1 AND o.status = 'paid' FOR UPDATE`, [orderId]);
  }

  async complete(q: QueryRunner, orderId: string): Promise<boolean> {
    const done = await rows(
      q,
      `UPDATE orders SET status = 'completed', completed_at = now(), updated_at = now() WHERE id = $1 AND status = 'paid' RETURNING id`,
      [orderId],
    );
    return done.length > 0;
  }

  // ───────────── transitions ─────────────

  /** pending_payment → `to` by one guarded UPDATE; the winner's transaction also gives back what the order held (its kind's `release`). */
  private async close(to: 'cancelled' | 'expired', guard: string, params: unknown[]): Promise<OrderRecord | undefined> {
    const stamp = to === 'cancelled' ? ', cancelled_at = now()' : '';
    return tx(this.ds, async (q) => {
      const closed = await one<OrderRecord>(
        q,
        `UPDATE orders o SET status = '${to}'${stamp}, updated_at = now()
          WHERE o.id = $1 AND o.status = 'pending_payment' AND ${guard} RETURNING ${ORDER_COLUMNS}`,
        params,
      );
      if (closed) await this.kinds.get(closed.kind).release(q, closed);
      return closed;
    });
  }

  async cancel(userId: string, orderId: string, lang: Language): Promise<Ok<Order>> {
    const closed = await this.close('cancelled', 'o.user_id = $2 AND o.hidden_at IS NULL', [orderId, userId]);
    if (!closed) this.refuseState((await this.record(userId, orderId)).status, lang);
    await this.dropJobs(orderId);
    this.events.publish(new OrderCancelled(this.ref(closed)));
    return new Ok(await this.get(userId, orderId, lang), 'orders.order_cancelled');
  }

  /**
   * The `orders.expire` job: expires the order only while it is still pending payment and its
   * window is over. 'not_due' when it is pending but early (the job retries).
   */
  async expire(orderId: string): Promise<'expired' | 'not_due' | 'not_pending'> {
    const closed = await this.close('expired', `o.expires_at <= now() + interval '1 second'`, [orderId]);
    if (closed) {
      this.events.publish(new OrderExpired(this.ref(closed)));
      return 'expired';
    }
    const o = await one<{ status: OrderStatus }>(this.ds, `SELECT status FROM orders WHERE id = $1`, [orderId]);
    return o?.status === 'pending_payment' ? 'not_due' : 'not_pending';
  }

  /** `orders.expire` at the end of the window (jobId = order id) and `orders.expiring-soon` before it. */
  async scheduleExpiry(orderId: string, expiresAt: Date) {
    const delay = Math.max(0, expiresAt.getTime() - Date.now());
    try {
      const soon = this.settings.expiringSoonSeconds * 1000;
      // One round trip for both jobs.
      const jobs: JobItem[] = [{ job: OrdersJob.Expire, payload: { orderId }, opts: { jobId: orderId, delay, removeOnComplete: true } }];
      if (soon > 0 && delay > soon) {
        const opts = { jobId: `soon_${orderId}`, delay: delay - soon, removeOnComplete: true };
        jobs.push({ job: OrdersJob.ExpiringSoon, payload: { orderId }, opts });
      }
      await this.jobs.enqueueMany(jobs);
    } catch (err) {
      // The periodic sweep expires the order anyway.
      this.logger.error({ err: err instanceof Error ? err.message : String(err), orderId }, 'could not schedule the order expiry');
    }
  }

  /** The periodic safety net: expires every overdue pending order (a lost delayed job never leaves stock taken). */
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
    const o = await one<OrderRecord>(this.ds, `SELECT ${ORDER_COLUMNS} FROM orders o WHERE o.id = $1`, [orderId]);
    if (!o || o.status !== 'pending_payment' || o.expiresAt <= new Date()) return false;
    const minutesLeft = Math.max(1, Math.round((o.expiresAt.getTime() - Date.now()) / 60_000));
    this.events.publish(new OrderExpiringSoon({ ...this.ref(o), minutesLeft }));
    return true;
  }

  private async dropJobs(orderId: string) {
    // A job that is running or gone does nothing harmful: it finds the order no longer pending.
    await Promise.all([this.jobs.remove(OrdersJob.Expire, orderId), this.jobs.remove(OrdersJob.ExpiringSoon, `soon_${orderId}`)]);
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
      await this.record(userId, orderId); // 404 when not the caller's (or already deleted)
      throw AppException.fail('e.orders.cannot_delete');
    }
    return new Ok(null, 'orders.order_deleted');
  }
}
