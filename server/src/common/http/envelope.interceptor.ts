import { Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { map, type Observable } from 'rxjs';
import type { Envelope } from '@contracts/api';
import { envelope } from './policies';

/** Wraps every handler result in `{code: 1, msg, data}`. */
@Injectable()
export class EnvelopeInterceptor implements NestInterceptor {
  intercept(ctx: ExecutionContext, next: CallHandler): Observable<Envelope<unknown>> {
    // socket acknowledgements keep their own shape (e.g. JoinAck)
    if (ctx.getType() !== 'http') return next.handle() as Observable<Envelope<unknown>>;
    const req = ctx.switchToHttp().getRequest<FastifyRequest>();
    return next.handle().pipe(map((value: unknown) => envelope(req.lang, value)));
  }
}
