import { z } from 'zod';
import { LANGUAGES, normalizeLanguage } from '../language';
import { fieldError, pagingSchema } from './common';
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
 *   G POST /payments/sandbox/checkout/:paymentId/:outcome  form post from that page (pay|fail) → 302
 *   G POST /payments/sandbox/callback               HMAC-signed (header `x-sandbox-signature`)
 *   G POST /payments/stripe/callback                Stripe webhook (header `stripe-signature`)
 *
 * Socket.io namespace `/me`: `order:update` {@link OrderUpdateEvent} on every order transition.
 */

const emptyToUndefined = (v: unknown): unknown => (v === '' ? undefined : v);

/** Largest quantity one order line may ever hold (a kind's own limit is usually lower). */
export const ORDER_MAX_QUANTITY = 20;

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
export interface OrderActions {
  pay: boolean;
  cancel: boolean;
  /** The kind says something can be refunded now. */
  refund: boolean;
  /** Final states only (completed, cancelled, expired, refunded). */
  delete: boolean;
}

/** One line of an order: an item at a unit price, times a quantity. */
export interface OrderLine {
  /** 0, 1, … in the order the lines were placed. */
  position: number;
  /** The kind's reference to what was sold (a ticket type id, a plan id, a package id, a SKU). */
  itemRef: string;
  /** What the line sold, in the reader's language. */
  title: string;
  /** Minor units. */
  unitPrice: number;
  quantity: number;
  /** unitPrice × quantity, minor units. */
  lineTotal: number;
}

/** What every order shows, whatever its kind. */
export interface OrderCore {
  id: string;
  /**
   * Human-readable, unique: the kind's letter + yyMMdd (UTC) + 7 digits, e.g. `T2611230000042`
   * (T = ticket, M = membership, A = ad placement). Typed at the counter for verification.
   */
  number: string;
  kind: OrderKind;
  /** What was bought, in the reader's language ("Reef Expo · Adult", a plan's name, "Banner package · My campaign"). */
  title: string;
  status: OrderStatus;
  /** At least one. */
  lines: OrderLine[];
  /** Units across the lines (Σ quantity): refunds are counted in these. */
  quantity: number;
  /** Σ lineTotal, minor units. */
  subtotal: number;
  /** Coupon discount, minor units. */
  discount: number;
  /** subtotal − discount (≥ 0), minor units; what the payment must match. */
  total: number;
  currency: string;
  /** Provider of the successful payment; null until paid. */
  paymentMethod: PaymentProviderName | null;
  remark: string | null;
  createdAt: string;
  /** End of the payment window (pending orders expire then). */
  expiresAt: string;
  paidAt: string | null;
  completedAt: string | null;
  cancelledAt: string | null;
  refundedAt: string | null;
  /** Minor units refunded so far. */
  refundedAmount: number;
  actions: OrderActions;
}

/** An order as `/orders` shows it: the core and the details its kind declares (narrow on `kind`). */
export type Order<K extends OrderKind = OrderKind> = K extends OrderKind ? OrderCore & { kind: K; details: OrderKinds[K] } : never;

/**
 * `POST /orders/:id/pay` → where to send the user. For the sandbox provider `checkoutUrl` is the
 * server's own checkout page (absolute URL; add `?lang=` to localise it); for Stripe, Stripe's
 * hosted checkout. After paying, the browser returns to `<publicUrl>/h5/#/pages/order/detail?id=<orderId>`.
 */
export interface PaymentStart {
  paymentId: string;
  orderId: string;
  provider: PaymentProviderName;
  checkoutUrl: string;
  amount: number;
  currency: string;
  /** The order's payment window end. */
  expiresAt: string;
}

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
