import { Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyRequest } from 'fastify';
import { from, lastValueFrom, type Observable } from 'rxjs';
import { IDEMPOTENT_KEY } from './decorators';
import { IdempotencyService } from './idempotency';

/** `Idempotency-Key` on routes marked @Idempotent() (see IdempotencyService). */
@Injectable()
export class IdempotencyInterceptor implements NestInterceptor {
  constructor(
    private readonly reflector: Reflector,
    private readonly idempotency: IdempotencyService,
  ) {}

  intercept(ctx: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (!this.reflector.get<boolean>(IDEMPOTENT_KEY, ctx.getHandler())) return next.handle();
    const req = ctx.switchToHttp().getRequest<FastifyRequest>();
    if (!req.headers['idempotency-key']) return next.handle();
    return from(this.idempotency.run(req, () => lastValueFrom(next.handle())));
  }
}
