import { Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyRequest } from 'fastify';
import { AppConfig } from '@server/config/app-config';
import { RateLimiterService } from '../security/rate-limiter.service';
import { AppException } from '../errors/app.exception';
import { RATE_LIMIT_KEY, type RateLimitRule } from './decorators';
import { clientIp } from './request-context';

/**
 * Per-route request limits, counted in Redis so they hold across instances. Default: a generous
 * RATE_LIMIT_DEFAULT_PER_MINUTE per route and caller; routes tighten it with @RateLimit().
 */
@Injectable()
export class RateLimitGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly limiter: RateLimiterService,
    private readonly config: AppConfig,
  ) {}

  async canActivate(ctx: ExecutionContext): Promise<boolean> {
    if (ctx.getType() !== 'http') return true; // socket messages: no HTTP request
    const req = ctx.switchToHttp().getRequest<FastifyRequest>();
    const route = `${req.method}:${req.routeOptions.url ?? req.url}`;
    const rules = this.reflector.getAllAndOverride<RateLimitRule[] | undefined>(RATE_LIMIT_KEY, [ctx.getHandler(), ctx.getClass()]) ?? [
      { name: route, limit: this.config.raw.RATE_LIMIT_DEFAULT_PER_MINUTE, windowSeconds: 60, by: 'user' as const },
    ];
    for (const rule of rules) {
      const who = this.subject(req, rule);
      if (who === undefined) continue;
      const limit = typeof rule.limit === 'function' ? rule.limit(this.config.raw) : rule.limit;
      const hit = await this.limiter.hit(`${rule.name}:${who}`, limit, rule.windowSeconds * 1000);
      if (!hit.allowed) throw AppException.tooMany();
    }
    return true;
  }

  private subject(req: FastifyRequest, rule: RateLimitRule): string | undefined {
    if (rule.by === 'ip') return `ip:${clientIp(req)}`;
    if (rule.by === 'user') return req.auth ? `u:${req.auth.userId}` : `ip:${clientIp(req)}`;
    const body = req.body as Record<string, unknown> | undefined;
    const value = body?.[rule.by.body];
    return typeof value === 'string' && value ? `${rule.by.body}:${value.trim().toLowerCase()}` : undefined;
  }
}
