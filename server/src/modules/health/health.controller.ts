import { Controller, Get, Res } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import type { FastifyReply } from 'fastify';
import { DataSource } from 'typeorm';
import { z } from 'zod';
import { count } from '@contracts/schemas/wire';
import { Public, ZResponse } from '@server/common/http/decorators';
import { RedisService } from '@server/infra/redis/redis.service';
import { catalogueQueues } from './metrics.service';

async function timed<T>(fn: () => Promise<T>): Promise<{ ok: boolean; latencyMs: number }> {
  const start = performance.now();
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([fn(), new Promise((_, reject) => (timer = setTimeout(() => reject(new Error('timeout')), 2000)))]);
    return { ok: true, latencyMs: Math.round(performance.now() - start) };
  } catch {
    return { ok: false, latencyMs: Math.round(performance.now() - start) };
  } finally {
    clearTimeout(timer);
  }
}

const JOB_STATES = ['waiting', 'active', 'delayed', 'failed', 'completed'] as const;

const dependency = z.object({
  ok: z.boolean(),
  latencyMs: count().meta({ description: 'How long the check took (at most about 2000: then it counts as down).' }),
});

/** `GET /health` (the same shape with HTTP 503 when a dependency is down). */
const healthDtoSchema = z
  .object({
    status: z.enum(['ok', 'degraded']),
    database: dependency,
    redis: dependency,
    queues: z
      .record(z.string(), z.object({ waiting: count(), active: count(), delayed: count(), failed: count(), completed: count() }))
      .meta({ description: 'Every queue of the catalogue by name with its job counts; empty when Redis is down.' }),
  })
  .meta({ id: 'Health' });

/** Liveness and dependencies: database, Redis, queue depths. HTTP 503 when a dependency is down. */
@Controller('health')
export class HealthController {
  constructor(
    private readonly ds: DataSource,
    private readonly redis: RedisService,
    private readonly moduleRef: ModuleRef,
  ) {}

  @Public()
  @Get()
  @ZResponse(healthDtoSchema, 'Liveness: the database, Redis and the job queues (HTTP 503 when degraded)', {
    degraded: 'Degraded: the same answer (code 1, `status: degraded`) when the database or Redis is down.',
  })
  async health(@Res({ passthrough: true }) reply: FastifyReply) {
    const [database, redis] = await Promise.all([timed(() => this.ds.query('SELECT 1')), timed(() => this.redis.client.ping())]);
    const queues: z.input<typeof healthDtoSchema>['queues'] = {};
    if (redis.ok) {
      for (const q of catalogueQueues(this.moduleRef)) {
        const { waiting = 0, active = 0, delayed = 0, failed = 0, completed = 0 } = await q.getJobCounts(...JOB_STATES);
        queues[q.name] = { waiting, active, delayed, failed, completed };
      }
    }
    const ok = database.ok && redis.ok;
    if (!ok) void reply.status(503);
    return { status: ok ? ('ok' as const) : ('degraded' as const), database, redis, queues };
  }
}
