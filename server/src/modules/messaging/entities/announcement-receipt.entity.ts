import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/** One user's marker on one announcement: read and/or hidden ("deleted" from their inbox). */
@Entity('announcement_receipts')
@Index('idx_announcement_receipts_user', ['userId'])
export class AnnouncementReceiptEntity {
  @PrimaryColumn({ type: 'uuid' })
  announcementId: string;

  @PrimaryColumn({ type: 'uuid' })
  userId: string;

  @Column({ type: 'timestamptz', nullable: true })
  readAt: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  hiddenAt: Date | null;
}
