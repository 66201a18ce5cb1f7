import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { paged, type Paged } from '@contracts/api';
import type { Language } from '@contracts/language';
import type {
  OrderTimelineEntry,
  StaffOrder,
  StaffOrderDetail,
  StaffOrderListInput,
  StaffRefundInput,
} from '@contracts/schemas/admin-orders';
import { isUuid } from '@contracts/validators';
import { AppException } from '@server/common/errors/app.exception';
import { Ok } from '@server/common/http/ok';
import type { AuthContext } from '@server/common/http/request-context';
import { AppConfig } from '@server/config/app-config';
import { one, rows } from '@server/infra/database/sql';
import { AuditTrail } from '@server/modules/audit/ports/audit-trail.port';
import { UserSummaryQuery } from '@server/modules/auth/queries/user-summary.query';
import type { OrderRecord } from '../ports/order-kind.port';
import { ORDER_COLUMNS } from './order.mapper';
import { OrderKinds } from './order-kinds';
import { OrderRefunds } from './order-refunds.service';

/** An order number as the app makes them: the kind's letter, yyMMdd and seven digits. */
const ORDER_NUMBER = /^[A-Za-z]\d{13}$/;

interface StaffOrderRow {
  id: string;
  number: string;
  kind: string;
  status: StaffOrder['status'];
  quantity: number;
  total: number;
  refundedAmount: number;
  currency: string;
  createdAt: Date;
  paidAt: Date | null;
  userId: string;
}

interface RefundRow {
  amount: number;
  units: number | null;
  actorId: string | null;
  byStaff: boolean;
  reason: string | null;
  createdAt: Date;
}

/**
 * Orders for customer service and administrators (the console, issue #39): find any order by its
 * number or its buyer (mobile, e-mail, id), read its timeline, refund it with a reason. A refund
 * by customer service is capped by `CONSOLE_CS_REFUND_LIMIT`; each is audited in its transaction.
 */
@Injectable()
export class StaffOrders {
  private readonly csLimit: number;

  constructor(
    private readonly ds: DataSource,
    private readonly kinds: OrderKinds,
    private readonly refunds: OrderRefunds,
    private readonly users: UserSummaryQuery,
    private readonly audit: AuditTrail,
    config: AppConfig,
  ) {
    this.csLimit = config.raw.CONSOLE_CS_REFUND_LIMIT;
  }

  async search(input: StaffOrderListInput): Promise<Paged<StaffOrder>> {
    const q = input.q?.trim() ?? '';
    let number: string | null = null;
    let userIds: string[] | null = null;
    let orderId: string | null = null;
    if (q && ORDER_NUMBER.test(q)) number = q.toUpperCase();
    else if (q) {
      const user = await this.users.byAccount(q);
      userIds = user ? [user.id] : [];
      if (isUuid(q)) orderId = q.toLowerCase();
    }
    if (userIds && !userIds.length && !orderId) return paged([], input, 0);
    // no q: every order; a number: that order; else the buyer's orders (or the order with that id)
    const where = `($1::text IS NULL OR o.number = $1) AND ($2::uuid[] IS NULL OR o.user_id = ANY($2::uuid[]) OR o.id = $3::uuid)
      AND ($4::text IS NULL OR o.status = $4)`;
    const params = [number, userIds, orderId, input.status ?? null];
    const [n] = await rows<{ n: string }>(this.ds, `SELECT count(*) AS n FROM orders o WHERE ${where}`, params);
    const found = await rows<StaffOrderRow>(
      this.ds,
      `SELECT o.id, o.number, o.kind, o.status, o.quantity, o.total, o.refunded_amount AS "refundedAmount", o.currency,
              o.created_at AS "createdAt", o.paid_at AS "paidAt", o.user_id AS "userId"
         FROM orders o WHERE ${where} ORDER BY o.created_at DESC, o.id LIMIT $5 OFFSET $6`,
      [...params, input.limit, (input.page - 1) * input.limit],
    );
    const buyers = await this.users.byIds(found.map((o) => o.userId));
    return paged(
      found.map(({ userId, createdAt, paidAt, ...o }) => ({
        ...o,
        createdAt: createdAt.toISOString(),
        paidAt: paidAt?.toISOString() ?? null,
        buyer: buyerOf(buyers.get(userId)),
      })),
      input,
      Number(n?.n ?? 0),
    );
  }

  async detail(caller: AuthContext, orderId: string, lang: Language): Promise<StaffOrderDetail> {
    const o = await this.record(orderId);
    const [order] = await this.kinds.show([o], lang);
    const refunds = await rows<RefundRow>(
      this.ds,
      `SELECT amount, units, actor_id AS "actorId", by_staff AS "byStaff", reason, created_at AS "createdAt"
         FROM order_refunds WHERE order_id = $1 ORDER BY created_at, id`,
      [orderId],
    );
    const people = await this.users.byIds([o.userId, ...refunds.flatMap((r) => (r.actorId ? [r.actorId] : []))]);
    const buyer = buyerOf(people.get(o.userId));
    const step = (at: Date, event: OrderTimelineEntry['event'], actor: OrderTimelineEntry['actor'] = null): OrderTimelineEntry => ({
      at: at.toISOString(),
      event,
      actor,
      byStaff: false,
      amount: null,
      units: null,
      reason: null,
    });
    const timeline: OrderTimelineEntry[] = [step(o.createdAt, 'placed', buyer)];
    if (o.paidAt) timeline.push({ ...step(o.paidAt, 'paid', buyer), amount: o.total });
    if (o.status === 'cancelled') timeline.push(step(o.cancelledAt ?? o.createdAt, 'cancelled', buyer));
    if (o.status === 'expired') timeline.push(step(o.expiresAt, 'expired'));
    for (const r of refunds) {
      timeline.push({
        ...step(r.createdAt, 'refunded', r.actorId ? buyerOf(people.get(r.actorId)) : null),
        byStaff: r.byStaff,
        amount: r.amount,
        units: r.units,
        reason: r.reason,
      });
    }
    if (o.completedAt) timeline.push(step(o.completedAt, 'completed'));
    timeline.sort((a, b) => a.at.localeCompare(b.at));
    return { order: order!, buyer, timeline, refundLimit: this.limitFor(caller) };
  }

  async refund(caller: AuthContext, ip: string, orderId: string, input: StaffRefundInput, lang: Language): Promise<Ok<StaffOrderDetail>> {
    const o = await this.record(orderId);
    const r = await this.refunds.apply(o, input.quantity, {
      actorId: caller.userId,
      byStaff: true,
      reason: input.reason,
      limit: this.limitFor(caller),
      inTransaction: (q, done) =>
        this.audit.record(q, {
          actorId: caller.userId,
          action: 'order.refund',
          target: { type: 'order', id: orderId },
          changes: {
            refundedAmount: { before: done.refundedBefore, after: done.refundedAfter },
            ...(done.status !== done.before.status ? { status: { before: done.before.status, after: done.status } } : {}),
          },
          reason: input.reason,
          ip,
        }),
    });
    return new Ok(await this.detail(caller, orderId, lang), r.message, { count: r.count });
  }

  /** Administrators refund without limit; customer service up to the configured amount. */
  private limitFor(caller: AuthContext): number | null {
    return caller.roles.includes('admin') ? null : this.csLimit;
  }

  private async record(orderId: string): Promise<OrderRecord> {
    const o = await one<OrderRecord>(this.ds, `SELECT ${ORDER_COLUMNS} FROM orders o WHERE o.id = $1`, [orderId]);
    if (!o) throw AppException.notFound();
    return o;
  }
}

function buyerOf(u: { id: string; nickname: string } | undefined) {
  return u ? { id: u.id, nickname: u.nickname } : null;
}
