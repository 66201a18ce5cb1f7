import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { MessageCategory } from '@contracts/schemas/messages';
import type { StoredParams } from '@server/common/i18n/i18n';

/**
 * One inbox message of one user. Stores the message keys and their parameters (rendered in the
 * reader's language); (eventId, recipientId) is the delivery's idempotency key.
 */
@Entity('messages')
@Index('uq_messages_event_recipient', ['eventId', 'recipientId'], { unique: true })
export class MessageEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Index()
  @Column({ type: 'uuid' })
  recipientId: string;

  @Column({ type: 'varchar', length: 100 })
  eventId: string;

  @Column({ type: 'varchar', length: 16 })
  category: MessageCategory;

  @Column({ type: 'varchar', length: 100 })
  titleKey: string;

  @Column({ type: 'varchar', length: 100 })
  bodyKey: string;

  @Column({ type: 'jsonb', default: () => "'{}'" })
  params: StoredParams;

  @Column({ type: 'varchar', length: 300, nullable: true })
  link: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  readAt: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  deletedAt: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
