import type { QueryRunner } from 'typeorm';
import type { Language } from '@contracts/language';
import type { OrderKind } from '@contracts/schemas/orders';
import type { Ok } from '@server/common/http/ok';
import type { OrderKindHandler, OrderRecord, ShownOrder } from './order-kind.port';

/**
 * What a module that sells a kind of order asks of orders (inject `OrderDesk`; OrdersModule
 * exports it). Reads are in `queries/order.query.ts`.
 */
export abstract class OrderDesk {
  /**
   * Places an order of `kind` for `input` (the kind's own order form, checked by `kind.reserve`,
   * which says the lines): one statement takes the stock and writes the order, its lines and the
   * kind's row; the expiry is
   * scheduled and OrderPlaced published. Undefined when the reservation took nothing (sold out):
   * the kind refuses in its own words.
   */
  abstract place<I, F extends object, K extends OrderKind>(
    kind: OrderKindHandler<I, F> & { readonly kind: K },
    userId: string,
    input: I,
    lang: Language,
  ): Promise<Ok<ShownOrder<F> & { kind: K }> | undefined>;

  /** Locks a paid order in the kind's transaction (e.g. before counting used tickets); undefined when it is not paid. */
  abstract lockPaid(q: QueryRunner, orderId: string): Promise<OrderRecord | undefined>;

  /** paid → completed, in the kind's transaction, once the kind says everything was used; false when it was not paid. */
  abstract complete(q: QueryRunner, orderId: string): Promise<boolean>;
}
