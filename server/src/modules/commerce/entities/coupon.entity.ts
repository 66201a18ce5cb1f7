import { Check, Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { CouponKind } from '@contracts/schemas/commerce';
import type { LocalText } from '../services/local-text';

/** A coupon campaign: `claimed` only moves by a conditional UPDATE (`claimed < stock`). */
@Entity('coupons')
@Check('chk_coupons_claimed', '"claimed" >= 0 AND "claimed" <= "stock"')
export class CouponEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'jsonb' })
  title: LocalText;

  @Column({ type: 'varchar', length: 10 })
  kind: CouponKind;

  /** amount: minor units off; percent: 1–100. */
  @Column({ type: 'integer' })
  value: number;

  @Column({ type: 'integer', default: 0 })
  minSpend: number;

  @Column({ type: 'varchar', length: 3, default: 'CNY' })
  currency: string;

  @Column({ type: 'integer', default: 1 })
  perPersonLimit: number;

  @Column({ type: 'integer' })
  validDays: number;

  @Column({ type: 'integer' })
  stock: number;

  @Column({ type: 'integer', default: 0 })
  claimed: number;

  @Column({ type: 'boolean', default: true })
  active: boolean;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
