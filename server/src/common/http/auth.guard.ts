import { Inject, Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Role } from '@contracts/api';
import type { FastifyRequest } from 'fastify';
import { AUTHENTICATOR, type Authenticator } from '../auth/authenticator';
import { PUBLIC_KEY, ROLES_KEY } from './decorators';
import { authenticate } from './policies';

/** Closed by default (see `authenticate`): every route needs a valid session unless marked @Public(). */
@Injectable()
export class AuthGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    @Inject(AUTHENTICATOR) private readonly authenticator: Authenticator,
  ) {}

  async canActivate(ctx: ExecutionContext): Promise<boolean> {
    // socket gateways authenticate in their own handshake (`/me`) or are open (`/contest`); this
    // guard reads HTTP headers and would fail on a socket message
    if (ctx.getType() !== 'http') return true;
    const targets = [ctx.getHandler(), ctx.getClass()];
    const isPublic = this.reflector.getAllAndOverride<boolean>(PUBLIC_KEY, targets) ?? false;
    const roles = this.reflector.getAllAndOverride<Role[] | undefined>(ROLES_KEY, targets);
    await authenticate(ctx.switchToHttp().getRequest<FastifyRequest>(), this.authenticator, isPublic, roles);
    return true;
  }
}
