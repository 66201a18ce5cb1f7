import { Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyRequest } from 'fastify';
import { CsrfTokens } from '../security/csrf';
import { SKIP_CSRF_KEY } from './decorators';
import { checkCsrf } from './policies';

/** State-changing requests of a logged-in session must carry a valid `__token__` (see `checkCsrf`). */
@Injectable()
export class CsrfGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly tokens: CsrfTokens,
  ) {}

  canActivate(ctx: ExecutionContext): boolean {
    if (ctx.getType() !== 'http') return true; // socket messages: no HTTP request
    if (this.reflector.getAllAndOverride<boolean>(SKIP_CSRF_KEY, [ctx.getHandler(), ctx.getClass()])) return true;
    checkCsrf(ctx.switchToHttp().getRequest<FastifyRequest>(), this.tokens);
    return true;
  }
}
