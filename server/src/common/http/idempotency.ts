import { Injectable } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { RedisService } from '@server/infra/redis/redis.service';
import { sha256Hex } from '../security/crypto';
import { AppException } from '../errors/app.exception';
import { Ok } from './ok';

const PENDING = 'pending';
const KEEP_SECONDS = 24 * 3600;

interface Stored {
  fingerprint: string;
  result: unknown;
  /** Set when the handler answered with its own message (its key was typed when the answer was made). */
  message?: { key: Ok<unknown>['key']; params?: Ok<unknown>['params'] };
}

function store(fingerprint: string, result: unknown): Stored {
  if (result instanceof Ok) return { fingerprint, result: result.data, message: { key: result.key, params: result.params } };
  return { fingerprint, result };
}

/**
 * `Idempotency-Key`: the first request runs and its result is kept for 24 h; a retry with the same
 * key gets that result; a retry while the first still runs is refused; the same key with a
 * different body is refused. A failed first attempt frees the key. Without the header, `run` just
 * runs. Used by the interceptor (@Idempotent routes) and by hot routes.
 */
@Injectable()
export class IdempotencyService {
  constructor(private readonly redis: RedisService) {}

  async run(req: FastifyRequest, handler: () => Promise<unknown>): Promise<unknown> {
    const header = req.headers['idempotency-key'];
    const key = Array.isArray(header) ? header[0] : header;
    if (!key) return handler();
    if (key.length > 200) throw AppException.fail('e.bad_request');

    const owner = req.auth?.userId ?? `ip:${req.ip}`;
    const redisKey = `idem:${owner}:${req.method}:${req.routeOptions.url ?? req.url}:${sha256Hex(key)}`;
    const { __token__: _ignored, ...body } = (req.body ?? {}) as Record<string, unknown>;
    const fingerprint = sha256Hex(JSON.stringify([req.params, body]));
    const client = this.redis.client;

    if (await client.set(redisKey, PENDING, 'EX', 60, 'NX')) {
      let result: unknown;
      try {
        result = await handler();
      } catch (err) {
        await client.del(redisKey);
        throw err;
      }
      void client.set(redisKey, JSON.stringify(store(fingerprint, result)), 'EX', KEEP_SECONDS);
      return result;
    }
    const raw = await client.get(redisKey);
    if (!raw || raw === PENDING) throw AppException.fail('e.idempotency_in_progress');
    const stored = JSON.parse(raw) as Stored;
    if (stored.fingerprint !== fingerprint) throw AppException.fail('e.idempotency_mismatch');
    return stored.message ? new Ok(stored.result, stored.message.key, stored.message.params) : stored.result;
  }
}
