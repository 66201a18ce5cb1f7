import { Controller, Get, Res } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { DataSource } from 'typeorm';
import { Public } from '@server/common/http/decorators';
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

/** Liveness and dependencies: database, Redis, queue depths. HTTP 503 when a dependency is down. */
@ApiTags('ops')
@Controller('health')
export class HealthController {
  constructor(
    private readonly ds: DataSource,
    private readonly redis: RedisService,
    private readonly moduleRef: ModuleRef,
  ) {}

  @Public()
  @Get()
  async health(@Res({ passthrough: true }) reply: FastifyReply) {
    const [database, redis] = await Promise.all([timed(() => this.ds.query('SELECT 1')), timed(() => this.redis.client.ping())]);
    const queues: Record<string, Record<string, number>> = {};
    if (redis.ok) {
      for (const q of catalogueQueues(this.moduleRef))
        queues[q.name] = await q.getJobCounts('waiting', 'active', 'delayed', 'failed', 'completed');
    }
    const ok = database.ok && redis.ok;
    if (!ok) void reply.status(503);
    return { status: ok ? 'ok' : 'degraded', database, redis, queues };
  }
}
