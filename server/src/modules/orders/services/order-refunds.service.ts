import { Injectable } from '@nestjs/common';
import { EventBus } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import type { QueryRunner } from 'typeorm';
import type { Language } from '@contracts/language';
import type { Order, RefundOrderInput } from '@contracts/schemas/orders';
import { AppException } from '@server/common/errors/app.exception';
import { Ok } from '@server/common/http/ok';
import { one, tx } from '@server/infra/database/sql';
import { OrderRefunded } from '../events/order.events';
import type { OrderRecord } from '../ports/order-kind.port';
import { OrderKinds } from './order-kinds';
import { OrdersService } from './orders.service';
import { PaymentsRefunder } from './payments-refunder';

/** Who refunds, and what the refund's transaction must also do (staff: a limit, an audit entry). */
export interface RefundActor {
  actorId: string;
  byStaff: boolean;
  reason: string | null;
  /** The most this refund may move (minor units); over it the whole refund is undone. */
  limit?: number | null;
  /** Runs in the refund's transaction once the amounts are known (the audit entry). */
  inTransaction?: (
    q: QueryRunner,
    r: { before: OrderRecord; refundedBefore: number; refundedAfter: number; status: string },
  ) => Promise<void>;
}

/**
 * `POST /orders/:id/refund` (the buyer) and `POST /admin/orders/:id/refund` (staff): the kind
 * refunds units of a paid order (its `refund` hook marks them and gives the stock back); orders
 * moves the money and the status in the same transaction and writes the refund's row
 * (`order_refunds`: amount, units, who, why). Refunds of one order queue on its row
 * (`FOR UPDATE`), so two at once never split its units.
 */
@Injectable()
export class OrderRefunds {
  constructor(
    private readonly ds: DataSource,
    private readonly orders: OrdersService,
    private readonly kinds: OrderKinds,
    private readonly refunder: PaymentsRefunder,
    private readonly events: EventBus,
  ) {}

  async refund(userId: string, orderId: string, input: RefundOrderInput, lang: Language): Promise<Ok<Order>> {
    const o = await this.orders.record(userId, orderId);
    const r = await this.apply(o, input.quantity, { actorId: userId, byStaff: false, reason: null });
    return new Ok(await this.orders.get(userId, orderId, lang), r.message, { count: r.count });
  }

  /** Refunds units of the order (all that can be when `quantity` is absent) on behalf of `actor`. */
  async apply(o: OrderRecord, quantity: number | undefined, actor: RefundActor) {
    const orderId = o.id;
    if (o.status !== 'paid') throw AppException.fail('e.orders.refund_not_paid', undefined, { status: o.status });
    const kind = this.kinds.get(o.kind);
    const result = await tx(this.ds, async (q) => {
      const locked = await one<{ refunded_amount: number }>(
        q,
        `SELECT refunded_amount FROM orders WHERE id = $1 AND status = 'paid' FOR UPDATE`,
        [orderId],
      );
      if (!locked) throw AppException.fail('e.orders.refund_not_paid');
      const r = await kind.refund(q, o, quantity);
      // Cumulative rounding: the refunds of every unit add up to the total exactly.
      const updated = await one<{ refunded_amount: number }>(
        q,
        `UPDATE orders SET refunded_amount = (total * $2::int) / quantity, status = $3::varchar,
                completed_at = CASE WHEN $3::varchar = 'completed' THEN now() ELSE completed_at END,
                refunded_at = now(), updated_at = now()
          WHERE id = $1 AND status = 'paid' RETURNING refunded_amount`,
        [orderId, r.refunded, r.status],
      );
      if (!updated) throw new Error(`order ${orderId} left 'paid' while locked`);
      const amount = updated.refunded_amount - locked.refunded_amount;
      if (actor.limit != null && amount > actor.limit)
        throw AppException.fail('e.orders.refund_over_limit', { limit: (actor.limit / 100).toFixed(2) }, { limit: actor.limit, amount });
      await q.query(`INSERT INTO order_refunds (order_id, amount, units, actor_id, by_staff, reason) VALUES ($1, $2, $3, $4, $5, $6)`, [
        orderId,
        amount,
        r.count,
        actor.actorId,
        actor.byStaff,
        actor.reason,
      ]);
      await actor.inTransaction?.(q, {
        before: o,
        refundedBefore: locked.refunded_amount,
        refundedAfter: updated.refunded_amount,
        status: r.status,
      });
      const payment = await one<{ id: string }>(
        q,
        `UPDATE payments SET refunded_amount = refunded_amount + $2
          WHERE id = (SELECT id FROM payments WHERE order_id = $1 AND status = 'succeeded' ORDER BY succeeded_at LIMIT 1) RETURNING id`,
        [orderId, amount],
      );
      return { ...r, amount, paymentId: payment?.id ?? null };
    });
    if (result.paymentId) await this.refunder.refund(result.paymentId, result.amount);
    this.events.publish(new OrderRefunded({ ...this.orders.ref(o), status: result.status, count: result.count, amount: result.amount }));
    return result;
  }
}
