import { OnWorkerEvent, Processor, WorkerHost } from '@nestjs/bullmq';
import { Logger, type OnApplicationBootstrap } from '@nestjs/common';
import type { Job } from 'bullmq';
import { HandlesJobs } from '@server/infra/queues/job-handlers';
import { JobQueue } from '@server/infra/queues/job-queue';
import { JobName, QueueName, type OrderJobPayload } from '@server/infra/queues/queue.catalogue';
import { OrdersService } from '../services/orders.service';

/** Scheduler id of the periodic sweep (expires overdue orders whose delayed job was lost). */
export const ORDERS_SWEEP_SCHEDULER = 'orders-sweep';

/**
 * The orders queue: `orders.expire` (delayed by the payment window, jobId = order id),
 * `orders.expiring-soon` (the reminder notice) and the repeatable `orders.sweep`.
 */
@Processor(QueueName.Orders)
@HandlesJobs(JobName.OrdersExpire, JobName.OrdersExpiringSoon, JobName.OrdersSweep)
export class OrdersProcessor extends WorkerHost implements OnApplicationBootstrap {
  private readonly logger = new Logger(OrdersProcessor.name);

  constructor(
    private readonly orders: OrdersService,
    private readonly jobs: JobQueue,
  ) {
    super();
  }

  async onApplicationBootstrap() {
    await this.jobs.repeat(ORDERS_SWEEP_SCHEDULER, { every: 60_000 }, JobName.OrdersSweep, {});
  }

  @OnWorkerEvent('error')
  onError(err: Error) {
    this.logger.warn({ err: err.message }, 'orders worker error');
  }

  async process(job: Job<OrderJobPayload>): Promise<unknown> {
    switch (job.name as JobName) {
      case JobName.OrdersExpire: {
        const result = await this.orders.expire(job.data.orderId);
        // Early (clock skew between Redis and PostgreSQL): fail so BullMQ retries with backoff.
        if (result === 'not_due') throw new Error(`order ${job.data.orderId} is not due yet`);
        return { result };
      }
      case JobName.OrdersExpiringSoon:
        return { reminded: await this.orders.remindExpiring(job.data.orderId) };
      case JobName.OrdersSweep:
        return { expired: await this.orders.sweepOverdue() };
      default:
        throw new Error(`no handler for job ${job.name}`);
    }
  }
}
