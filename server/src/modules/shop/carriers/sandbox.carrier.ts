import { Injectable } from '@nestjs/common';
import type { CarrierCode, ParcelStatus } from '@contracts/schemas/shop';
import { AppConfig } from '@server/config/app-config';
import { JobQueue } from '@server/infra/queues/job-queue';
import { ShopJob, type SandboxScanPayload } from '../jobs/shop.jobs';
import type { Carrier, Parcel, Scan } from '../ports/carrier.port';

/** The sandbox parcel's timeline, one scan per step. */
export const SANDBOX_STEPS: readonly ParcelStatus[] = ['collected', 'in_transit', 'out_for_delivery', 'delivered'];

/**
 * The sandbox carrier (decision 0131): no courier behind it; tracking a parcel schedules its first
 * scan as a delayed `shop.sandbox-scan` job, and each scan schedules the next, every
 * SHOP_SANDBOX_CARRIER_STEP_MS, until delivered. Job ids are per order and step, so tracking twice
 * or a job run twice schedules nothing more; a scan's key is its step, so it is recorded once.
 */
@Injectable()
export class SandboxCarrier implements Carrier {
  constructor(
    private readonly jobs: JobQueue,
    private readonly config: AppConfig,
  ) {}

  carries(code: CarrierCode): boolean {
    return code === 'sandbox';
  }

  async track(parcel: Parcel): Promise<void> {
    await this.schedule({ orderId: parcel.orderId, step: 0 });
  }

  /** The scan of `step`, now. */
  scan(step: number, now = new Date()): Scan {
    const status = SANDBOX_STEPS[step];
    if (!status) throw new Error(`the sandbox has no step ${step}`);
    return { status, text: null, time: now, key: `sandbox:${step}` };
  }

  /** Schedules the step after `step`, if any. */
  async next(p: SandboxScanPayload): Promise<void> {
    if (p.step + 1 < SANDBOX_STEPS.length) await this.schedule({ orderId: p.orderId, step: p.step + 1 });
  }

  private async schedule(p: SandboxScanPayload): Promise<void> {
    await this.jobs.enqueue(ShopJob.SandboxScan, p, {
      jobId: `sbx_${p.orderId}_${p.step}`,
      delay: this.config.raw.SHOP_SANDBOX_CARRIER_STEP_MS,
      attempts: 5,
      backoff: { type: 'exponential', delay: 1000 },
      removeOnComplete: 1000,
      removeOnFail: 1000,
    });
  }
}
