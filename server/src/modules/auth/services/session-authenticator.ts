import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, Repository } from 'typeorm';
import type { AuthResult, Authenticator } from '@server/common/auth/authenticator';
import { AppCode } from '@server/common/errors/app.exception';
import { sha256Hex } from '@server/common/security/crypto';
import { AppConfig } from '@server/config/app-config';
import { RedisService } from '@server/infra/redis/redis.service';
import { SessionEntity } from '../entities/session.entity';
import { UserEntity } from '../entities/user.entity';
import { SessionCache, sessionCacheKey, type CachedSession } from './session-cache';

/** Sliding expiry is written back at most this often per session. */
const TOUCH_EVERY_MS = 3_600_000;

/**
 * The auth module's {@link Authenticator} (provided as `AUTHENTICATOR` to the shared layer's guard,
 * hot routes and socket handshake): a session token → who is calling. Reads this instance's memory
 * first, then Redis, then PostgreSQL (SessionCache); -203 (account disabled or deleted) before any
 * other session check. Revocation lives in SessionService, which clears every cached copy.
 */
@Injectable()
export class SessionAuthenticator implements Authenticator {
  constructor(
    @InjectRepository(SessionEntity) private readonly sessions: Repository<SessionEntity>,
    @InjectRepository(UserEntity) private readonly users: Repository<UserEntity>,
    private readonly redis: RedisService,
    private readonly config: AppConfig,
    private readonly local: SessionCache,
  ) {}

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
    return { ok: true, auth: { userId: s.userId, sessionId: s.id, roles: s.roles, expiresAt: s.expiresAt } };
  }

  private async load(hash: string): Promise<CachedSession | null> {
    const mine = this.local.get(hash);
    if (mine) return mine;
    const generation = this.local.mark();
    const [cached, version] = await Promise.all([this.redis.client.get(sessionCacheKey(hash)), this.local.version(hash)]);
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
    // Not written if the session changed (revoked…) since `version` was read (SessionCache.storeShared).
    if (await this.local.storeShared(hash, s, version)) this.local.keep(hash, s, generation);
    return s;
  }

  /**
   * Sliding expiry: the row (only while not revoked), then the shared copy, only if no revocation
   * bumped the version meanwhile; a touch that lost either race leaves the cache to the next load.
   */
  private async touch(hash: string, s: CachedSession, now: number) {
    const version = await this.local.version(hash);
    const expiresAt = new Date(now + this.config.sessionTtlMs);
    const result = await this.sessions.update({ id: s.id, revokedAt: IsNull() }, { lastUsedAt: new Date(now), expiresAt });
    if (result.affected) await this.local.storeShared(hash, { ...s, lastUsedAt: now, expiresAt: expiresAt.getTime() }, version);
    // Every instance reloads the new expiry (or the revocation) from Redis (at most once an hour per session).
    await this.local.invalidate([hash]);
  }
}
