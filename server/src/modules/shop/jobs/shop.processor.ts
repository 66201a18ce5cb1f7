import { OnWorkerEvent, Processor, WorkerHost } from '@nestjs/bullmq';
import { Logger, type OnApplicationBootstrap } from '@nestjs/common';
import type { Job } from 'bullmq';
import { HandlesJobs } from '@server/infra/queues/job-handlers';
import { JobQueue } from '@server/infra/queues/job-queue';
import { SandboxCarrier } from '../carriers/sandbox.carrier';
import { FulfilmentService } from '../services/fulfilment.service';
import { FulfilmentSweep } from '../services/fulfilment-sweep.service';
import { ShopJob, SHOP_QUEUE, type SandboxScanPayload, type ShopOrderJobPayload } from './shop.jobs';

/**
 * The shop's jobs (decision 0131): `shop.track` (the carrier starts tracking a shipped parcel),
 * `shop.sandbox-scan` (the sandbox carrier's next scan, then the one after) and `shop.auto-receive`
 * (a delivered order received when its member did not); the repeatable `shop.sweep` (the work of
 * those jobs when they were lost) and `shop.purge-callbacks` (decision 0144). Each is safe to run again.
 */
@Processor(SHOP_QUEUE)
@HandlesJobs(ShopJob.Track, ShopJob.SandboxScan, ShopJob.AutoReceive, ShopJob.Sweep, ShopJob.PurgeCallbacks)
export class ShopProcessor extends WorkerHost implements OnApplicationBootstrap {
  private readonly logger = new Logger(ShopProcessor.name);

  constructor(
    private readonly fulfilment: FulfilmentService,
    private readonly sandbox: SandboxCarrier,
    private readonly sweeper: FulfilmentSweep,
    private readonly jobs: JobQueue,
  ) {
    super();
  }

  async onApplicationBootstrap() {
    // One scheduler each for the cluster (upserts: idempotent across instances and restarts).
    await this.jobs.repeat(ShopJob.Sweep, { every: 60_000 }, ShopJob.Sweep, {});
    await this.jobs.repeat(ShopJob.PurgeCallbacks, { every: 86_400_000 }, ShopJob.PurgeCallbacks, {});
  }

  @OnWorkerEvent('error')
  onError(err: Error) {
    this.logger.warn({ err: err.message }, 'shop worker error');
  }

  async process(job: Job<ShopOrderJobPayload | SandboxScanPayload | Record<string, never>>): Promise<unknown> {
    if (job.name === ShopJob.Track) return this.fulfilment.track((job.data as ShopOrderJobPayload).orderId);
    if (job.name === ShopJob.SandboxScan) {
      const p = job.data as SandboxScanPayload;
      const recorded = await this.fulfilment.record(p.orderId, [this.sandbox.scan(p.step)]);
      await this.sandbox.next(p);
      return { recorded };
    }
    if (job.name === ShopJob.AutoReceive) return { result: await this.fulfilment.autoReceive((job.data as ShopOrderJobPayload).orderId) };
    if (job.name === ShopJob.Sweep) return this.sweeper.sweep();
    if (job.name === ShopJob.PurgeCallbacks) return { deleted: await this.sweeper.purgeCallbacks() };
    throw new Error(`no handler for job ${job.name}`);
  }
}
