import { getQueueToken } from '@nestjs/bullmq';
import { Injectable } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import type { Queue } from 'bullmq';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { jobCatalogue } from '@server/infra/queues/queue.catalogue';

export const QUEUE_STATES = ['waiting', 'active', 'delayed', 'failed', 'completed'] as const;

/** Every queue of the catalogue (one place, for health and metrics). */
export function catalogueQueues(moduleRef: ModuleRef): Queue[] {
  return jobCatalogue.queues().map((name) => moduleRef.get<Queue>(getQueueToken(name), { strict: false }));
}

/**
 * Prometheus metrics of one app instance (its own registry, so several apps in one process — tests —
 * never clash): process defaults, HTTP requests by method/route/status, and queue depths read from
 * Redis when scraped.
 */
@Injectable()
export class MetricsService {
  readonly registry = new Registry();
  readonly httpRequests: Counter<'method' | 'route' | 'status'>;
  readonly httpDuration: Histogram<'method' | 'route' | 'status'>;

  constructor(moduleRef: ModuleRef) {
    collectDefaultMetrics({ register: this.registry, prefix: 'reefline_' });
    this.httpRequests = new Counter({
      name: 'reefline_http_requests_total',
      help: 'HTTP requests answered, by method, route pattern and status',
      labelNames: ['method', 'route', 'status'],
      registers: [this.registry],
    });
    this.httpDuration = new Histogram({
      name: 'reefline_http_request_duration_seconds',
      help: 'HTTP response time in seconds, by method, route pattern and status',
      labelNames: ['method', 'route', 'status'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
      registers: [this.registry],
    });
    const queues = () => catalogueQueues(moduleRef);
    new Gauge({
      name: 'reefline_queue_jobs',
      help: 'Jobs per BullMQ queue and state (read from Redis at scrape time)',
      labelNames: ['queue', 'state'],
      registers: [this.registry],
      async collect() {
        this.reset();
        for (const q of queues()) {
          const counts = await q.getJobCounts(...QUEUE_STATES);
          for (const state of QUEUE_STATES) this.set({ queue: q.name, state }, counts[state] ?? 0);
        }
      },
    });
  }

  observe(method: string, route: string, status: number, seconds: number) {
    const labels = { method, route, status: String(status) };
    this.httpRequests.inc(labels);
    this.httpDuration.observe(labels, seconds);
  }
}
