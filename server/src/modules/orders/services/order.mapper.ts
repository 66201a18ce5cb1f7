import type { OrderStatus } from '@contracts/schemas/commerce';
import type { OrderKindView, OrderRecord, ShownOrder } from '../ports/order-kind.port';

/** The columns of an {@link OrderRecord}, from `orders o` (SELECT, and RETURNING of `UPDATE orders o` / `INSERT INTO orders AS o`). */
export const ORDER_COLUMNS = `o.id, o.number, o.kind, o.status, o.user_id AS "userId", o.unit_price AS "unitPrice", o.quantity,
  o.discount, o.total, o.currency, o.remark, o.payment_method AS "paymentMethod", o.expires_at AS "expiresAt", o.paid_at AS "paidAt",
  o.completed_at AS "completedAt", o.cancelled_at AS "cancelledAt", o.refunded_at AS "refundedAt", o.refunded_amount AS "refundedAmount",
  o.created_at AS "createdAt"`;

const FINAL: readonly OrderStatus[] = ['completed', 'cancelled', 'expired', 'refunded'];

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** An order as the API shows it: the core, then its kind's fields and actions. */
export function toOrder<F extends object>(o: OrderRecord, view: OrderKindView<F>, now = new Date()): ShownOrder<F> {
  const pending = o.status === 'pending_payment';
  return {
    // The kind's fields first: it can add to the core, never overwrite it.
    ...view.fields,
    id: o.id,
    number: o.number,
    kind: o.kind,
    title: view.title,
    status: o.status,
    unitPrice: o.unitPrice,
    quantity: o.quantity,
    discount: o.discount,
    total: o.total,
    currency: o.currency,
    paymentMethod: o.paymentMethod,
    remark: o.remark,
    createdAt: o.createdAt.toISOString(),
    expiresAt: o.expiresAt.toISOString(),
    paidAt: iso(o.paidAt),
    completedAt: iso(o.completedAt),
    cancelledAt: iso(o.cancelledAt),
    refundedAt: iso(o.refundedAt),
    refundedAmount: o.refundedAmount,
    actions: {
      pay: pending && o.expiresAt > now,
      cancel: pending,
      refund: view.actions.refund,
      delete: FINAL.includes(o.status),
      viewTickets: view.actions.viewTickets,
    },
  };
}
