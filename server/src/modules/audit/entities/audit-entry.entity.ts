import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** One changed field: its value before and after (secrets are never recorded: ports/audit-trail.port.ts). */
export interface AuditFieldChange {
  before: unknown;
  after: unknown;
}

/** Changed fields only, by field name. */
export type AuditChanges = Record<string, AuditFieldChange>;

/**
 * One thing a person did through an admin or staff route, written in the transaction of the change
 * itself. Append-only: a trigger refuses UPDATE, DELETE and TRUNCATE (migration AuditLog), except
 * the retention job's DELETE of entries past the retention time.
 */
@Entity('audit_entries')
@Index('ix_audit_entries_created', ['createdAt'])
@Index('ix_audit_entries_actor', ['actorId', 'createdAt'])
@Index('ix_audit_entries_target', ['targetType', 'targetId', 'createdAt'])
@Index('ix_audit_entries_action', ['action', 'createdAt'])
export class AuditEntryEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** Who did it (a user id); null for the system (a job). No foreign key: the log outlives nothing it names. */
  @Column({ type: 'uuid', nullable: true })
  actorId: string | null;

  /** What was done, dotted: `user.roles.change`, `user.disable`, … */
  @Column({ type: 'varchar', length: 64 })
  action: string;

  /** The kind of thing it was done to (`user`, `order`, `exhibition`, …) and its id. */
  @Column({ type: 'varchar', length: 32 })
  targetType: string;

  @Column({ type: 'varchar', length: 64 })
  targetId: string;

  @Column({ type: 'jsonb', default: () => "'{}'" })
  changes: AuditChanges;

  /** Why, when the action asks for a reason (a disable, a refund). */
  @Column({ type: 'varchar', length: 500, nullable: true })
  reason: string | null;

  @Column({ type: 'varchar', length: 64, nullable: true })
  ip: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
