import { Check, Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { PlanKind, PlanTexts } from '@contracts/schemas/membership';

/** A plan readers can buy: months of VIP, a pack of article credits, or a buyout (permanent VIP). */
@Entity('membership_plans')
@Check('chk_membership_plans_size', `("kind" = 'months') = ("months" IS NOT NULL) AND ("kind" = 'credits') = ("credits" IS NOT NULL)`)
export class MembershipPlanEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'varchar', length: 16 })
  kind: PlanKind;

  @Column({ type: 'integer', nullable: true })
  months: number | null;

  @Column({ type: 'integer', nullable: true })
  credits: number | null;

  /** Minor units. */
  @Column({ type: 'integer' })
  price: number;

  @Column({ type: 'varchar', length: 3, default: 'CNY' })
  currency: string;

  @Column({ type: 'jsonb' })
  names: PlanTexts;

  @Column({ type: 'jsonb' })
  descriptions: PlanTexts;

  @Column({ type: 'boolean', default: true })
  active: boolean;

  @Column({ type: 'integer', default: 0 })
  position: number;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
