import type { Language } from '@contracts/language';
import type { CheckinOrder, TicketOrderDetails } from '@contracts/schemas/commerce';
import type { OrderStatus } from '@contracts/schemas/orders';
import type { OrderKindView, OrderRecord } from '@server/modules/orders/ports/order-kind.port';
import { pick, type LocalText } from './local-text';

/** A ticket order's own row with the exhibition and ticket type it is shown with (see TICKET_ORDER_SELECT). */
export interface TicketOrderRow {
  order_id: string;
  exhibition_id: string;
  ticket_type_id: string;
  holder_name: string;
  holder_email: string;
  holder_country: string;
  verified_count: number;
  refunded_count: number;
  e_title: LocalText;
  e_cover: string;
  e_starts_at: Date;
  e_ends_at: Date;
  e_venue_name: LocalText;
  tt_name: LocalText;
}

/** `FROM ticket_orders t` with its exhibition and ticket type; add a WHERE on `t.order_id`. */
export const TICKET_ORDER_SELECT = `SELECT t.order_id, t.exhibition_id, t.ticket_type_id, t.holder_name, t.holder_email, t.holder_country,
  t.verified_count, t.refunded_count, e.title AS e_title, e.cover AS e_cover, e.starts_at AS e_starts_at, e.ends_at AS e_ends_at,
  e.venue_name AS e_venue_name, tt.name AS tt_name
  FROM ticket_orders t JOIN exhibitions e ON e.id = t.exhibition_id JOIN ticket_types tt ON tt.id = t.ticket_type_id`;

const HAS_TICKETS: readonly OrderStatus[] = ['paid', 'completed', 'refunded'];

type Order = Pick<OrderRecord, 'status' | 'quantity'>;

/** Tickets neither verified nor refunded (0 while unpaid). */
export function remainingOf(o: Order, t: Pick<TicketOrderRow, 'verified_count' | 'refunded_count'>): number {
  return HAS_TICKETS.includes(o.status) ? Math.max(0, o.quantity - t.verified_count - t.refunded_count) : 0;
}

/** Unused tickets that may be refunded now: a paid order, before the exhibition starts. */
export function refundableOf(o: Order, t: TicketOrderRow, now: Date): number {
  return o.status === 'paid' && t.e_starts_at > now ? remainingOf(o, t) : 0;
}

/** How a ticket order is shown: the exhibition, ticket type, holder and ticket counts. */
export function ticketOrderView(o: Order, t: TicketOrderRow, lang: Language, now: Date, timeZone: string): OrderKindView<TicketOrderDetails> {
  const refundable = refundableOf(o, t, now);
  const title = pick(t.e_title, lang);
  const typeName = pick(t.tt_name, lang);
  return {
    title: `${title} · ${typeName}`,
    // The order's one line: the ticket type, in the reader's language.
    lineTitles: [`${title} · ${typeName}`],
    details: {
      exhibition: {
        id: t.exhibition_id,
        title,
        cover: t.e_cover,
        startsAt: t.e_starts_at.toISOString(),
        endsAt: t.e_ends_at.toISOString(),
        venueName: pick(t.e_venue_name, lang),
        timeZone,
      },
      ticketType: { id: t.ticket_type_id, name: typeName },
      holder: { name: t.holder_name, email: t.holder_email, country: t.holder_country },
      verifiedCount: t.verified_count,
      remainingCount: remainingOf(o, t),
      refundedCount: t.refunded_count,
      refundableCount: refundable,
      viewTickets: HAS_TICKETS.includes(o.status),
    },
    refundable: refundable > 0,
  };
}

export function toCheckinOrder(o: OrderRecord, t: TicketOrderRow, lang: Language, timeZone: string): CheckinOrder {
  return {
    id: o.id,
    number: o.number,
    status: o.status,
    exhibition: {
      id: t.exhibition_id,
      title: pick(t.e_title, lang),
      startsAt: t.e_starts_at.toISOString(),
      endsAt: t.e_ends_at.toISOString(),
      venueName: pick(t.e_venue_name, lang),
      timeZone,
    },
    ticketTypeName: pick(t.tt_name, lang),
    holderName: t.holder_name,
    quantity: o.quantity,
    verifiedCount: t.verified_count,
    remainingCount: remainingOf(o, t),
    refundedCount: t.refunded_count,
  };
}
