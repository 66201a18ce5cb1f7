import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { Role } from '@contracts/api';
import { SessionService } from '../services/session.service';

/**
 * Auth's write port for roles other modules grant (advertisers: an approved application gives the
 * `advertiser` role). Adds the role once (idempotent), then drops the user's cached sessions so
 * the next request sees it.
 */
@Injectable()
export class UserRolesCommand {
  constructor(
    private readonly ds: DataSource,
    private readonly sessions: SessionService,
  ) {}

  /** True when the role was added now (false: the user already had it, or does not exist). */
  async grant(userId: string, role: Role): Promise<boolean> {
    const [, changed] = (await this.ds.query(
      `UPDATE users SET roles = array_append(roles, $2::text) WHERE id = $1 AND NOT ($2 = ANY(roles))`,
      [userId, role],
    )) as [unknown, number];
    if (changed > 0) await this.sessions.forgetUser(userId);
    return changed > 0;
  }
}
