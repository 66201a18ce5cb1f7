import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { AdSlot, CreativeStatus } from '@contracts/schemas/advertisers';

/** Stored states; `running` and `ended` are `scheduled` seen against the window. */
export type StoredCampaignStatus = 'pending_payment' | 'scheduled' | 'cancelled' | 'refunded';

/**
 * One placement bought (an order of kind `ad_placement`): the package's slot and days, the window
 * set on payment, the creative and its review.
 */
@Entity('ad_campaigns')
@Index('ix_ad_campaigns_serving', ['slot', 'status', 'startsAt'])
@Index('ix_ad_campaigns_user', ['userId', 'createdAt'])
export class AdCampaignEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'uuid' })
  applicationId: string;

  @Column({ type: 'uuid' })
  userId: string;

  @Column({ type: 'uuid' })
  packageId: string;

  @Index('ux_ad_campaigns_order', { unique: true })
  @Column({ type: 'uuid' })
  orderId: string;

  @Column({ type: 'varchar', length: 16 })
  slot: AdSlot;

  @Column({ type: 'integer' })
  days: number;

  @Column({ type: 'varchar', length: 20 })
  status: StoredCampaignStatus;

  @Column({ type: 'timestamptz', nullable: true })
  startsAt: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  endsAt: Date | null;

  @Column({ type: 'varchar', length: 500 })
  image: string;

  @Column({ type: 'varchar', length: 60 })
  title: string;

  @Column({ type: 'varchar', length: 500 })
  link: string;

  @Column({ type: 'varchar', length: 20, default: 'pending_review' })
  creativeStatus: CreativeStatus;

  @Column({ type: 'varchar', length: 500, nullable: true })
  creativeReason: string | null;

  /** Or a ready-made reason (`AD_REJECT_TEMPLATES`), rendered in the reader's language. */
  @Column({ type: 'varchar', length: 40, nullable: true })
  creativeReasonKey: string | null;

  /** When the creative was first approved (never cleared): from then on the ad may have run, and the order is not refunded. */
  @Column({ type: 'timestamptz', nullable: true })
  creativeApprovedAt: Date | null;

  /** What was paid (minor units); 0 until paid and after a refund. */
  @Column({ type: 'integer', default: 0 })
  spend: number;

  @Column({ type: 'varchar', length: 3, default: 'CNY' })
  currency: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
