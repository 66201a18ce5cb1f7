import { Column, Entity, Index, PrimaryColumn, PrimaryGeneratedColumn } from 'typeorm';

export type UserCouponRowStatus = 'unused' | 'used';

/** A coupon a user claimed; `expired` is not stored (unused past `expiresAt`). */
@Entity('user_coupons')
@Index('idx_user_coupons_user', ['userId', 'claimedAt'])
export class UserCouponEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'uuid' })
  couponId: string;

  @Column({ type: 'uuid' })
  userId: string;

  @Column({ type: 'varchar', length: 10, default: 'unused' })
  status: UserCouponRowStatus;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  claimedAt: Date;

  @Column({ type: 'timestamptz' })
  expiresAt: Date;

  @Index()
  @Column({ type: 'uuid', nullable: true })
  usedOrderId: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  usedAt: Date | null;
}

/** How many of a coupon a user has claimed: the per-person limit is a conditional upsert on this row. */
@Entity('user_coupon_counters')
export class UserCouponCounterEntity {
  @PrimaryColumn({ type: 'uuid' })
  couponId: string;

  @PrimaryColumn({ type: 'uuid' })
  userId: string;

  @Column({ type: 'integer' })
  claimed: number;
}
