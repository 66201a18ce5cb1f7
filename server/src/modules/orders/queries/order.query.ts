import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { one, type Db } from '@server/infra/database/sql';
import type { OrderRecord } from '../ports/order-kind.port';
import { ORDER_COLUMNS } from '../services/order.mapper';

/** Orders' read port for the modules that sell kinds of orders (they never read `orders` themselves). */
@Injectable()
export class OrderQuery {
  constructor(private readonly ds: DataSource) {}

  /** By id, whoever owns it (jobs, check-in); `db` to read inside a transaction. */
  async byId(orderId: string, db: Db = this.ds): Promise<OrderRecord | undefined> {
    return one<OrderRecord>(db, `SELECT ${ORDER_COLUMNS} FROM orders o WHERE o.id = $1`, [orderId]);
  }

  /** By its number (typed at the counter). */
  async byNumber(number: string): Promise<OrderRecord | undefined> {
    return one<OrderRecord>(this.ds, `SELECT ${ORDER_COLUMNS} FROM orders o WHERE o.number = $1`, [number]);
  }

  /** True when the order is the user's and not deleted: what `GET /orders/:id` would show them. */
  async isShownTo(userId: string, orderId: string): Promise<boolean> {
    const hit = await one(this.ds, `SELECT 1 FROM orders WHERE id = $1 AND user_id = $2 AND hidden_at IS NULL`, [orderId, userId]);
    return hit !== undefined;
  }
}
