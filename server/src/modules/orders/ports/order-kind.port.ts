import { DiscoveryService } from '@nestjs/core';
import type { QueryRunner } from 'typeorm';
import type { Language } from '@contracts/language';
import type { OrderCore, OrderKind, OrderStatus, PaymentProviderName } from '@contracts/schemas/commerce';
import type { MessageKey } from '@server/common/i18n/i18n';
import type { Sql } from '@server/infra/database/sql-template';

/**
 * How a kind of order (`ticket`, `membership`, `ad_placement`, `goods`) plugs into orders and
 * payments, which know no kind themselves. The module that sells the kind implements
 * {@link OrderKindHandler} on one provider marked `@SellsOrderKind()`; orders finds it at start.
 *
 * Every hook that takes a `QueryRunner` runs inside the transaction of the order's transition,
 * after orders won the guarded status change (so exactly once per transition), and must only
 * touch the kind's own tables. Side effects outside the database (mail, caches, other services)
 * belong in a handler of the order's event, after the commit.
 */

/** An order as the orders module keeps it, whatever its kind. */
export interface OrderRecord {
  id: string;
  number: string;
  kind: OrderKind;
  status: OrderStatus;
  userId: string;
  unitPrice: number;
  quantity: number;
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
  /** The kind's own fields of the order's JSON (a ticket order: exhibition, ticket type, holder, ticket counts). */
  fields: F;
  /** May the buyer refund now, and see what the order gave them (tickets)? */
  actions: { refund: boolean; viewTickets: boolean };
}

/** An order as the API shows it: the core every order has and its kind's fields. */
export type ShownOrder<F extends object> = OrderCore & F;

/**
 * What an order takes at creation, as parts of the order's own INSERT statement: the stock, the
 * kind's row and the order commit together in one statement (one round trip, no lock held across
 * round trips), or not at all.
 */
export interface OrderReservation<F extends object> {
  quantity: number;
  /** Minor units off the subtotal (e.g. a coupon); the total never goes below 0. */
  discount: number;
  currency: string;
  remark: string | null;
  /**
   * Takes the stock: a query that returns one row with the `unit_price` charged when it took what
   * the order needs, and no row when it could not (sold out). Orders names it `reserved`.
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
