import { z } from 'zod';
import { LANGUAGES, normalizeLanguage } from '../language';
import { fieldError, pagingSchema } from './common';
import { cents, count, id, isoTime } from './wire';
// Declares this contract's /me event in UserEvents below; the import keeps user-events.ts in any program that compiles this file.
import type {} from '../user-events';

/*
 * Orders contract: an order of any kind, with its lines and its kind's details. Orders know no
 * kind: each selling module declares its kind's details below (`OrderKinds`, by declaration
 * merging) and places orders from its own route (tickets: `POST /orders` in commerce).
 *
 * Wire conventions as everywhere (docs/api.md): `{code, msg, data}`, lists `Paged<T>`, money an
 * integer in minor units next to an ISO 4217 `currency`, times ISO 8601 (UTC). Someone else's
 * order is 404.
 *
 * Route table:
 *     GET  /orders?status=&kind=&page=&limit=        → Paged<Order>     (tabs: ORDER_TABS)
 *     GET  /orders/:id                               → Order
 *     POST /orders/:id/cancel                        → Order
 *     POST /orders/:id/pay    (Idempotency-Key)      payOrderSchema → PaymentStart
 *     POST /orders/:id/refund                        refundOrderSchema → Order
 *     DELETE /orders/:id                             → null (hides a final-state order)
 *   G GET  /payments/sandbox/checkout/:paymentId?lang=   HTML checkout page (Pay / Fail buttons)
 *   G POST /payments/sandbox/checkout/:paymentId/:outcome  that page's script (pay|fail) → SandboxOutcomeResult
 *   G POST /payments/sandbox/callback               HMAC-signed (header `x-sandbox-signature`) → PaymentCallbackResult
 *   G POST /payments/stripe/callback                Stripe webhook (header `stripe-signature`) → PaymentCallbackResult
 *
 * Socket.io namespace `/me`: `order:update` {@link OrderUpdateEvent} on every order transition.
 */

const emptyToUndefined = (v: unknown): unknown => (v === '' ? undefined : v);

import { ORDER_MAX_QUANTITY } from '../limits';
export { ORDER_MAX_QUANTITY };

/**
 * The kinds of order and the shape of each kind's `details`. Empty here: the module that sells a
 * kind adds it where it declares its contract, e.g.
 *
 *     declare module './orders' { interface OrderKinds { ticket: TicketOrderDetails } }
 *
 * At runtime the kinds are the registered `@SellsOrderKind()` handlers (a `kind` on a route is
 * checked against them), so a test can add a kind without production knowing of it.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface OrderKinds {}

/** What an order sells (`ticket`, `membership`, `ad_placement`, …): a key of {@link OrderKinds}. */
export type OrderKind = Extract<keyof OrderKinds, string>;

/** How a kind's name looks on the wire (the registered kinds decide which ones exist). */
export const ORDER_KIND_PATTERN = /^[a-z][a-z_]{0,15}$/;

/**
 * pending_payment → paid → completed (everything used);
 * pending_payment → cancelled (by the user) | expired (payment window over);
 * paid → refunded (everything refunded; a partial refund keeps `paid`).
 */
export const ORDER_STATUSES = ['pending_payment', 'paid', 'completed', 'cancelled', 'expired', 'refunded'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Order list tabs: `paid` is "ready to use"; `cancelled` also lists expired orders. */
export const ORDER_TABS = ['pending_payment', 'paid', 'completed', 'cancelled', 'refunded'] as const;
export type OrderTab = (typeof ORDER_TABS)[number];

export const PAYMENT_PROVIDERS = ['sandbox', 'stripe'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

/**
 * `GET /orders?status=&kind=&page=&limit=` (no status: every order not deleted, newest first).
 * `kind`: one kind only (the member centre's "Purchased" lists membership orders); a kind no
 * module sells is refused on the `kind` field.
 */
export const orderListSchema = pagingSchema.extend({
  status: z.preprocess(emptyToUndefined, z.enum(ORDER_TABS, { error: fieldError() }).optional()),
  kind: z.preprocess(
    emptyToUndefined,
    z
      .string({ error: fieldError() })
      .regex(ORDER_KIND_PATTERN, { message: 'v.enum.invalid' })
      .transform((k) => k as OrderKind)
      .optional(),
  ),
});
export type OrderListInput = z.infer<typeof orderListSchema>;

/** A positive whole number from a body or a query string. */
const positiveInt = (max: number) =>
  z.coerce
    .number({ error: 'v.number.invalid' })
    .refine((n) => Number.isInteger(n), { message: 'v.integer.invalid' })
    .refine((n) => n >= 1 && n <= max, { message: 'v.range', params: { min: 1, max } });

/** `POST /orders/:id/pay` (header `Idempotency-Key` recommended). Default provider: sandbox. */
export const payOrderSchema = z.object({
  provider: z.enum(PAYMENT_PROVIDERS, { error: fieldError() }).default('sandbox'),
});
export type PayOrderInput = z.infer<typeof payOrderSchema>;

/**
 * `POST /orders/:id/refund {quantity?}`: refunds `quantity` units of a paid order (default: every
 * refundable one); what is refundable, and until when, is the kind's rule.
 */
export const refundOrderSchema = z.object({
  quantity: z.preprocess((v) => (v === '' || v === null ? undefined : v), positiveInt(ORDER_MAX_QUANTITY).optional()),
});
export type RefundOrderInput = z.infer<typeof refundOrderSchema>;

/** What the user may do with an order now (the client shows exactly these buttons; a kind's own actions are in its details). */
export const orderActionsSchema = z
  .object({
    pay: z.boolean(),
    cancel: z.boolean(),
    /** The kind says something can be refunded now. */
    refund: z.boolean().meta({ description: 'The kind says something can be refunded now.' }),
    /** Final states only (completed, cancelled, expired, refunded). */
    delete: z.boolean().meta({ description: 'Final states only (completed, cancelled, expired, refunded).' }),
  })
  .meta({ id: 'OrderActions', description: 'What the user may do with the order now (the client shows exactly these buttons).' });
export type OrderActions = z.infer<typeof orderActionsSchema>;

/** One line of an order: an item at a unit price, times a quantity. */
export const orderLineSchema = z
  .object({
    /** 0, 1, … in the order the lines were placed. */
    position: count().meta({ description: '0, 1, … in the order the lines were placed.' }),
    /** The kind's reference to what was sold (a ticket type id, a plan id, a package id, a SKU). */
    itemRef: z.string().meta({ description: 'The kind’s reference to what was sold (a ticket type id, a plan id, a package id, a SKU).' }),
    /** What the line sold, in the reader's language. */
    title: z.string().meta({ description: 'What the line sold, in the reader’s language.' }),
    /** Minor units. */
    unitPrice: cents(),
    quantity: z.int().min(1),
    /** unitPrice × quantity, minor units. */
    lineTotal: cents().meta({ description: 'unitPrice × quantity, minor units.' }),
  })
  .meta({ id: 'OrderLine', description: 'One line of an order: an item at a unit price, times a quantity.' });
export type OrderLine = z.infer<typeof orderLineSchema>;

/** What every order shows, whatever its kind (`kind` is narrowed to a literal by each kind's schema, {@link orderOfKind}). */
export const orderCoreSchema = z.object({
  id: id(),
  /**
   * Human-readable, unique: the kind's letter + yyMMdd (UTC) + 7 digits, e.g. `T2611230000042`
   * (T = ticket, M = membership, A = ad placement, G = goods). Typed at the counter for verification.
   */
  number: z.string().regex(/^[A-Z][0-9]{13}$/).meta({
    description: 'The kind’s letter + yyMMdd (UTC) + 7 digits, e.g. `T2611230000042` (T = ticket, M = membership, A = ad placement, G = goods).',
  }),
  kind: z.string().regex(ORDER_KIND_PATTERN),
  /** What was bought, in the reader's language ("Reef Expo · Adult", a plan's name, "Banner package · My campaign"). */
  title: z.string().meta({ description: 'What was bought, in the reader’s language.' }),
  status: z.enum(ORDER_STATUSES),
  /** At least one. */
  lines: z.array(orderLineSchema).min(1),
  /** Units across the lines (Σ quantity): refunds are counted in these. */
  quantity: z.int().min(1).meta({ description: 'Units across the lines (Σ quantity): refunds are counted in these.' }),
  /** Σ lineTotal, minor units. */
  subtotal: cents().meta({ description: 'Σ lineTotal, minor units.' }),
  /** Coupon discount, minor units. */
  discount: cents().meta({ description: 'Coupon discount, minor units.' }),
  /** subtotal − discount (≥ 0), plus what the kind adds undiscounted (goods: the shipping fee in its details), minor units; what the payment must match. */
  total: cents().meta({
    description: 'subtotal − discount (≥ 0), plus what the kind adds undiscounted (goods: `details.shippingFee`), minor units; what the payment must match.',
  }),
  currency: z.string().length(3),
  /** Provider of the successful payment; null until paid. */
  paymentMethod: z.enum(PAYMENT_PROVIDERS).nullable().meta({ description: 'Provider of the successful payment; null until paid.' }),
  remark: z.string().nullable(),
  createdAt: isoTime(),
  /** End of the payment window (pending orders expire then). */
  expiresAt: isoTime().meta({ description: 'End of the payment window (pending orders expire then).' }),
  paidAt: isoTime().nullable(),
  completedAt: isoTime().nullable(),
  cancelledAt: isoTime().nullable(),
  refundedAt: isoTime().nullable(),
  /** Minor units refunded so far. */
  refundedAmount: cents().meta({ description: 'Minor units refunded so far.' }),
  actions: orderActionsSchema,
});
/** What every order shows, whatever its kind. */
export type OrderCore = Omit<z.infer<typeof orderCoreSchema>, 'kind'> & { kind: OrderKind };

/** An order as `/orders` shows it: the core and the details its kind declares (narrow on `kind`). */
export type Order<K extends OrderKind = OrderKind> = K extends OrderKind ? OrderCore & { kind: K; details: OrderKinds[K] } : never;

/** The order schema of each kind a contract declared (filled by {@link orderOfKind} as the contracts load). */
const kindSchemas = new Map<string, z.ZodObject>();

/**
 * Declares a kind's order schema: the core with `kind` this literal and `details` as the kind
 * describes them. The selling module's contract calls it next to its `OrderKinds` declaration, e.g.
 *
 *     export const ticketOrderSchema = orderOfKind('ticket', ticketOrderDetailsSchema, 'TicketOrder');
 *
 * and {@link orderDtoSchema} (the answer of the `/orders` routes) is the union of every kind declared.
 */
export function orderOfKind<K extends OrderKind, D extends z.ZodType<OrderKinds[K]>>(kind: K, details: D, componentId: string) {
  const schema = orderCoreSchema.extend({ kind: z.literal(kind), details }).meta({ id: componentId });
  kindSchemas.set(kind, schema);
  return schema;
}

/**
 * Any order, as the `/orders` routes answer it: one of the kinds the contracts declared
 * ({@link orderOfKind}), told apart by `kind`. Orders know no kind, so the union is read when the
 * API document is built (every contract is loaded by then), not when this file loads.
 */
export const orderDtoSchema: z.ZodType<Order, Order> = z
  .lazy(() => {
    const [first, ...more] = kindSchemas.values();
    return first ? z.discriminatedUnion('kind', [first, ...more]) : z.never();
  })
  .meta({ id: 'Order', description: 'An order of any kind: the core every order has, and `details` as its `kind` declares them.' }) as unknown as z.ZodType<Order, Order>;

/** What a provider's callback did (`POST /payments/:provider/callback`). */
export const PAYMENT_CALLBACK_OUTCOMES = ['paid', 'late_paid', 'returned', 'failed', 'duplicate', 'ignored'] as const;
export type PaymentCallbackOutcome = (typeof PAYMENT_CALLBACK_OUTCOMES)[number];

/**
 * `POST /payments/:provider/callback`: paid (the order is paid), late_paid (an expired order was
 * revived), returned (the order was closed: the payment is refunded), failed, duplicate (a replay,
 * or another callback won), ignored (an event the app does not act on). An amount that does not
 * match the payment is refused (code 0).
 */
export const paymentCallbackResultSchema = z.object({
  outcome: z.enum(PAYMENT_CALLBACK_OUTCOMES).meta({
    description:
      'paid; late_paid (an expired order was revived); returned (the order was closed: the payment goes back); failed; ' +
      'duplicate (a replay, or another callback won); ignored (an event the app does not act on).',
  }),
});
export type PaymentCallbackResult = z.infer<typeof paymentCallbackResultSchema>;

/**
 * `POST /orders/:id/pay` → where to send the user. For the sandbox provider `checkoutUrl` is the
 * server's own checkout page (absolute URL; add `?lang=` to localise it); for Stripe, Stripe's
 * hosted checkout. After paying, the browser returns to `<publicUrl>/h5/#/pages/order/detail?id=<orderId>`.
 */
export const paymentStartSchema = z
  .object({
    paymentId: id(),
    orderId: id(),
    provider: z.enum(PAYMENT_PROVIDERS),
    checkoutUrl: z.string().meta({
      description: 'Sandbox: the server’s own checkout page (absolute URL; add `?lang=` to localise it). Stripe: its hosted checkout.',
    }),
    amount: cents(),
    currency: z.string().length(3),
    /** The order's payment window end. */
    expiresAt: isoTime().meta({ description: 'The order’s payment window end.' }),
  })
  .meta({ id: 'PaymentStart', description: 'Where to send the user to pay; afterwards the browser returns to the order’s page.' });
export type PaymentStart = z.infer<typeof paymentStartSchema>;

/**
 * `POST /payments/sandbox/checkout/:paymentId/:outcome` (the sandbox page's own script posts it):
 * where the browser goes next and what the sandbox's callback did.
 */
export const sandboxOutcomeResultSchema = z.object({
  /** The order's page in the app. */
  redirect: z.string().meta({ description: 'Where the browser goes next: the order’s page in the app.' }),
  outcome: z.string().meta({
    description: 'What the callback did (a callback outcome), `processed` when the payment was no longer pending, or `http_<status>`.',
  }),
});
export type SandboxOutcomeResult = z.infer<typeof sandboxOutcomeResultSchema>;

const uuid = () => z.guid({ error: 'v.uuid.invalid' });

/** `:provider` of `POST /payments/:provider/callback`. */
export const paymentProviderParamSchema = z.object({ provider: z.enum(PAYMENT_PROVIDERS, { error: fieldError() }) });
export type PaymentProviderParam = z.infer<typeof paymentProviderParamSchema>;

/** `:paymentId` of the sandbox checkout page. */
export const sandboxPaymentParamSchema = z.object({ paymentId: uuid() });
export type SandboxPaymentParam = z.infer<typeof sandboxPaymentParamSchema>;

/** `GET /payments/sandbox/checkout/:paymentId?lang=` (zh-cn, en-us, zh-hant or 1, 2, 3; else the request's language). */
export const sandboxCheckoutQuerySchema = z.object({
  lang: z.preprocess(
    (v) => (typeof v === 'string' && v !== '' ? (normalizeLanguage(v) ?? v) : undefined),
    z.enum(LANGUAGES, { error: fieldError() }).optional(),
  ),
});
export type SandboxCheckoutQuery = z.infer<typeof sandboxCheckoutQuerySchema>;

/** `POST /payments/sandbox/checkout/:paymentId/:outcome` (the page's Pay / Fail buttons). */
export const sandboxOutcomeParamSchema = sandboxPaymentParamSchema.extend({ outcome: z.enum(['pay', 'fail'], { error: fieldError() }) });
export type SandboxOutcomeParam = z.infer<typeof sandboxOutcomeParamSchema>;

/** Socket.io `/me` event `order:update`, sent on every transition of one of the user's orders. */
export interface OrderUpdateEvent {
  orderId: string;
  status: OrderStatus;
}

declare module '../user-events' {
  interface UserEvents {
    /** One of the user's orders changed status (orders pushes it). */
    'order:update': OrderUpdateEvent;
  }
}
