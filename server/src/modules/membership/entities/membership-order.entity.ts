import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { PlanKind, PlanTexts } from '@contracts/schemas/membership';

/** The membership kind's row of an order: the plan as bought, and the VIP period it granted. */
@Entity('membership_orders')
export class MembershipOrderEntity {
  @PrimaryColumn({ type: 'uuid' })
  orderId: string;

  @Column({ type: 'uuid' })
  userId: string;

  @Column({ type: 'uuid' })
  planId: string;

  @Column({ type: 'varchar', length: 16 })
  kind: PlanKind;

  @Column({ type: 'integer', nullable: true })
  months: number | null;

  @Column({ type: 'integer', nullable: true })
  credits: number | null;

  @Column({ type: 'jsonb' })
  names: PlanTexts;

  /** Start of the VIP period this order granted (months plans; set when paid). */
  @Column({ type: 'timestamptz', nullable: true })
  vipFrom: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  vipTo: Date | null;
}
