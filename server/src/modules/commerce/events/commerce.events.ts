import { randomUUID } from 'node:crypto';
import type { OrderStatus } from '@contracts/schemas/commerce';

/**
 * Events the commerce module publishes (past tense, plain data). Other modules import only this
 * folder. Each carries a fresh `eventId` that consumers use as their idempotency key.
 */
abstract class OrderEvent {
  readonly eventId: string = randomUUID();
  abstract readonly status: OrderStatus;

  constructor(
    readonly orderId: string,
    readonly userId: string,
    readonly orderNumber: string,
    readonly kind: string,
  ) {}
}

export class OrderPlaced extends OrderEvent {
  readonly status = 'pending_payment' as const;
  constructor(
    orderId: string,
    userId: string,
    orderNumber: string,
    kind: string,
    readonly expiresAt: Date,
    readonly windowSeconds: number,
  ) {
    super(orderId, userId, orderNumber, kind);
  }
}

/** Paid: tickets issued. `late` when the payment arrived after expiry and seats were still free. */
export class OrderPaid extends OrderEvent {
  readonly status = 'paid' as const;
  constructor(
    orderId: string,
    userId: string,
    orderNumber: string,
    kind: string,
    readonly quantity: number,
    readonly late: boolean,
  ) {
    super(orderId, userId, orderNumber, kind);
  }
}

export class OrderCancelled extends OrderEvent {
  readonly status = 'cancelled' as const;
}

export class OrderExpired extends OrderEvent {
  readonly status = 'expired' as const;
}

/** The payment window ends in `minutesLeft` minutes and the order is still unpaid. */
export class OrderExpiringSoon extends OrderEvent {
  readonly status = 'pending_payment' as const;
  constructor(
    orderId: string,
    userId: string,
    orderNumber: string,
    kind: string,
    readonly minutesLeft: number,
  ) {
    super(orderId, userId, orderNumber, kind);
  }
}

/** `count` tickets refunded; `status` is the order's status after the refund (paid, refunded or completed). */
export class OrderRefunded extends OrderEvent {
  constructor(
    orderId: string,
    userId: string,
    orderNumber: string,
    kind: string,
    readonly status: OrderStatus,
    readonly count: number,
    readonly amount: number,
  ) {
    super(orderId, userId, orderNumber, kind);
  }
}

/** A payment that could not be applied (order closed and sold out, or paid twice) was refunded in full. */
export class PaymentReturned {
  readonly eventId: string = randomUUID();
  constructor(
    readonly paymentId: string,
    readonly orderId: string,
    readonly userId: string,
    readonly orderNumber: string,
    readonly status: OrderStatus,
    readonly amount: number,
  ) {}
}

/** Tickets of an order checked in (one scan, or N at the counter). `status`: the order's status after it. */
export class TicketCheckedIn extends OrderEvent {
  constructor(
    orderId: string,
    userId: string,
    orderNumber: string,
    kind: string,
    readonly status: OrderStatus,
    readonly count: number,
    readonly gate: string | null,
  ) {
    super(orderId, userId, orderNumber, kind);
  }
}

export type OrderTransitionEvent =
  OrderPlaced | OrderPaid | OrderCancelled | OrderExpired | OrderRefunded | TicketCheckedIn | PaymentReturned;
