import { defineQueue } from '@server/infra/queues/queue.catalogue';

/** The shop queue (registered in shop.module.ts; handled in shop-jobs.module.ts). */
export const SHOP_QUEUE = 'shop';

export const ShopJob = {
  /** After a shipment commits: the parcel's carrier starts tracking it (the tracker's subscription; retried). jobId trk_<order>. */
  Track: 'shop.track',
  /** The sandbox carrier's next scan, delayed by SHOP_SANDBOX_CARRIER_STEP_MS. jobId sbx_<order>_<step>. */
  SandboxScan: 'shop.sandbox-scan',
  /** Marks a delivered order received, delayed by SHOP_AUTO_RECEIVE_SECONDS. jobId rcv_<order>. */
  AutoReceive: 'shop.auto-receive',
} as const;

export interface ShopOrderJobPayload {
  orderId: string;
}

/** `step`: the index of the scan in the sandbox's timeline (0 = collected … 3 = delivered). */
export interface SandboxScanPayload {
  orderId: string;
  step: number;
}

declare module '@server/infra/queues/queue.catalogue' {
  interface JobPayloads {
    [ShopJob.Track]: ShopOrderJobPayload;
    [ShopJob.SandboxScan]: SandboxScanPayload;
    [ShopJob.AutoReceive]: ShopOrderJobPayload;
  }
}

export const shopQueue = defineQueue({ module: 'shop', queue: SHOP_QUEUE, jobs: Object.values(ShopJob) });
