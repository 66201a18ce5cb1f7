import { Column, CreateDateColumn, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * A business licence picture uploaded by an applicant (#37): kept in private storage (`key`), read
 * back only by its uploader and reviewers; an application may attach only its applicant's own.
 */
@Entity('ad_licences')
@Index('ix_ad_licences_user', ['userId'])
export class AdLicenceEntity {
  @PrimaryColumn({ type: 'uuid', primaryKeyConstraintName: 'PK_ad_licences' })
  id: string;

  @Column({ type: 'uuid' })
  userId: string;

  @Column({ type: 'varchar', length: 200 })
  key: string;

  @Column({ type: 'varchar', length: 40 })
  contentType: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
