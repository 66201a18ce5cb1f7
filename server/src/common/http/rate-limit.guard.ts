import { Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyRequest } from 'fastify';
import { AppConfig } from '@server/config/app-config';
import { RateLimiterService } from '../security/rate-limiter.service';
import { RATE_LIMIT_KEY, type RateLimitRule } from './decorators';
import { enforceRateLimits } from './policies';

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
    const rules = this.reflector.getAllAndOverride<RateLimitRule[] | undefined>(RATE_LIMIT_KEY, [ctx.getHandler(), ctx.getClass()]) ?? [
      defaultRateLimit(req, this.config.raw.RATE_LIMIT_DEFAULT_PER_MINUTE),
    ];
    await enforceRateLimits(req, rules, this.limiter, this.config.raw);
    return true;
  }
}

/** The generous default: per route (its pattern) and caller. */
export function defaultRateLimit(req: FastifyRequest, perMinute: number): RateLimitRule {
  return { name: `${req.method}:${req.routeOptions.url ?? req.url}`, limit: perMinute, windowSeconds: 60, by: 'user' };
}
