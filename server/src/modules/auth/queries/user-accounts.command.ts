import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { ROLES, type Role } from '@contracts/api';
import { AppException } from '@server/common/errors/app.exception';
import type { UserStatus } from '../entities/user.entity';
import { SessionService } from '../services/session.service';

/** What an account looked like before and after a staff change (roles in ROLES' order). */
export interface AccountChange {
  userId: string;
  before: { roles: Role[]; status: UserStatus };
  after: { roles: Role[]; status: UserStatus };
}

/**
 * The caller's part of the change's transaction (the console writes the audit entry here): it runs
 * after the account's row changed, before the commit; if it throws, nothing of the change stays.
 */
export type WithinChange = (m: EntityManager, change: AccountChange) => Promise<void>;

/** Every staff change of roles or status queues behind this one transaction-scoped lock (the last-admin rule). */
const STAFF_LOCK = `SELECT pg_advisory_xact_lock(hashtext('reefline:staff-accounts'))`;

function canonical(roles: readonly string[]): Role[] {
  return ROLES.filter((r) => roles.includes(r));
}

interface Row {
  roles: string[];
  status: UserStatus;
}

/**
 * Auth's write port for the operators' console: grant and revoke roles, disable and re-enable an
 * account. Auth keeps its rules (only an active admin changes accounts, checked again inside the
 * transaction; never the last active admin removed; not one's own account disabled; a deleted
 * account stays as it is) and its effects after the commit (cached sessions dropped, so a role
 * change holds from the user's next request; a disabled account's sessions revoked and its sockets
 * closed at once). Changes queue behind one advisory lock, so two admins revoking each other at
 * once leave one admin.
 */
@Injectable()
export class UserAccountsCommand {
  constructor(
    private readonly ds: DataSource,
    private readonly sessions: SessionService,
  ) {}

  /** Null when nothing changed (every role to grant already held, every one to revoke absent). */
  changeRoles(actorId: string, userId: string, roles: { grant: readonly Role[]; revoke: readonly Role[] }, within: WithinChange) {
    return this.change(actorId, userId, within, (u) => ({
      roles: canonical([...u.roles, ...roles.grant].filter((r) => !roles.revoke.includes(r as Role))),
      status: u.status,
    }));
  }

  /** Null when the account already was in that state. */
  setDisabled(actorId: string, userId: string, disabled: boolean, within: WithinChange) {
    if (disabled && actorId === userId) throw AppException.fail('auth.staff.not_yourself');
    return this.change(actorId, userId, within, (u) => ({ roles: canonical(u.roles), status: disabled ? 'disabled' : 'active' }));
  }

  private async change(
    actorId: string,
    userId: string,
    within: WithinChange,
    next: (u: Row) => AccountChange['after'],
  ): Promise<AccountChange | null> {
    const change = await this.ds.transaction(async (m) => {
      await m.query(STAFF_LOCK);
      // The actor's rights as they are now (the session's cached roles may be a moment old).
      const [actor] = (await m.query(`SELECT roles, status FROM users WHERE id = $1`, [actorId])) as Row[];
      if (actor?.status !== 'active' || !actor.roles.includes('admin')) throw AppException.forbidden();
      const [user] = (await m.query(`SELECT roles, status FROM users WHERE id = $1 FOR UPDATE`, [userId])) as Row[];
      if (!user) throw AppException.notFound();
      if (user.status === 'deleted') throw AppException.fail('auth.staff.deleted_account');
      const before = { roles: canonical(user.roles), status: user.status };
      const after = next(user);
      if (before.status === after.status && before.roles.join() === after.roles.join()) return null;
      const wasAdmin = before.status === 'active' && before.roles.includes('admin');
      const staysAdmin = after.status === 'active' && after.roles.includes('admin');
      if (wasAdmin && !staysAdmin) {
        const [{ n }] = (await m.query(
          `SELECT count(*)::int AS n FROM users WHERE status = 'active' AND 'admin' = ANY(roles) AND id <> $1`,
          [userId],
        )) as [{ n: number }];
        if (n === 0) throw AppException.fail('auth.staff.last_admin');
      }
      await m.query(`UPDATE users SET roles = $2::text[], status = $3, updated_at = now() WHERE id = $1`, [
        userId,
        after.roles,
        after.status,
      ]);
      const c: AccountChange = { userId, before, after };
      await within(m, c);
      return c;
    });
    if (!change) return null;
    if (change.after.status !== 'active' && change.before.status === 'active') {
      // Disabled: every session ends now (-203 while disabled; a fresh login after re-enabling).
      await this.sessions.revokeAllOf(userId, 'admin');
      await this.sessions.accountClosed(userId);
    } else {
      // Roles or status: every instance reloads the user's sessions on their next request.
      await this.sessions.forgetUser(userId);
    }
    return change;
  }
}
