import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * One line of an order: an item of the order's kind at a unit price, times a quantity. Written by
 * the order's own INSERT statement (OrdersService.place), never changed afterwards: refunds and
 * discounts are counted on the order. Σ line_total = the order's subtotal.
 */
@Entity('order_lines')
export class OrderLineEntity {
  @PrimaryColumn({ type: 'uuid' })
  orderId: string;

  /** 0, 1, … in the order the lines were placed. */
  @PrimaryColumn({ type: 'smallint' })
  position: number;

  /** The kind's reference to the item (a ticket type id, a plan id, a package id). */
  @Column({ type: 'varchar', length: 64 })
  itemRef: string;

  /** The title when placed, in the buyer's language then. */
  @Column({ type: 'varchar', length: 200 })
  title: string;

  @Column({ type: 'integer' })
  unitPrice: number;

  @Column({ type: 'integer' })
  quantity: number;

  @Column({ type: 'integer' })
  lineTotal: number;

  /** The kind's own facts about the item, if any. */
  @Column({ type: 'jsonb', nullable: true })
  data: Record<string, unknown> | null;
}
