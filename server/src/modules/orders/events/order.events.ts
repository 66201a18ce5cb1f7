import { randomUUID } from 'node:crypto';
import type { OrderKind, OrderStatus } from '@contracts/schemas/orders';

/**
 * Events the orders module publishes (past tense, plain data, one object payload). Other modules
 * import only this folder. Each carries a fresh `eventId` that consumers use as their idempotency
 * key, and the order's `kind`, so a module that sells one kind listens to its own orders only.
 */
export interface OrderRef {
  orderId: string;
  userId: string;
  orderNumber: string;
  kind: OrderKind;
}

/**
 * The base of every order event (kinds extend it for their own, e.g. commerce's TicketCheckedIn):
 * `new OrderPaid({ orderId, userId, orderNumber, kind, quantity, late })` — the payload `P` is
 * copied onto the event, whose subclass declares its extra fields `readonly`.
 */
export abstract class OrderEvent<P extends OrderRef = OrderRef> {
  readonly eventId: string = randomUUID();
  declare readonly orderId: string;
  declare readonly userId: string;
  declare readonly orderNumber: string;
  declare readonly kind: OrderKind;
  /** The order's status after the event. */
  abstract readonly status: OrderStatus;

  constructor(p: P) {
    Object.assign(this, p);
  }
}

/** Placed, pending payment until `expiresAt` (a payment window of `windowSeconds`). */
export class OrderPlaced extends OrderEvent<OrderRef & { expiresAt: Date; windowSeconds: number }> {
  readonly status = 'pending_payment' as const;
  declare readonly expiresAt: Date;
  declare readonly windowSeconds: number;
}

/** Paid and fulfilled (tickets issued, membership granted…) in the same transaction. `late` when the payment arrived after expiry and the order was revived. */
export class OrderPaid extends OrderEvent<OrderRef & { quantity: number; late: boolean }> {
  readonly status = 'paid' as const;
  declare readonly quantity: number;
  declare readonly late: boolean;
}

export class OrderCancelled extends OrderEvent {
  readonly status = 'cancelled' as const;
}

export class OrderExpired extends OrderEvent {
  readonly status = 'expired' as const;
}

/** The payment window ends in `minutesLeft` minutes and the order is still unpaid. */
export class OrderExpiringSoon extends OrderEvent<OrderRef & { minutesLeft: number }> {
  readonly status = 'pending_payment' as const;
  declare readonly minutesLeft: number;
}

/** `count` units (tickets) refunded for `amount`; `status` is the order's status after it (paid, refunded or completed). */
export class OrderRefunded extends OrderEvent<OrderRef & { status: OrderStatus; count: number; amount: number }> {
  declare readonly status: OrderStatus;
  declare readonly count: number;
  declare readonly amount: number;
}

/**
 * The order's kind moved a paid order along (a ticket checked in, goods shipped): `status` is the
 * order's status after it (still paid, or completed). Kinds publish it; the owner's open apps are told.
 */
export class OrderProgressed extends OrderEvent<OrderRef & { status: OrderStatus }> {
  declare readonly status: OrderStatus;
}

/** A payment that could not be applied (order closed and sold out, or paid twice) was refunded in full. */
export class PaymentReturned extends OrderEvent<OrderRef & { paymentId: string; status: OrderStatus; amount: number }> {
  declare readonly paymentId: string;
  declare readonly status: OrderStatus;
  declare readonly amount: number;
}

/** Every event that changes what the owner sees of an order (each is pushed as `order:update`). */
export type OrderTransitionEvent =
  OrderPlaced | OrderPaid | OrderCancelled | OrderExpired | OrderRefunded | OrderProgressed | PaymentReturned;
