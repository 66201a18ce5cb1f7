import { Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyRequest } from 'fastify';
import { from, of, switchMap, tap, catchError, throwError, type Observable } from 'rxjs';
import { RedisService } from '@server/infra/redis/redis.service';
import { sha256Hex } from '../security/crypto';
import { AppException } from '../errors/app.exception';
import { IDEMPOTENT_KEY } from './decorators';
import { Ok } from './ok';

const PENDING = 'pending';
const KEEP_SECONDS = 24 * 3600;

interface Stored {
  fingerprint: string;
  result: unknown;
  /** Set when the handler answered with its own message. */
  message?: { key: string; params?: Ok<unknown>['params'] };
}

function store(fingerprint: string, result: unknown): Stored {
  if (result instanceof Ok) return { fingerprint, result: result.data, message: { key: result.key, params: result.params } };
  return { fingerprint, result };
}

/**
 * `Idempotency-Key` on routes marked @Idempotent(): the first request runs and its result is kept
 * for 24 h; a retry with the same key gets that result; a retry while the first still runs is
 * refused; the same key with a different body is refused. A failed first attempt frees the key.
 */
@Injectable()
export class IdempotencyInterceptor implements NestInterceptor {
  constructor(
    private readonly reflector: Reflector,
    private readonly redis: RedisService,
  ) {}

  intercept(ctx: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (!this.reflector.get<boolean>(IDEMPOTENT_KEY, ctx.getHandler())) return next.handle();
    const req = ctx.switchToHttp().getRequest<FastifyRequest>();
    const header = req.headers['idempotency-key'];
    const key = Array.isArray(header) ? header[0] : header;
    if (!key) return next.handle();
    if (key.length > 200) return throwError(() => AppException.fail('e.bad_request'));

    const owner = req.auth?.userId ?? `ip:${req.ip}`;
    const redisKey = `idem:${owner}:${req.method}:${req.routeOptions.url ?? req.url}:${sha256Hex(key)}`;
    const { __token__: _ignored, ...body } = (req.body ?? {}) as Record<string, unknown>;
    const fingerprint = sha256Hex(JSON.stringify([req.params, body]));
    const client = this.redis.client;

    return from(client.set(redisKey, PENDING, 'EX', 60, 'NX')).pipe(
      switchMap((acquired) => {
        if (acquired) {
          return next.handle().pipe(
            tap((result) => void client.set(redisKey, JSON.stringify(store(fingerprint, result)), 'EX', KEEP_SECONDS)),
            catchError((err: unknown) => from(client.del(redisKey)).pipe(switchMap(() => throwError(() => err)))),
          );
        }
        return from(client.get(redisKey)).pipe(
          switchMap((raw) => {
            if (!raw || raw === PENDING) return throwError(() => AppException.fail('e.idempotency_in_progress'));
            const stored = JSON.parse(raw) as Stored;
            if (stored.fingerprint !== fingerprint) return throwError(() => AppException.fail('e.idempotency_mismatch'));
            return of(stored.message ? new Ok(stored.result, stored.message.key, stored.message.params) : stored.result);
          }),
        );
      }),
    );
  }
}
