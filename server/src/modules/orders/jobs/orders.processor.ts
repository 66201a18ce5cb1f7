import { InjectQueue } from '@nestjs/bullmq';
import { Injectable, Logger, type BeforeApplicationShutdown, type OnApplicationBootstrap } from '@nestjs/common';
import { Worker, type Job, type Queue } from 'bullmq';
import { AppConfig } from '@server/config/app-config';
import { HandlesJobs } from '@server/infra/queues/job-handlers';
import { JobQueue } from '@server/infra/queues/job-queue';
import { OrdersJob, ORDERS_QUEUE, type OrderJobPayload } from './orders.jobs';
import { OrdersService } from '../services/orders.service';

/** Scheduler id of the periodic sweep (expires overdue orders whose delayed job was lost). */
export const ORDERS_SWEEP_SCHEDULER = 'orders-sweep';

/**
 * The orders queue: `orders.expire` (delayed by the payment window, jobId = order id),
 * `orders.expiring-soon` (the reminder notice) and the repeatable `orders.sweep`. The worker is
 * built here rather than with @Processor so that its lock and stall timings come from the
 * configuration (ORDERS_LOCK_MS, ORDERS_STALLED_INTERVAL_MS): a worker killed mid-expiry leaves
 * its job locked until the lock lapses, then another worker's stall check runs it again (the
 * guarded UPDATE expires the order once; test/faults/worker-killed.integration-spec.ts).
 */
@Injectable()
@HandlesJobs(OrdersJob.Expire, OrdersJob.ExpiringSoon, OrdersJob.Sweep)
export class OrdersProcessor implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger(OrdersProcessor.name);
  private worker: Worker<OrderJobPayload> | undefined;

  constructor(
    @InjectQueue(ORDERS_QUEUE) private readonly queue: Queue,
    private readonly config: AppConfig,
    private readonly orders: OrdersService,
    private readonly jobs: JobQueue,
  ) {}

  async onApplicationBootstrap() {
    await this.jobs.repeat(ORDERS_SWEEP_SCHEDULER, { every: 60_000 }, OrdersJob.Sweep, {});
    const c = this.config.raw;
    this.worker = new Worker<OrderJobPayload>(ORDERS_QUEUE, (job) => this.process(job), {
      connection: this.queue.opts.connection,
      prefix: this.queue.opts.prefix,
      lockDuration: c.ORDERS_LOCK_MS,
      stalledInterval: c.ORDERS_STALLED_INTERVAL_MS,
    });
    // A worker without an 'error' listener would crash the process on a Redis hiccup.
    this.worker.on('error', (err) => this.logger.warn({ err: err.message }, 'orders worker error'));
  }

  async beforeApplicationShutdown() {
    await this.worker?.close();
  }

  async process(job: Job<OrderJobPayload>): Promise<unknown> {
    switch (job.name) {
      case OrdersJob.Expire: {
        const result = await this.orders.expire(job.data.orderId);
        // Early (clock skew between Redis and PostgreSQL): fail so BullMQ retries with backoff.
        if (result === 'not_due') throw new Error(`order ${job.data.orderId} is not due yet`);
        return { result };
      }
      case OrdersJob.ExpiringSoon:
        return { reminded: await this.orders.remindExpiring(job.data.orderId) };
      case OrdersJob.Sweep:
        return { expired: await this.orders.sweepOverdue() };
      default:
        throw new Error(`no handler for job ${job.name}`);
    }
  }
}
