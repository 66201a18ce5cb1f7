import { Injectable } from '@nestjs/common';
import type { Role } from '@contracts/api';
import { paged, type Paged } from '@contracts/api';
import type { AuditEntryDto, ChangeRolesInput, ConsoleUserDetailDto, ConsoleUserDto } from '@contracts/schemas/console';
import { isUuid } from '@contracts/validators';
import { AppException } from '@server/common/errors/app.exception';
import { Ok } from '@server/common/http/ok';
import { AuditTrail, changedFields } from '@server/modules/audit/ports/audit-trail.port';
import type { AuditEntryView } from '@server/modules/audit/queries/audit-log.query';
import { AuditLogQuery } from '@server/modules/audit/queries/audit-log.query';
import { UserAccountsCommand, type AccountChange, type WithinChange } from '@server/modules/auth/queries/user-accounts.command';
import { UserDirectoryQuery, type StaffUserView } from '@server/modules/auth/queries/user-directory.query';
import { UserSummaryQuery } from '@server/modules/auth/queries/user-summary.query';

/** Who acts, and from where (the audit entry's actor and IP). */
export interface Acting {
  userId: string;
  ip: string;
}

export const AuditAction = {
  RolesChange: 'user.roles.change',
  Disable: 'user.disable',
  Enable: 'user.enable',
} as const;

function toUser(u: StaffUserView): ConsoleUserDto {
  return {
    id: u.id,
    nickname: u.nickname,
    avatar: u.avatar,
    ...(u.phone ? { phone: u.phone } : {}),
    ...(u.email ? { email: u.email } : {}),
    roles: u.roles,
    status: u.status,
    disabled: u.status !== 'active',
    createdAt: u.createdAt.toISOString(),
  };
}

/**
 * People in the console: found and shown through auth's directory, changed through auth's
 * accounts command, each change's audit entry written inside auth's transaction (the
 * `WithinChange` hook), actors named through auth's summaries.
 */
@Injectable()
export class ConsolePeopleService {
  constructor(
    private readonly directory: UserDirectoryQuery,
    private readonly accounts: UserAccountsCommand,
    private readonly summaries: UserSummaryQuery,
    private readonly trail: AuditTrail,
    private readonly log: AuditLogQuery,
  ) {}

  async search(q: string | undefined, page: number, limit: number): Promise<Paged<ConsoleUserDto>> {
    const { items, total } = await this.directory.search(q ?? '', page, limit);
    return paged(items.map(toUser), { page, limit }, total);
  }

  async detail(id: string): Promise<ConsoleUserDetailDto> {
    const u = await this.directory.detail(id);
    if (!u) throw AppException.notFound();
    const recent = await this.log.recentFor({ type: 'user', id }, 10);
    return {
      ...toUser(u),
      activeSessions: u.activeSessions,
      lastSeenAt: u.lastSeenAt?.toISOString() ?? null,
      recentAudit: await this.entries(recent),
    };
  }

  async changeRoles(by: Acting, id: string, input: ChangeRolesInput): Promise<Ok<ConsoleUserDto>> {
    const grant: Role[] = [...(input.role ? [input.role] : []), ...(input.grant ?? [])];
    const changed = await this.accounts.changeRoles(
      by.userId,
      id,
      { grant, revoke: input.revoke ?? [] },
      this.audited(by, AuditAction.RolesChange),
    );
    return this.answer(id, changed, 'console.roles.changed');
  }

  async setDisabled(by: Acting, id: string, disabled: boolean, reason: string | undefined): Promise<Ok<ConsoleUserDto>> {
    const action = disabled ? AuditAction.Disable : AuditAction.Enable;
    const changed = await this.accounts.setDisabled(by.userId, id, disabled, this.audited(by, action, reason));
    return this.answer(id, changed, disabled ? 'console.user.disabled' : 'console.user.enabled');
  }

  /** The audit log, actors named; `actor` an id, a phone or an e-mail (unknown: an empty page). */
  async audit(q: { actor?: string; target?: string; action?: string; page: number; limit: number }): Promise<Paged<AuditEntryDto>> {
    let actorId: string | undefined;
    if (q.actor) {
      actorId = isUuid(q.actor) ? q.actor.toLowerCase() : (await this.summaries.byAccount(q.actor))?.id;
      if (!actorId) return paged([], q, 0);
    }
    const colon = q.target?.indexOf(':') ?? -1;
    const target = q.target
      ? colon > 0
        ? { targetType: q.target.slice(0, colon), targetId: q.target.slice(colon + 1) }
        : { targetId: q.target }
      : {};
    const { items, total } = await this.log.search({ actorId, action: q.action, ...target, page: q.page, limit: q.limit });
    return paged(await this.entries(items), q, total);
  }

  /** The hook auth runs inside the change's transaction: the change's audit entry. */
  private audited(by: Acting, action: string, reason?: string): WithinChange {
    return (m, change: AccountChange) =>
      this.trail.record(m, {
        actorId: by.userId,
        action,
        target: { type: 'user', id: change.userId },
        changes: changedFields(change.before, change.after),
        reason: reason ?? null,
        ip: by.ip,
      });
  }

  private async answer(
    id: string,
    changed: AccountChange | null,
    key: 'console.roles.changed' | 'console.user.disabled' | 'console.user.enabled',
  ) {
    const u = await this.directory.detail(id);
    if (!u) throw AppException.notFound();
    return new Ok(toUser(u), changed ? key : 'console.unchanged');
  }

  private async entries(rows: AuditEntryView[]): Promise<AuditEntryDto[]> {
    const names = await this.summaries.byIds(rows.flatMap((r) => (r.actorId ? [r.actorId] : [])));
    return rows.map((r) => {
      const actor = r.actorId ? names.get(r.actorId) : undefined;
      return {
        id: r.id,
        actor: r.actorId ? { id: r.actorId, nickname: actor?.nickname ?? '' } : null,
        action: r.action,
        target: r.target,
        changes: r.changes,
        reason: r.reason,
        ip: r.ip,
        at: r.createdAt.toISOString(),
      };
    });
  }
}
