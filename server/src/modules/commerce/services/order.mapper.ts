import type { Language } from '@contracts/language';
import type { CheckinOrder, Order, OrderKind, OrderStatus, PaymentProviderName } from '@contracts/schemas/commerce';
import { pick, type LocalText } from './local-text';

/** An order row with the exhibition and ticket type columns it is shown with (see ORDER_SELECT). */
export interface OrderRow {
  id: string;
  number: string;
  kind: OrderKind;
  status: OrderStatus;
  user_id: string;
  exhibition_id: string;
  ticket_type_id: string;
  unit_price: number;
  quantity: number;
  discount: number;
  total: number;
  currency: string;
  user_coupon_id: string | null;
  remark: string | null;
  holder_name: string;
  holder_email: string;
  holder_country: string;
  payment_method: PaymentProviderName | null;
  expires_at: Date;
  paid_at: Date | null;
  completed_at: Date | null;
  cancelled_at: Date | null;
  refunded_at: Date | null;
  verified_count: number;
  refunded_count: number;
  refunded_amount: number;
  hidden_at: Date | null;
  created_at: Date;
  e_title: LocalText;
  e_cover: string;
  e_starts_at: Date;
  e_ends_at: Date;
  e_venue_name: LocalText;
  tt_name: LocalText;
}

/** Columns of an order with its exhibition and ticket type; `FROM orders o` + these joins. */
export const ORDER_SELECT = `SELECT o.*, e.title AS e_title, e.cover AS e_cover, e.starts_at AS e_starts_at, e.ends_at AS e_ends_at,
  e.venue_name AS e_venue_name, tt.name AS tt_name
  FROM orders o JOIN exhibitions e ON e.id = o.exhibition_id JOIN ticket_types tt ON tt.id = o.ticket_type_id`;

const FINAL: readonly OrderStatus[] = ['completed', 'cancelled', 'expired', 'refunded'];
const HAS_TICKETS: readonly OrderStatus[] = ['paid', 'completed', 'refunded'];

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function remainingOf(o: Pick<OrderRow, 'status' | 'quantity' | 'verified_count' | 'refunded_count'>): number {
  return HAS_TICKETS.includes(o.status) ? Math.max(0, o.quantity - o.verified_count - o.refunded_count) : 0;
}

/** Unused tickets that may be refunded now: a paid order, before the exhibition starts. */
export function refundableOf(o: OrderRow, now: Date): number {
  return o.status === 'paid' && o.e_starts_at > now ? remainingOf(o) : 0;
}

export function toOrder(o: OrderRow, lang: Language, now = new Date()): Order {
  const refundable = refundableOf(o, now);
  const pending = o.status === 'pending_payment';
  return {
    id: o.id,
    number: o.number,
    kind: o.kind,
    status: o.status,
    exhibition: {
      id: o.exhibition_id,
      title: pick(o.e_title, lang),
      cover: o.e_cover,
      startsAt: o.e_starts_at.toISOString(),
      endsAt: o.e_ends_at.toISOString(),
      venueName: pick(o.e_venue_name, lang),
    },
    ticketType: { id: o.ticket_type_id, name: pick(o.tt_name, lang) },
    unitPrice: o.unit_price,
    quantity: o.quantity,
    discount: o.discount,
    total: o.total,
    currency: o.currency,
    paymentMethod: o.payment_method,
    remark: o.remark,
    holder: { name: o.holder_name, email: o.holder_email, country: o.holder_country },
    createdAt: o.created_at.toISOString(),
    expiresAt: o.expires_at.toISOString(),
    paidAt: iso(o.paid_at),
    completedAt: iso(o.completed_at),
    cancelledAt: iso(o.cancelled_at),
    refundedAt: iso(o.refunded_at),
    verifiedCount: o.verified_count,
    remainingCount: remainingOf(o),
    refundedCount: o.refunded_count,
    refundedAmount: o.refunded_amount,
    refundableCount: refundable,
    actions: {
      pay: pending && o.expires_at > now,
      cancel: pending,
      refund: refundable > 0,
      delete: FINAL.includes(o.status),
      viewTickets: HAS_TICKETS.includes(o.status),
    },
  };
}

export function toCheckinOrder(o: OrderRow, lang: Language): CheckinOrder {
  return {
    id: o.id,
    number: o.number,
    status: o.status,
    exhibition: {
      id: o.exhibition_id,
      title: pick(o.e_title, lang),
      startsAt: o.e_starts_at.toISOString(),
      endsAt: o.e_ends_at.toISOString(),
      venueName: pick(o.e_venue_name, lang),
    },
    ticketTypeName: pick(o.tt_name, lang),
    holderName: o.holder_name,
    quantity: o.quantity,
    verifiedCount: o.verified_count,
    remainingCount: remainingOf(o),
    refundedCount: o.refunded_count,
  };
}
