import { DiscoveryService } from '@nestjs/core';
import type { QueryRunner } from 'typeorm';
import type { Language } from '@contracts/language';
import type { OrderCore, OrderKind, OrderKinds, OrderStatus, PaymentProviderName } from '@contracts/schemas/orders';
import type { MessageKey } from '@server/common/i18n/i18n';
import type { Sql } from '@server/infra/database/sql-template';

/**
 * How a kind of order (`ticket`, `membership`, `ad_placement`, …) plugs into orders and
 * payments, which know no kind themselves. The module that sells the kind implements
 * {@link OrderKindHandler} on one provider marked `@SellsOrderKind()`; orders finds it at start.
 *
 * Every hook that takes a `QueryRunner` runs inside the transaction of the order's transition,
 * after orders won the guarded status change (so exactly once per transition), and must only
 * touch the kind's own tables. Side effects outside the database (mail, caches, other services)
 * belong in a handler of the order's event, after the commit.
 */

/** One line of an order as orders keeps it (`order_lines`). */
export interface OrderLineRecord {
  position: number;
  itemRef: string;
  /** The title when the order was placed, in the buyer's language then (a kind may show another: `lineTitles`). */
  title: string;
  unitPrice: number;
  quantity: number;
  lineTotal: number;
  /** The kind's own facts about the item, if it keeps any on the line. */
  data: Record<string, unknown> | null;
}

/** An order as the orders module keeps it, whatever its kind. */
export interface OrderRecord {
  id: string;
  number: string;
  kind: OrderKind;
  status: OrderStatus;
  userId: string;
  /** In position order; at least one. */
  lines: OrderLineRecord[];
  /** Units across the lines. */
  quantity: number;
  /** Σ line totals. */
  subtotal: number;
  discount: number;
  total: number;
  currency: string;
  remark: string | null;
  paymentMethod: PaymentProviderName | null;
  expiresAt: Date;
  paidAt: Date | null;
  completedAt: Date | null;
  cancelledAt: Date | null;
  refundedAt: Date | null;
  refundedAmount: number;
  createdAt: Date;
}

/** What a kind adds when one of its orders is shown (list, detail, checkout). */
export interface OrderKindView<F extends object> {
  /** What was bought, in the reader's language ("Reef Expo · Adult"); the provider's checkout shows it with the quantity. */
  title: string;
  /** The kind's `details` (a ticket order: exhibition, ticket type, holder, ticket counts, may the tickets be shown). */
  details: F;
  /** May the buyer refund now? */
  refundable: boolean;
  /** The lines' titles in the reader's language, by position (else the title stored when the order was placed). */
  lineTitles?: readonly string[];
}

/** An order as the API shows it: the core every order has and its kind's details. */
export type ShownOrder<F extends object> = OrderCore & { details: F };

/** The details type a kind declared in its contract (`OrderKinds`). */
export type KindDetails<K extends OrderKind> = OrderKinds[K] & object;

/** A line a kind asks for: the item, its title, how many (the unit price is read by the statement, see `take`). */
export interface ReservedLine {
  itemRef: string;
  title: string;
  quantity: number;
  data?: Record<string, unknown> | null;
}

/**
 * What an order takes at creation, as parts of the order's own INSERT statement: the stock, the
 * kind's row and the order commit together in one statement (one round trip, no lock held across
 * round trips), or not at all.
 */
export interface OrderReservation<F extends object> {
  /** What the order holds, in order (position 0, 1, …); at least one line. */
  lines: readonly ReservedLine[];
  /** Minor units off the subtotal (e.g. a coupon); the total never goes below 0. */
  discount: number;
  /**
   * Minor units added after the discount, never discounted (goods: the shipping fee, shown in the
   * kind's details): total = max(0, subtotal − discount) + surcharge. Default 0.
   */
  surcharge?: number;
  currency: string;
  remark: string | null;
  /**
   * Takes the stock: a query that returns one row per line it took, with the line's `position`
   * and the `unit_price` charged, and no row for a line it could not take (sold out). Orders
   * names it `reserved`; the order is written only when every line was taken.
   */
  take: Sql;
  /** Writes the kind's own row(s) of the new order in the same statement; may read `reserved` (no row there: nothing written). */
  attach?(orderId: string): Sql;
  /**
   * Work before the statement in the same transaction (e.g. taking the seats, then spending a
   * coupon, each with its own refusal); `false` = nothing could be taken (as an empty `reserved`).
   * Throw an AppException to refuse. Without it the statement runs alone.
   */
  before?(q: QueryRunner, orderId: string): Promise<boolean>;
  /** The new order's view, from what the kind read while reserving (no query after the INSERT). */
  view(order: OrderRecord): OrderKindView<F>;
}

/** A refund a kind made of `count` units of a paid order. */
export interface KindRefund {
  count: number;
  /** Units refunded so far, this refund included: the order's refunded amount is total × refunded / quantity, rounded down, so the parts add up. */
  refunded: number;
  /** The order's status after it: paid (units left), completed (the rest was used), refunded (all). */
  status: Extract<OrderStatus, 'paid' | 'completed' | 'refunded'>;
  /** How the refund is announced to the buyer, with `{count}` ("2 tickets refunded"). */
  message: MessageKey;
}

export interface OrderKindHandler<I = unknown, F extends object = object> {
  readonly kind: OrderKind;
  /** First letter of the kind's order numbers (T = ticket, M = membership, A = ad placement, G = goods). */
  readonly letter: string;

  /** Checks the purchase (`I`: the kind's own order form) and says what the order takes and costs. Throws an AppException to refuse. */
  reserve(userId: string, input: I, lang: Language): Promise<OrderReservation<F>>;

  /** Gives the buyer what they paid for (issue tickets, grant membership), in the payment's transaction. */
  fulfil(q: QueryRunner, order: OrderRecord): Promise<void>;

  /** Gives back what the order held (seats, a coupon) when it closes unpaid: cancelled or expired. */
  release(q: QueryRunner, order: OrderRecord): Promise<void>;

  /**
   * A payment arrived after the order expired (and `release` ran): takes back what the order needs
   * if it is still free (`true`: the order is revived and fulfilled), else `false` and the payment
   * is returned. In the payment's transaction, with the order row locked.
   */
  revive(q: QueryRunner, order: OrderRecord): Promise<boolean>;

  /**
   * Refunds `quantity` units (undefined: every refundable one) of a paid order: marks them, gives
   * the stock back. Throws an AppException when it cannot (too many, too late). The order row is
   * locked; orders moves the money and the status.
   */
  refund(q: QueryRunner, order: OrderRecord, quantity: number | undefined): Promise<KindRefund>;

  /** The kind's view of each order (one call per page of orders: batch your reads). */
  present(orders: readonly OrderRecord[], lang: Language, now: Date): Promise<Map<string, OrderKindView<F>>>;
}

/** Marks the provider that implements {@link OrderKindHandler} for one kind (found with Nest's DiscoveryService). */
export const SellsOrderKind = DiscoveryService.createDecorator<Record<string, never>>();
