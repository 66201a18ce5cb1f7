import { Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyRequest } from 'fastify';
import { CsrfTokens } from '../security/csrf';
import { AppException } from '../errors/app.exception';
import { SKIP_CSRF_KEY } from './decorators';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

/** State-changing requests of a logged-in session must carry a valid `__token__` (header or body field). */
@Injectable()
export class CsrfGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly tokens: CsrfTokens,
  ) {}

  canActivate(ctx: ExecutionContext): boolean {
    if (ctx.getType() !== 'http') return true; // socket messages: no HTTP request
    const req = ctx.switchToHttp().getRequest<FastifyRequest>();
    if (SAFE.has(req.method) || !req.auth) return true;
    if (this.reflector.getAllAndOverride<boolean>(SKIP_CSRF_KEY, [ctx.getHandler(), ctx.getClass()])) return true;
    const header = req.headers['__token__'];
    const body = req.body as Record<string, unknown> | undefined;
    const token = (Array.isArray(header) ? header[0] : header) ?? (body && typeof body === 'object' ? body['__token__'] : undefined);
    if (!this.tokens.verify(req.auth.sessionId, token)) throw AppException.field('__token__', 'e.csrf');
    return true;
  }
}
