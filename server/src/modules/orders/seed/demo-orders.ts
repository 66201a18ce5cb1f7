import type { DataSource } from 'typeorm';
import type { OrderKind } from '@contracts/schemas/orders';

/** A paid order of the demo, as a kind's seed describes it (the kind writes its own rows). */
export interface DemoPaidOrder {
  id: string;
  kind: OrderKind;
  /** The kind's order-number letter (T for tickets). */
  letter: string;
  userId: string;
  /** The order's one line: what the kind sold (its reference and title), at a unit price, times a quantity. */
  itemRef: string;
  title: string;
  unitPrice: number;
  quantity: number;
  currency: string;
}

/**
 * Writes a paid order and its succeeded sandbox payment (the orders module's tables) for a kind's
 * demo seed, which is handed this function by the orchestrator (server/src/seed). Returns the
 * order number.
 */
export async function seedPaidOrder(ds: DataSource, o: DemoPaidOrder): Promise<string> {
  const prefix = o.letter + new Date().toISOString().slice(2, 10).replace(/-/g, '');
  const total = o.unitPrice * o.quantity;
  const [{ number }] = (await ds.query(
    `INSERT INTO orders (id, number, kind, status, user_id, quantity, subtotal, discount, total, currency, payment_method, expires_at, paid_at)
     VALUES ($1, $2 || lpad((nextval('order_number_seq') % 10000000)::text, 7, '0'), $3, 'paid', $4, $5, $6, 0, $6, $7, 'sandbox', now(), now())
     RETURNING number`,
    [o.id, prefix, o.kind, o.userId, o.quantity, total, o.currency],
  )) as [{ number: string }];
  await ds.query(
    `INSERT INTO order_lines (order_id, position, item_ref, title, unit_price, quantity, line_total) VALUES ($1, 0, $2, $3, $4, $5, $6)`,
    [o.id, o.itemRef, o.title, o.unitPrice, o.quantity, total],
  );
  await ds.query(
    `INSERT INTO payments (order_id, user_id, provider, status, amount, currency, succeeded_at) VALUES ($1, $2, 'sandbox', 'succeeded', $3, $4, now())`,
    [o.id, o.userId, total, o.currency],
  );
  return number;
}
