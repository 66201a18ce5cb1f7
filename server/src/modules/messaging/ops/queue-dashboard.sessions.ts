import { Injectable } from '@nestjs/common';
import { AppConfig } from '@server/config/app-config';
import { randomToken, sha256Hex } from '@server/common/security/crypto';
import { RedisService } from '@server/infra/redis/redis.service';
import { UserSummaryQuery } from '@server/modules/auth/queries/user-summary.query';

export const QUEUES_COOKIE = 'reefline_queues';
export const QUEUES_PATH = '/admin/queues';
export const QUEUES_SESSION_SECONDS = 15 * 60;

/**
 * Browser sessions for the queue dashboard. A browser cannot send the `token` header when it
 * navigates to /admin/queues, so an admin's app first calls `GET /api/v1/admin/queues/session`
 * (with the token header, role admin): that sets a random, httpOnly, SameSite=Strict cookie scoped
 * to /admin/queues, valid 15 minutes. Redis keeps only its hash and the user id; every dashboard
 * request re-checks that the user is still an active admin.
 */
@Injectable()
export class QueueDashboardSessions {
  constructor(
    private readonly redis: RedisService,
    private readonly users: UserSummaryQuery,
    private readonly config: AppConfig,
  ) {}

  private key(token: string) {
    return `queues-session:${sha256Hex(token)}`;
  }

  async open(userId: string): Promise<string> {
    const token = randomToken(32);
    await this.redis.client.set(this.key(token), userId, 'EX', QUEUES_SESSION_SECONDS);
    return token;
  }

  /** A dashboard cookie: 'ok' (an active admin), 'unknown' (none, expired, forged) or 'forbidden' (no longer an admin). */
  async check(token: string | undefined): Promise<'ok' | 'unknown' | 'forbidden'> {
    if (!token || token.length > 100) return 'unknown';
    const userId = await this.redis.client.get(this.key(token));
    if (!userId) return 'unknown';
    return (await this.users.isActiveWithRole(userId, 'admin')) ? 'ok' : 'forbidden';
  }

  /** The Set-Cookie value: httpOnly, SameSite=Strict, only sent to /admin/queues, Secure over https. */
  cookie(token: string, maxAge = QUEUES_SESSION_SECONDS): string {
    const secure = this.config.isProduction || this.config.publicUrl.startsWith('https:');
    return `${QUEUES_COOKIE}=${token}; Path=${QUEUES_PATH}; Max-Age=${maxAge}; HttpOnly; SameSite=Strict${secure ? '; Secure' : ''}`;
  }
}

/** The dashboard cookie of a request (no cookie parser needed for one value). */
export function queuesCookieOf(header: string | undefined): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === QUEUES_COOKIE) return rest.join('=') || undefined;
  }
  return undefined;
}
