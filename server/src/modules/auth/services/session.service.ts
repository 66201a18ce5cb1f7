import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, Repository } from 'typeorm';
import { AppConfig } from '@server/config/app-config';
import { AppCode } from '@server/common/errors/app.exception';
import type { MessageKey } from '@server/common/i18n/i18n';
import type { AuthContext } from '@server/common/http/request-context';
import { randomToken, sha256Hex } from '@server/common/security/crypto';
import { RedisService } from '@server/infra/redis/redis.service';
import { SessionEntity, type RevokeReason } from '../entities/session.entity';
import { UserEntity } from '../entities/user.entity';
import { SessionCache, type CachedSession } from './session-cache';

export type AuthResult = { ok: true; auth: AuthContext } | { ok: false; code: AppCode; key: MessageKey };

const CACHE_SECONDS = 300;
/** Sliding expiry is written back at most this often per session. */
const TOUCH_EVERY_MS = 3_600_000;

/**
 * Sessions: random 256-bit tokens, stored as SHA-256, sliding expiry, cached in Redis for a few
 * minutes and in each instance's memory (SessionCache); revocation clears both at once.
 */
@Injectable()
export class SessionService {
  constructor(
    @InjectRepository(SessionEntity) private readonly sessions: Repository<SessionEntity>,
    @InjectRepository(UserEntity) private readonly users: Repository<UserEntity>,
    private readonly redis: RedisService,
    private readonly config: AppConfig,
    private readonly local: SessionCache,
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

  async authenticate(token: string): Promise<AuthResult> {
    if (token.length > 100) return { ok: false, code: AppCode.Unauthorized, key: 'e.unauthorized' };
    const hash = sha256Hex(token);
    const s = await this.load(hash);
    if (!s) return { ok: false, code: AppCode.Unauthorized, key: 'e.unauthorized' };
    if (s.status !== 'active') return { ok: false, code: AppCode.AccountDisabled, key: 'e.account_disabled' };
    if (s.revoked) return { ok: false, code: AppCode.SessionRevoked, key: 'e.session_revoked' };
    const now = Date.now();
    if (s.expiresAt <= now) return { ok: false, code: AppCode.SessionExpired, key: 'e.session_expired' };
    if (now - s.lastUsedAt > TOUCH_EVERY_MS) await this.touch(hash, s, now);
    return { ok: true, auth: { userId: s.userId, sessionId: s.id, roles: s.roles } };
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

  /** Deletes sessions that expired more than `graceDays` ago (maintenance job). */
  async purgeExpired(graceDays = 30): Promise<number> {
    const result = await this.sessions
      .createQueryBuilder()
      .delete()
      .where(`expires_at < now() - make_interval(days => :d)`, { d: graceDays })
      .execute();
    return result.affected ?? 0;
  }

  private async revokeRows(rows: Pick<SessionEntity, 'id' | 'tokenHash'>[], reason: RevokeReason): Promise<number> {
    if (!rows.length) return 0;
    await this.sessions
      .createQueryBuilder()
      .update()
      .set({ revokedAt: () => 'now()', revokeReason: reason })
      .whereInIds(rows.map((r) => r.id))
      .andWhere('revoked_at IS NULL')
      .execute();
    await this.forget(rows.map((r) => r.tokenHash));
    return rows.length;
  }

  private cacheKey(hash: string) {
    return `sess:${hash}`;
  }

  /** Drops cached copies: Redis, this instance and (pushed) every other instance. */
  private async forget(hashes: string[]): Promise<void> {
    await this.redis.client.del(...hashes.map((h) => this.cacheKey(h)));
    await this.local.invalidate(hashes);
  }

  private async load(hash: string): Promise<CachedSession | null> {
    const mine = this.local.get(hash);
    if (mine) return mine;
    const generation = this.local.mark();
    const cached = await this.redis.client.get(this.cacheKey(hash));
    if (cached) {
      const s = JSON.parse(cached) as CachedSession;
      this.local.keep(hash, s, generation);
      return s;
    }
    const row = await this.sessions.findOne({ where: { tokenHash: hash } });
    if (!row) return null;
    const user = await this.users.findOne({ where: { id: row.userId }, select: { id: true, roles: true, status: true } });
    if (!user) return null;
    const s: CachedSession = {
      id: row.id,
      userId: row.userId,
      roles: user.roles,
      status: user.status,
      expiresAt: row.expiresAt.getTime(),
      revoked: row.revokedAt !== null,
      lastUsedAt: row.lastUsedAt.getTime(),
    };
    await this.redis.client.set(this.cacheKey(hash), JSON.stringify(s), 'EX', CACHE_SECONDS);
    this.local.keep(hash, s, generation);
    return s;
  }

  private async touch(hash: string, s: CachedSession, now: number) {
    const expiresAt = new Date(now + this.config.sessionTtlMs);
    await this.sessions.update({ id: s.id, revokedAt: IsNull() }, { lastUsedAt: new Date(now), expiresAt });
    await this.redis.client.set(
      this.cacheKey(hash),
      JSON.stringify({ ...s, lastUsedAt: now, expiresAt: expiresAt.getTime() }),
      'EX',
      CACHE_SECONDS,
    );
    // Every instance reloads the new expiry from Redis (at most once an hour per session).
    await this.local.invalidate([hash]);
  }
}
