import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { ApplicationStatus } from '@contracts/schemas/advertisers';

/**
 * An advertiser's application (SPEC §3): company, legal person, contact. One open application per
 * user (awaiting review, approved or rejected: the partial unique index); a rejected one is edited
 * and resubmitted in place; a paid one is the advertiser's record from then on.
 */
@Entity('ad_applications')
@Index('ux_ad_applications_open_per_user', ['userId'], { unique: true, where: `"status" IN ('awaiting_review', 'approved', 'rejected')` })
@Index('ix_ad_applications_status_time', ['status', 'updatedAt'])
export class AdApplicationEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'uuid' })
  userId: string;

  @Column({ type: 'varchar', length: 20 })
  status: ApplicationStatus;

  @Column({ type: 'varchar', length: 100 })
  companyName: string;

  @Column({ type: 'varchar', length: 20 })
  province: string;

  @Column({ type: 'varchar', length: 20 })
  city: string;

  @Column({ type: 'varchar', length: 20 })
  district: string;

  @Column({ type: 'varchar', length: 200 })
  address: string;

  @Column({ type: 'varchar', length: 18 })
  creditCode: string;

  @Column({ type: 'varchar', length: 500 })
  licenseImage: string;

  @Column({ type: 'varchar', length: 500 })
  businessScope: string;

  @Column({ type: 'varchar', length: 100 })
  legalName: string;

  @Column({ type: 'varchar', length: 5 })
  legalPhonePrefix: string;

  @Column({ type: 'varchar', length: 15 })
  legalPhone: string;

  @Column({ type: 'varchar', length: 254 })
  legalEmail: string;

  @Column({ type: 'varchar', length: 100 })
  contactName: string;

  @Column({ type: 'varchar', length: 5 })
  contactPhonePrefix: string;

  @Column({ type: 'varchar', length: 15 })
  contactPhone: string;

  @Column({ type: 'varchar', length: 254 })
  contactEmail: string;

  @Column({ type: 'varchar', length: 50 })
  wechatId: string;

  @Column({ type: 'varchar', length: 50 })
  whatsapp: string;

  /** The last rejection's reason while rejected. */
  @Column({ type: 'varchar', length: 500, nullable: true })
  rejectReason: string | null;

  /** Or a ready-made reason (`AD_REJECT_TEMPLATES`), rendered in the reader's language. */
  @Column({ type: 'varchar', length: 40, nullable: true })
  rejectReasonKey: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
