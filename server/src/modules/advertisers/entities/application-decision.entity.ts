import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { ApplicationAction } from '@contracts/schemas/advertisers';

/** One step of an application's history: submitted, resubmitted, approved, rejected (why), paid — who and when. */
@Entity('ad_application_decisions')
@Index('ix_ad_application_decisions_application', ['applicationId', 'createdAt'])
export class AdApplicationDecisionEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'uuid' })
  applicationId: string;

  @Column({ type: 'varchar', length: 20 })
  action: ApplicationAction;

  /** The applicant or the reviewer; null for the system (a payment). */
  @Column({ type: 'uuid', nullable: true })
  actorId: string | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  reason: string | null;

  /** A ready-made reason (`AD_REJECT_TEMPLATES`), rendered in the reader's language; `reason` is then null. */
  @Column({ type: 'varchar', length: 40, nullable: true })
  reasonKey: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
