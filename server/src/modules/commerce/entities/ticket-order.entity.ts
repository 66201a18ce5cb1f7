import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * What a ticket order holds, beside its generic `orders` row (same id): the exhibition and ticket
 * type, the holder, the coupon spent on it and the ticket counters. Written in the same statement
 * as the order (the ticket kind's reservation); the counters move only by guarded UPDATEs.
 */
@Entity('ticket_orders')
export class TicketOrderEntity {
  @PrimaryColumn({ type: 'uuid' })
  orderId: string;

  @Index()
  @Column({ type: 'uuid' })
  exhibitionId: string;

  @Column({ type: 'uuid' })
  ticketTypeId: string;

  @Column({ type: 'varchar', length: 50 })
  holderName: string;

  @Column({ type: 'varchar', length: 254 })
  holderEmail: string;

  @Column({ type: 'varchar', length: 56 })
  holderCountry: string;

  @Column({ type: 'uuid', nullable: true })
  userCouponId: string | null;

  @Column({ type: 'integer', default: 0 })
  verifiedCount: number;

  @Column({ type: 'integer', default: 0 })
  refundedCount: number;
}
