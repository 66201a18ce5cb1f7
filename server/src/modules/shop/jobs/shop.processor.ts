import { OnWorkerEvent, Processor, WorkerHost } from '@nestjs/bullmq';
import { Logger } from '@nestjs/common';
import type { Job } from 'bullmq';
import { HandlesJobs } from '@server/infra/queues/job-handlers';
import { SandboxCarrier } from '../carriers/sandbox.carrier';
import { FulfilmentService } from '../services/fulfilment.service';
import { ShopJob, SHOP_QUEUE, type SandboxScanPayload, type ShopOrderJobPayload } from './shop.jobs';

/**
 * The shop's jobs (decision 0131): `shop.track` (the carrier starts tracking a shipped parcel),
 * `shop.sandbox-scan` (the sandbox carrier's next scan, then the one after) and `shop.auto-receive`
 * (a delivered order received when its member did not). Each is safe to run again.
 */
@Processor(SHOP_QUEUE)
@HandlesJobs(ShopJob.Track, ShopJob.SandboxScan, ShopJob.AutoReceive)
export class ShopProcessor extends WorkerHost {
  private readonly logger = new Logger(ShopProcessor.name);

  constructor(
    private readonly fulfilment: FulfilmentService,
    private readonly sandbox: SandboxCarrier,
  ) {
    super();
  }

  @OnWorkerEvent('error')
  onError(err: Error) {
    this.logger.warn({ err: err.message }, 'shop worker error');
  }

  async process(job: Job<ShopOrderJobPayload | SandboxScanPayload>): Promise<unknown> {
    if (job.name === ShopJob.Track) return this.fulfilment.track(job.data.orderId);
    if (job.name === ShopJob.SandboxScan) {
      const p = job.data as SandboxScanPayload;
      const recorded = await this.fulfilment.record(p.orderId, [this.sandbox.scan(p.step)]);
      await this.sandbox.next(p);
      return { recorded };
    }
    if (job.name === ShopJob.AutoReceive) return { result: await this.fulfilment.autoReceive(job.data.orderId) };
    throw new Error(`no handler for job ${job.name}`);
  }
}
