import { Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Role } from '@contracts/api';
import type { FastifyRequest } from 'fastify';
import { SessionService } from '@server/modules/auth/services/session.service';
import { AppException } from '../errors/app.exception';
import { PUBLIC_KEY, ROLES_KEY } from './decorators';

/** Reads the session token from `token` (or its alias `user-token`). */
export function tokenOf(req: FastifyRequest): string | undefined {
  const raw = req.headers['token'] ?? req.headers['user-token'];
  const value = Array.isArray(raw) ? raw[0] : raw;
  return value ? value.trim() || undefined : undefined;
}

/**
 * Closed by default: every route needs a valid session unless marked @Public(). Session problems
 * answer -201 (expired), -202 (revoked), -203 (account disabled or deleted), 401 (no/unknown token).
 * On @Public routes a valid token still identifies the caller; a bad one is ignored.
 */
@Injectable()
export class AuthGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly sessions: SessionService,
  ) {}

  async canActivate(ctx: ExecutionContext): Promise<boolean> {
    // socket gateways authenticate in their own handshake (`/me`) or are open (`/contest`); this
    // guard reads HTTP headers and would fail on a socket message
    if (ctx.getType() !== 'http') return true;
    const req = ctx.switchToHttp().getRequest<FastifyRequest>();
    const targets = [ctx.getHandler(), ctx.getClass()];
    const isPublic = this.reflector.getAllAndOverride<boolean>(PUBLIC_KEY, targets) ?? false;
    const token = tokenOf(req);

    if (token) {
      const result = await this.sessions.authenticate(token);
      if (result.ok) {
        req.auth = result.auth;
        req.csrfBinding = result.auth.sessionId;
      } else if (!isPublic) {
        throw new AppException(result.code, result.key);
      }
    }
    if (isPublic) return true;
    if (!req.auth) throw AppException.unauthorized();

    const roles = this.reflector.getAllAndOverride<Role[] | undefined>(ROLES_KEY, targets);
    if (roles?.length && !roles.some((r) => req.auth?.roles.includes(r))) throw AppException.forbidden();
    return true;
  }
}
