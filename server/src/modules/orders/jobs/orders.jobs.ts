import { defineQueue } from '@server/infra/queues/queue.catalogue';

/** The orders queue (registered in orders.module.ts). */
export const ORDERS_QUEUE = 'orders';

export const OrdersJob = {
  /** Delayed by the payment window, jobId = order id. */
  Expire: 'orders.expire',
  /** jobId = soon_<order id>. */
  ExpiringSoon: 'orders.expiring-soon',
  /** Every minute: expires overdue orders whose job was lost. */
  Sweep: 'orders.sweep',
} as const;

/** `orders.expire` and `orders.expiring-soon`. */
export interface OrderJobPayload {
  orderId: string;
}

declare module '@server/infra/queues/queue.catalogue' {
  interface JobPayloads {
    [OrdersJob.Expire]: OrderJobPayload;
    [OrdersJob.ExpiringSoon]: OrderJobPayload;
    [OrdersJob.Sweep]: Record<string, never>;
  }
}

export const ordersQueue = defineQueue({ module: 'orders', queue: ORDERS_QUEUE, jobs: Object.values(OrdersJob) });
