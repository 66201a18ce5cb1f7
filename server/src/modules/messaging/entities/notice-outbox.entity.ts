import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { DeliverNoticePayload } from '@server/modules/notices/ports/notice-source.port';

/**
 * Transactional outbox of notices: written in the same transaction as the change that causes the
 * notice, queued after commit; a sweeper queues rows that stayed pending (a crash between commit
 * and queueing, Redis down).
 */
@Entity('notice_outbox')
@Index('idx_notice_outbox_pending', ['createdAt'], { where: '"enqueued_at" IS NULL' })
export class NoticeOutboxEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'jsonb' })
  payload: DeliverNoticePayload;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @Column({ type: 'timestamptz', nullable: true })
  enqueuedAt: Date | null;
}
