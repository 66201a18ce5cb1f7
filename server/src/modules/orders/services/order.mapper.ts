import type { OrderLine, OrderStatus } from '@contracts/schemas/orders';
import type { OrderKindView, OrderLineRecord, OrderRecord, ShownOrder } from '../ports/order-kind.port';

/**
 * Lines as one JSON array (position order) from `source` (rows aliased `l` with order_lines'
 * columns, e.g. `order_lines l WHERE l.order_id = o.id`, or a CTE that just inserted them).
 */
export const linesJson = (
  source: string,
) => `(SELECT coalesce(json_agg(json_build_object('position', l.position, 'itemRef', l.item_ref, 'title', l.title,
    'unitPrice', l.unit_price, 'quantity', l.quantity, 'lineTotal', l.line_total, 'data', l.data) ORDER BY l.position), '[]'::json)
    FROM ${source})`;

/** An order's lines, for a SELECT or RETURNING on `orders o`. */
export const ORDER_LINES_JSON = linesJson('order_lines l WHERE l.order_id = o.id');

/** The columns of an {@link OrderRecord} but its lines, from `orders o`. */
export const ORDER_CORE_COLUMNS = `o.id, o.number, o.kind, o.status, o.user_id AS "userId", o.quantity, o.subtotal,
  o.discount, o.total, o.currency, o.remark, o.payment_method AS "paymentMethod", o.expires_at AS "expiresAt", o.paid_at AS "paidAt",
  o.completed_at AS "completedAt", o.cancelled_at AS "cancelledAt", o.refunded_at AS "refundedAt", o.refunded_amount AS "refundedAmount",
  o.created_at AS "createdAt"`;

/** The columns of an {@link OrderRecord}, from `orders o` (SELECT, and RETURNING of `UPDATE orders o`). */
export const ORDER_COLUMNS = `${ORDER_CORE_COLUMNS}, ${ORDER_LINES_JSON} AS lines`;

const FINAL: readonly OrderStatus[] = ['completed', 'cancelled', 'expired', 'refunded'];

const iso = (d: Date | null) => (d ? d.toISOString() : null);

function toLine(l: OrderLineRecord, title: string | undefined): OrderLine {
  return {
    position: l.position,
    itemRef: l.itemRef,
    title: title ?? l.title,
    unitPrice: l.unitPrice,
    quantity: l.quantity,
    lineTotal: l.lineTotal,
  };
}

/** An order as the API shows it: the core, its lines, then its kind's details. */
export function toOrder<F extends object>(o: OrderRecord, view: OrderKindView<F>, now = new Date()): ShownOrder<F> {
  const pending = o.status === 'pending_payment';
  return {
    id: o.id,
    number: o.number,
    kind: o.kind,
    title: view.title,
    status: o.status,
    lines: o.lines.map((l) => toLine(l, view.lineTitles?.[l.position])),
    quantity: o.quantity,
    subtotal: o.subtotal,
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
      refund: view.refundable,
      delete: FINAL.includes(o.status),
    },
    details: view.details,
  };
}
