import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { AuditEntryEntity, type AuditChanges } from '../entities/audit-entry.entity';

/** One entry as other modules read it (the console shows it). */
export interface AuditEntryView {
  id: string;
  actorId: string | null;
  action: string;
  target: { type: string; id: string };
  changes: AuditChanges;
  reason: string | null;
  ip: string | null;
  createdAt: Date;
}

export interface AuditSearch {
  actorId?: string;
  targetType?: string;
  targetId?: string;
  /** an exact action, or a prefix ending in `.` (`user.` = every action on users) */
  action?: string;
  page: number;
  limit: number;
}

function view(e: AuditEntryEntity): AuditEntryView {
  return {
    id: e.id,
    actorId: e.actorId,
    action: e.action,
    target: { type: e.targetType, id: e.targetId },
    changes: e.changes,
    reason: e.reason,
    ip: e.ip,
    createdAt: e.createdAt,
  };
}

/** The audit log's read port: search by actor, target and action, newest first (each filter has its index). */
@Injectable()
export class AuditLogQuery {
  constructor(@InjectRepository(AuditEntryEntity) private readonly entries: Repository<AuditEntryEntity>) {}

  async search(s: AuditSearch): Promise<{ items: AuditEntryView[]; total: number }> {
    const qb = this.entries.createQueryBuilder('e');
    if (s.actorId) qb.andWhere('e.actor_id = :actor', { actor: s.actorId });
    if (s.targetType) qb.andWhere('e.target_type = :type', { type: s.targetType });
    if (s.targetId) qb.andWhere('e.target_id = :tid', { tid: s.targetId });
    if (s.action) {
      if (s.action.endsWith('.')) qb.andWhere(`e.action LIKE :prefix ESCAPE '\\'`, { prefix: `${s.action.replace(/[\\%_]/g, '\\$&')}%` });
      else qb.andWhere('e.action = :action', { action: s.action });
    }
    const [rows, total] = await qb
      .orderBy('e.created_at', 'DESC')
      .addOrderBy('e.id', 'DESC')
      .skip((s.page - 1) * s.limit)
      .take(s.limit)
      .getManyAndCount();
    return { items: rows.map(view), total };
  }

  /** The newest entries about one thing (a user's page shows them). */
  async recentFor(target: { type: string; id: string }, limit = 10): Promise<AuditEntryView[]> {
    return (await this.search({ targetType: target.type, targetId: target.id, page: 1, limit })).items;
  }
}
