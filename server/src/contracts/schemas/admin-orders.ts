import { z } from 'zod';
import { ORDER_MAX_QUANTITY } from '../limits';
import { fieldError, maxChars, pagingSchema, requiredText } from './common';
import { ORDER_STATUSES, orderDtoSchema } from './orders';
import { cents, count, id, isoTime } from './wire';

/*
 * Orders and money in the operators' console (issue #39; decision decision 0145).
 *   GET  /admin/orders?q=&status=&page=&limit=  → paged StaffOrder         (admin, customer_service)
 *   GET  /admin/orders/:id                      → StaffOrderDetail         (admin, customer_service)
 *   POST /admin/orders/:id/refund               staffRefundSchema → StaffOrderDetail (admin; customer
 *        service up to CONSOLE_CS_REFUND_LIMIT), Idempotency-Key honoured, audited
 */

const emptyToUndefined = (v: unknown): unknown => (v === '' ? undefined : v);

export const STAFF_REFUND_REASON_MAX = 200;

/** `?q=`: an order number, or the buyer's mobile number, e-mail address or user id. */
export const staffOrderListSchema = pagingSchema.extend({
  q: z.preprocess(
    emptyToUndefined,
    z
      .string({ error: fieldError() })
      .trim()
      .refine(...maxChars(100))
      .optional(),
  ),
  status: z.preprocess(emptyToUndefined, z.enum(ORDER_STATUSES, { error: fieldError() }).optional()),
});
export type StaffOrderListInput = z.infer<typeof staffOrderListSchema>;

/** Staff refund: some units (all that can be refunded when absent), always with a reason the buyer may be told. */
export const staffRefundSchema = z.object({
  quantity: z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z.coerce
      .number({ error: 'v.number.invalid' })
      .refine((n) => Number.isInteger(n), { message: 'v.integer.invalid' })
      .refine((n) => n >= 1 && n <= ORDER_MAX_QUANTITY, { message: 'v.range', params: { min: 1, max: ORDER_MAX_QUANTITY } })
      .optional(),
  ),
  reason: requiredText().refine(...maxChars(STAFF_REFUND_REASON_MAX)),
});
export type StaffRefundInput = z.infer<typeof staffRefundSchema>;

const buyerSchema = z.object({ id: id(), nickname: z.string() }).meta({ id: 'StaffOrderBuyer' });

/** One order as staff find it in a list. */
export const staffOrderSchema = z
  .object({
    id: id(),
    number: z.string(),
    kind: z.string(),
    status: z.enum(ORDER_STATUSES),
    quantity: count(),
    total: cents(),
    refundedAmount: cents(),
    currency: z.string(),
    createdAt: isoTime(),
    paidAt: isoTime().nullable(),
    buyer: buyerSchema.nullable().meta({ description: 'null when the account no longer exists.' }),
  })
  .meta({ id: 'StaffOrder' });
export type StaffOrder = z.infer<typeof staffOrderSchema>;

export const ORDER_TIMELINE_EVENTS = ['placed', 'paid', 'cancelled', 'expired', 'refunded', 'completed'] as const;

/** One step of an order's life, with who did it (null: the system) and, for a refund, how much and why. */
export const orderTimelineEntrySchema = z
  .object({
    at: isoTime(),
    event: z.enum(ORDER_TIMELINE_EVENTS),
    actor: buyerSchema.nullable(),
    byStaff: z.boolean().meta({ description: 'True when staff acted (a refund from the console).' }),
    amount: cents().nullable(),
    units: count().nullable(),
    reason: z.string().nullable(),
  })
  .meta({ id: 'OrderTimelineEntry' });
export type OrderTimelineEntry = z.infer<typeof orderTimelineEntrySchema>;

/** An order for staff: the order as its buyer sees it, who bought it, its timeline, and what this caller may refund. */
export const staffOrderDetailSchema = z
  .object({
    order: orderDtoSchema,
    buyer: buyerSchema.nullable(),
    timeline: z.array(orderTimelineEntrySchema),
    refundLimit: cents()
      .nullable()
      .meta({ description: 'The most this caller may refund in one go (customer service); null when unlimited (administrators).' }),
  })
  .meta({ id: 'StaffOrderDetail' });
export type StaffOrderDetail = z.infer<typeof staffOrderDetailSchema>;
