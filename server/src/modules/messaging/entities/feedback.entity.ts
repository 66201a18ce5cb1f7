import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { FeedbackStatus, FeedbackType } from '@contracts/schemas/feedback';

/** A user's feedback and the platform's (single) reply. */
@Entity('feedback')
@Index('idx_feedback_user_created', ['userId', 'createdAt'])
@Index('idx_feedback_status_created', ['status', 'createdAt'])
export class FeedbackEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'uuid' })
  userId: string;

  @Column({ type: 'varchar', length: 16 })
  type: FeedbackType;

  @Column({ type: 'text' })
  content: string;

  /** Upload paths, at most nine. */
  @Column({ type: 'text', array: true, default: () => "'{}'" })
  screenshots: string[];

  @Column({ type: 'varchar', length: 16, default: 'open' })
  status: FeedbackStatus;

  @Column({ type: 'text', nullable: true })
  replyContent: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  repliedAt: Date | null;

  @Column({ type: 'uuid', nullable: true })
  repliedBy: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
