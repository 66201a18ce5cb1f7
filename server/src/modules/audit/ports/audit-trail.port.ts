import { Injectable } from '@nestjs/common';
import { EntityManager, type QueryRunner } from 'typeorm';
import type { AuditChanges } from '../entities/audit-entry.entity';

export type { AuditChanges, AuditFieldChange } from '../entities/audit-entry.entity';

/** What a module records of one admin or staff action. */
export interface AuditEntryInput {
  /** the user who acted; null for the system */
  actorId: string | null;
  /** dotted, `<target type>.<verb>`: `user.roles.change`, `user.disable`, `order.refund` */
  action: string;
  target: { type: string; id: string };
  /** changed fields only (build them with {@link changedFields}); never a secret */
  changes: AuditChanges;
  reason?: string | null;
  ip?: string | null;
}

/** Field names never recorded, whatever a caller passes (passwords, tokens, keys, codes). */
const SECRET = /pass(word)?|secret|token|hash|key|code|otp|card|cvv/i;

/**
 * The changed fields between two snapshots of one thing: a field is kept when its value differs
 * (compared as JSON); fields whose names look secret are dropped. Arrays compare in order.
 */
export function changedFields<T extends object>(before: Partial<T>, after: Partial<T>): AuditChanges {
  const out: AuditChanges = {};
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  for (const key of keys) {
    if (SECRET.test(key)) continue;
    const b = (before as Record<string, unknown>)[key] ?? null;
    const a = (after as Record<string, unknown>)[key] ?? null;
    if (JSON.stringify(b) !== JSON.stringify(a)) out[key] = { before: b, after: a };
  }
  return out;
}

/** The runner of a transaction, whether the caller holds its QueryRunner or its EntityManager. */
function runnerOf(q: QueryRunner | EntityManager): QueryRunner | undefined {
  return q instanceof EntityManager ? q.queryRunner : q;
}

/**
 * The audit log's write port (docs/decisions/0128-audit-log-and-people.md). A module that changes
 * something on an admin's or staff member's behalf records it here INSIDE the change's own
 * transaction: the entry commits with the change, or neither does. Called outside a transaction
 * it throws (a change without its entry, or an entry without its change, cannot be written).
 * There is no update or delete: the table refuses them (trigger), and nothing here offers them.
 */
@Injectable()
export class AuditTrail {
  async record(q: QueryRunner | EntityManager, entry: AuditEntryInput): Promise<void> {
    const runner = runnerOf(q);
    if (!runner?.isTransactionActive) throw new Error('audit entries are written inside the transaction of the change they record');
    const changes = Object.fromEntries(Object.entries(entry.changes).filter(([k]) => !SECRET.test(k)));
    await runner.query(
      `INSERT INTO audit_entries (actor_id, action, target_type, target_id, changes, reason, ip) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [
        entry.actorId,
        entry.action,
        entry.target.type,
        entry.target.id,
        JSON.stringify(changes),
        entry.reason?.slice(0, 500) ?? null,
        entry.ip?.slice(0, 64) ?? null,
      ],
    );
  }
}
