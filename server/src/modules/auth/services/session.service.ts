import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, Repository } from 'typeorm';
import { randomToken, sha256Hex } from '@server/common/security/crypto';
import { AppConfig } from '@server/config/app-config';
import { UserChannel } from '@server/infra/realtime/user-channel';
import { SessionEntity, type RevokeReason } from '../entities/session.entity';
import { SessionCache } from './session-cache';

/**
 * Sessions: random 256-bit tokens, stored as SHA-256, sliding expiry (read and checked by
 * SessionAuthenticator), cached in Redis for a few minutes and in each instance's memory
 * (SessionCache). Ending a session clears both at once and disconnects its `/me` sockets on every
 * instance (UserChannel): every revocation goes through `revokeRows`.
 */
@Injectable()
export class SessionService {
  constructor(
    @InjectRepository(SessionEntity) private readonly sessions: Repository<SessionEntity>,
    private readonly config: AppConfig,
    private readonly local: SessionCache,
    private readonly channel: UserChannel,
  ) {}

  async create(userId: string, meta: { ip?: string; userAgent?: string }): Promise<{ token: string; session: SessionEntity }> {
    const token = randomToken(32);
    const now = new Date();
    const session = await this.sessions.save(
      this.sessions.create({
        userId,
        tokenHash: sha256Hex(token),
        lastUsedAt: now,
        expiresAt: new Date(now.getTime() + this.config.sessionTtlMs),
        ip: meta.ip?.slice(0, 64) ?? null,
        userAgent: meta.userAgent?.slice(0, 300) ?? null,
      }),
    );
    return { token, session };
  }

  async revoke(sessionId: string, reason: RevokeReason): Promise<void> {
    const rows = await this.sessions.find({ where: { id: sessionId, revokedAt: IsNull() }, select: { id: true, tokenHash: true } });
    await this.revokeRows(rows, reason);
  }

  /** Revokes every session of a user, except `keepSessionId` (e.g. the one that changed the password). */
  async revokeAllOf(userId: string, reason: RevokeReason, keepSessionId?: string): Promise<number> {
    const rows = await this.sessions.find({ where: { userId, revokedAt: IsNull() }, select: { id: true, tokenHash: true } });
    return this.revokeRows(
      rows.filter((r) => r.id !== keepSessionId),
      reason,
    );
  }

  /** Drops cached copies of a user's sessions (after a role or status change). */
  async forgetUser(userId: string): Promise<void> {
    const rows = await this.sessions.find({ where: { userId }, select: { tokenHash: true } });
    if (rows.length) await this.forget(rows.map((r) => r.tokenHash));
  }

  /**
   * After an account stopped being active (disabled by an admin, deleted) and that change committed:
   * its cached sessions go (-203 from the next request on) and every open socket of the user closes.
   */
  async accountClosed(userId: string): Promise<void> {
    await this.forgetUser(userId);
    this.channel.endUser(userId);
  }

  /** Deletes sessions that expired more than `graceDays` ago (maintenance job). */
  async purgeExpired(graceDays = 30): Promise<number> {
    const result = await this.sessions
      .createQueryBuilder()
      .delete()
      .where(`expires_at < now() - make_interval(days => :d)`, { d: graceDays })
      .execute();
    return result.affected ?? 0;
  }

  /** The one way a session ends: the row (committed), then every cached copy, then its sockets. */
  private async revokeRows(rows: Pick<SessionEntity, 'id' | 'tokenHash'>[], reason: RevokeReason): Promise<number> {
    if (!rows.length) return 0;
    const ids = rows.map((r) => r.id);
    await this.sessions
      .createQueryBuilder()
      .update()
      .set({ revokedAt: () => 'now()', revokeReason: reason })
      .whereInIds(ids)
      .andWhere('revoked_at IS NULL')
      .execute();
    await this.forget(rows.map((r) => r.tokenHash));
    this.channel.endSessions(ids);
    return rows.length;
  }

  /** Drops cached copies: Redis, this instance and (pushed) every other instance. */
  private async forget(hashes: string[]): Promise<void> {
    await this.local.drop(hashes);
  }
}
