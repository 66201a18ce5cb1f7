import { Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AppConfig } from '@server/config/app-config';
import { rows } from '@server/infra/database/sql';
import { SANDBOX_STEPS, SandboxCarrier } from '../carriers/sandbox.carrier';
import { FulfilmentService } from './fulfilment.service';

/** How long a job may be late before the sweep does its work (a job queued after a commit normally runs within seconds). */
export const SWEEP_GRACE_SECONDS = 120;

export interface SweepResult {
  tracked: number;
  scanned: number;
  received: number;
}

/**
 * The shop's safety net (decision 0144): the `shop.track`, `shop.sandbox-scan` and
 * `shop.auto-receive` jobs are queued after their transaction commits, so a crash (or a Redis
 * that lost them) in between leaves a parcel untracked, a sandbox parcel stalled or a delivered
 * order never received. Every minute `shop.sweep` finds such rows (each state is in PostgreSQL) and
 * does the work itself — through the same guarded, idempotent steps the jobs take, so a job that
 * turns up late, or runs at the same time, changes nothing more.
 */
@Injectable()
export class FulfilmentSweep {
  private readonly logger = new Logger(FulfilmentSweep.name);

  constructor(
    private readonly ds: DataSource,
    private readonly fulfilment: FulfilmentService,
    private readonly sandbox: SandboxCarrier,
    private readonly config: AppConfig,
  ) {}

  async sweep(limit = 200): Promise<SweepResult> {
    return { tracked: await this.untracked(limit), scanned: await this.stalledSandbox(limit), received: await this.overdueReceipts(limit) };
  }

  /** Shipped a while ago, no carrier tracking it: track it now. */
  private async untracked(limit: number): Promise<number> {
    const due = await rows<{ order_id: string }>(
      this.ds,
      `SELECT order_id FROM shop_orders
        WHERE shipped_at IS NOT NULL AND received_at IS NULL AND tracked_at IS NULL AND shipped_at <= now() - make_interval(secs => $1)
        ORDER BY shipped_at LIMIT $2`,
      [SWEEP_GRACE_SECONDS, limit],
    );
    let n = 0;
    for (const { order_id } of due) {
      try {
        await this.fulfilment.track(order_id);
        n++;
      } catch (err) {
        this.logger.warn({ orderId: order_id, err: (err as Error).message }, 'sweep: tracking failed, next sweep retries');
      }
    }
    return n;
  }

  /**
   * A sandbox parcel whose next scan is overdue (its last scan, or its tracking, older than a step
   * plus the grace): the scan is recorded now and the one after scheduled.
   */
  private async stalledSandbox(limit: number): Promise<number> {
    const due = await rows<{ order_id: string; steps: number }>(
      this.ds,
      `SELECT o.order_id, count(e.id)::int AS steps FROM shop_orders o
         LEFT JOIN shop_parcel_events e ON e.order_id = o.order_id AND e.key LIKE 'sandbox:%'
        WHERE o.carrier = 'sandbox' AND o.tracked_at IS NOT NULL AND o.delivered_at IS NULL AND o.received_at IS NULL
        GROUP BY o.order_id, o.tracked_at
       HAVING greatest(o.tracked_at, max(e.time)) <= now() - make_interval(secs => $1)
        LIMIT $2`,
      [SWEEP_GRACE_SECONDS + this.config.raw.SHOP_SANDBOX_CARRIER_STEP_MS / 1000, limit],
    );
    let n = 0;
    for (const { order_id, steps } of due) {
      if (steps >= SANDBOX_STEPS.length) continue;
      await this.fulfilment.record(order_id, [this.sandbox.scan(steps)]);
      await this.sandbox.next({ orderId: order_id, step: steps });
      n++;
    }
    return n;
  }

  /** Delivered, due for the automatic receipt a while ago, still not received: received now. */
  private async overdueReceipts(limit: number): Promise<number> {
    const due = await rows<{ order_id: string }>(
      this.ds,
      `SELECT order_id FROM shop_orders
        WHERE delivered_at IS NOT NULL AND received_at IS NULL AND auto_receive_at <= now() - make_interval(secs => $1)
        ORDER BY auto_receive_at LIMIT $2`,
      [SWEEP_GRACE_SECONDS, limit],
    );
    let n = 0;
    for (const { order_id } of due) if ((await this.fulfilment.autoReceive(order_id)) === 'received') n++;
    return n;
  }

  /** `shop.purge-callbacks`: accepted callbacks whose newest scan is past the retention (replays of them are stale anyway). */
  async purgeCallbacks(batch = 5000): Promise<number> {
    let total = 0;
    for (;;) {
      const gone = await rows(
        this.ds,
        `DELETE FROM shop_carrier_callbacks WHERE digest IN (
           SELECT digest FROM shop_carrier_callbacks WHERE newest_event_at < now() - make_interval(days => $1) LIMIT $2)
         RETURNING digest`,
        [this.config.raw.CARRIER_CALLBACK_RETENTION_DAYS, batch],
      );
      total += gone.length;
      if (gone.length < batch) return total;
    }
  }
}
