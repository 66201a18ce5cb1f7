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
  /** Every minute: shipped parcels nobody tracks, stalled sandbox parcels, overdue receipts (jobs lost between commit and queue). */
  Sweep: 'shop.sweep',
  /** Daily: accepted tracker callbacks past CARRIER_CALLBACK_RETENTION_DAYS are deleted. */
  PurgeCallbacks: 'shop.purge-callbacks',
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
    [ShopJob.Sweep]: Record<string, never>;
    [ShopJob.PurgeCallbacks]: Record<string, never>;
  }
}

export const shopQueue = defineQueue({ module: 'shop', queue: SHOP_QUEUE, jobs: Object.values(ShopJob) });
