import { randomBytes } from 'node:crypto';
import { Injectable, Logger } from '@nestjs/common';
import { EventBus } from '@nestjs/cqrs';
import { DataSource, type QueryRunner } from 'typeorm';
import type { Language } from '@contracts/language';
import type { CarrierCode, Logistics, ShipOrderInput } from '@contracts/schemas/shop';
import { AppException } from '@server/common/errors/app.exception';
import { Ok } from '@server/common/http/ok';
import { AppConfig } from '@server/config/app-config';
import { one, rows, tx } from '@server/infra/database/sql';
import { JobQueue } from '@server/infra/queues/job-queue';
import { OrderProgressed } from '@server/modules/orders/events/order.events';
import { OrderDesk } from '@server/modules/orders/ports/order-desk.port';
import { OrderQuery } from '@server/modules/orders/queries/order.query';
import type { VerifiedCallback } from '../carriers/kuaidi100.carrier';
import { ParcelDelivered, ParcelShipped } from '../events/shop.events';
import { ShopJob } from '../jobs/shop.jobs';
import { ParcelScans, type Scan } from '../ports/carrier.port';
import { CarrierDesk } from './carrier-desk';
import { LogisticsView } from './logistics.view';
import { StockLedger } from './stock.ledger';

interface Delivered {
  userId: string;
  carrier: CarrierCode;
  trackingNumber: string;
  autoReceiveAt: Date;
}

/**
 * Shipping, tracking and receipt of goods orders (decision 0131). Each step is a guarded
 * transition on `shop_orders`, taken under the order row's lock (orders' `lockPaid`, the lock a
 * refund takes too), so it happens once and an illegal one changes nothing:
 * - ship: paid, not shipped → shipped; the allocation becomes `sale` movements in the same
 *   transaction; then the carrier is asked to track (the retried `shop.track` job);
 * - delivered: the first `delivered` scan, whoever reports it; the automatic receipt is scheduled;
 * - received: shipped (delivered or not), not received → received, and the order paid → completed.
 * Notices follow ParcelShipped and ParcelDelivered (deterministic event ids).
 */
@Injectable()
export class FulfilmentService extends ParcelScans {
  private readonly logger = new Logger(FulfilmentService.name);

  constructor(
    private readonly ds: DataSource,
    private readonly desk: OrderDesk,
    private readonly orders: OrderQuery,
    private readonly ledger: StockLedger,
    private readonly carriers: CarrierDesk,
    private readonly view: LogisticsView,
    private readonly jobs: JobQueue,
    private readonly events: EventBus,
    private readonly config: AppConfig,
  ) {
    super();
  }

  // ───────────── ship ─────────────

  async ship(orderId: string, input: ShipOrderInput, lang: Language): Promise<Ok<Logistics>> {
    if (!this.carriers.for(input.carrier)) throw AppException.field('carrier', 'e.shop.carrier_unavailable');
    const salt = randomBytes(24).toString('hex');
    const order = await tx(this.ds, async (q) => {
      const row = await one<{ shipped_at: Date | null }>(q, `SELECT shipped_at FROM shop_orders WHERE order_id = $1`, [orderId]);
      if (!row) throw AppException.notFound();
      const paid = await this.desk.lockPaid(q, orderId);
      if (!paid) throw AppException.fail(row.shipped_at ? 'e.shop.already_shipped' : 'e.shop.ship_not_paid');
      const won = await one<{ shipped_at: Date }>(
        q,
        `UPDATE shop_orders SET carrier = $2, tracking_number = $3, tracking_salt = $4, shipped_at = now()
          WHERE order_id = $1 AND shipped_at IS NULL AND released_at IS NULL RETURNING shipped_at`,
        [orderId, input.carrier, input.trackingNumber, salt],
      );
      if (!won) throw AppException.fail('e.shop.already_shipped');
      const lines = paid.lines.map((l) => ({ skuId: l.itemRef, quantity: l.quantity }));
      const sold = await this.ledger.sellAll(q, orderId, lines);
      if (sold.length !== lines.length) throw new Error(`order ${paid.number}: ${sold.length} of ${lines.length} lines could be sold`);
      await this.insertScans(q, orderId, [{ status: 'shipped', text: null, time: won.shipped_at, key: 'shipped' }]);
      return paid;
    });
    const ref = { orderId, userId: order.userId, orderNumber: order.number };
    this.events.publish(
      new ParcelShipped({ eventId: `parcel-shipped-${orderId}`, ...ref, carrier: input.carrier, trackingNumber: input.trackingNumber }),
    );
    this.events.publish(new OrderProgressed({ ...ref, kind: 'goods', status: 'paid' }));
    await this.jobs.enqueue(
      ShopJob.Track,
      { orderId },
      { jobId: `trk_${orderId}`, attempts: 8, backoff: { type: 'exponential', delay: 5000 }, removeOnComplete: 1000, removeOnFail: 5000 },
    );
    return new Ok(await this.view.show(orderId, lang), 'shop.order_shipped');
  }

  /** `shop.track`: the parcel's carrier starts tracking it (throws to be retried). */
  async track(orderId: string): Promise<void> {
    const p = await one<{ carrier: CarrierCode; tracking_number: string; tracking_salt: string; phone: string; received_at: Date | null }>(
      this.ds,
      `SELECT carrier, tracking_number, tracking_salt, address->>'phone' AS phone, received_at FROM shop_orders
        WHERE order_id = $1 AND shipped_at IS NOT NULL`,
      [orderId],
    );
    if (!p || p.received_at) return;
    const carrier = this.carriers.for(p.carrier);
    if (!carrier) {
      this.logger.warn({ orderId, carrier: p.carrier }, 'no carrier tracks this parcel any more (configuration changed)');
    } else {
      await carrier.track({ orderId, carrier: p.carrier, trackingNumber: p.tracking_number, salt: p.tracking_salt, phone: p.phone ?? '' });
    }
    // Tracked (or nothing can track it): the sweep leaves it alone from now on.
    await rows(this.ds, `UPDATE shop_orders SET tracked_at = now() WHERE order_id = $1 AND tracked_at IS NULL RETURNING order_id`, [
      orderId,
    ]);
  }

  // ───────────── scans, delivery ─────────────

  async record(orderId: string, scans: readonly Scan[]): Promise<number> {
    return this.recording(orderId, async (q) => this.insertScans(q, orderId, scans), scans);
  }

  /** A tracker's verified callback: refused as a replay when the same signed push was accepted before; else its scans recorded. */
  async recordCallback(tracker: string, v: VerifiedCallback): Promise<number> {
    return this.recording(
      v.orderId,
      async (q) => {
        const fresh = await rows(
          q,
          `INSERT INTO shop_carrier_callbacks (digest, tracker, order_id, newest_event_at) VALUES ($1, $2, $3, $4)
           ON CONFLICT (digest) DO NOTHING RETURNING digest`,
          [v.digest, tracker, v.orderId, v.newestAt],
        );
        if (!fresh.length) throw AppException.fail('e.shop.callback_replayed');
        return this.insertScans(q, v.orderId, v.scans);
      },
      v.scans,
    );
  }

  private async recording(orderId: string, write: (q: QueryRunner) => Promise<number>, scans: readonly Scan[]): Promise<number> {
    const out = await tx(this.ds, async (q) => {
      // The shop's row locked: a delivery and a receipt of one order never interleave.
      const row = await one(q, `SELECT 1 FROM shop_orders WHERE order_id = $1 AND shipped_at IS NOT NULL FOR UPDATE`, [orderId]);
      if (!row) return { count: 0 };
      const count = await write(q);
      const delivery = scans.filter((s) => s.status === 'delivered').sort((a, b) => a.time.getTime() - b.time.getTime())[0];
      const delivered = delivery ? await this.deliver(q, orderId, delivery.time) : undefined;
      return { count, delivered };
    });
    if (out.delivered) await this.announceDelivery(orderId, out.delivered);
    return out.count;
  }

  private async insertScans(q: QueryRunner, orderId: string, scans: readonly Scan[]): Promise<number> {
    if (!scans.length) return 0;
    const added = await rows(
      q,
      `INSERT INTO shop_parcel_events (order_id, status, text, time, key)
       SELECT $1, s.status, s.text, s.time, s.key FROM unnest($2::varchar[], $3::text[], $4::timestamptz[], $5::varchar[]) AS s(status, text, time, key)
       ON CONFLICT (order_id, key) DO NOTHING RETURNING id`,
      [orderId, scans.map((s) => s.status), scans.map((s) => s.text), scans.map((s) => s.time), scans.map((s) => s.key)],
    );
    return added.length;
  }

  /** shipped → delivered, once; the automatic receipt falls due SHOP_AUTO_RECEIVE_SECONDS after the delivery. */
  private async deliver(q: QueryRunner, orderId: string, at: Date): Promise<Delivered | undefined> {
    const won = await one<{ user_id: string; carrier: CarrierCode; tracking_number: string; auto_receive_at: Date }>(
      q,
      `UPDATE shop_orders SET delivered_at = $2, auto_receive_at = $2::timestamptz + make_interval(secs => $3)
        WHERE order_id = $1 AND shipped_at IS NOT NULL AND delivered_at IS NULL
        RETURNING user_id, carrier, tracking_number, auto_receive_at`,
      [orderId, at, this.config.raw.SHOP_AUTO_RECEIVE_SECONDS],
    );
    return won && { userId: won.user_id, carrier: won.carrier, trackingNumber: won.tracking_number, autoReceiveAt: won.auto_receive_at };
  }

  private async announceDelivery(orderId: string, d: Delivered): Promise<void> {
    const order = await this.orders.byId(orderId);
    if (!order) return;
    const ref = { orderId, userId: d.userId, orderNumber: order.number };
    this.events.publish(
      new ParcelDelivered({ eventId: `parcel-delivered-${orderId}`, ...ref, carrier: d.carrier, trackingNumber: d.trackingNumber }),
    );
    this.events.publish(new OrderProgressed({ ...ref, kind: 'goods', status: order.status }));
    await this.jobs.enqueue(
      ShopJob.AutoReceive,
      { orderId },
      {
        jobId: `rcv_${orderId}`,
        delay: Math.max(0, d.autoReceiveAt.getTime() - Date.now()),
        attempts: 5,
        backoff: { type: 'exponential', delay: 5000 },
        removeOnComplete: 1000,
        removeOnFail: 5000,
      },
    );
  }

  // ───────────── receipt ─────────────

  /** `POST /orders/:id/receive`: the owner confirms receipt of a shipped order (delivered or not); the order completes. */
  async receive(userId: string, orderId: string, lang: Language): Promise<Ok<Logistics>> {
    const row = await one<{ user_id: string; shipped_at: Date | null; received_at: Date | null }>(
      this.ds,
      `SELECT user_id, shipped_at, received_at FROM shop_orders WHERE order_id = $1`,
      [orderId],
    );
    if (!row || row.user_id !== userId || !(await this.orders.isShownTo(userId, orderId))) throw AppException.notFound();
    if (row.received_at) throw AppException.fail('e.shop.already_received');
    const done = await this.receiveOnce(orderId, false);
    if (done !== 'received') throw AppException.fail(done === 'already' ? 'e.shop.already_received' : 'e.shop.receive_not_shipped');
    return new Ok(await this.view.show(orderId, lang), 'shop.order_received');
  }

  /** `shop.auto-receive`: a delivered order not received by its due time is received. */
  async autoReceive(orderId: string): Promise<string> {
    return this.receiveOnce(orderId, true);
  }

  private async receiveOnce(orderId: string, automatic: boolean): Promise<'received' | 'already' | 'refused'> {
    const out = await tx(this.ds, async (q) => {
      const order = await this.desk.lockPaid(q, orderId);
      const receivedAt = async () =>
        (await one<{ received_at: Date | null }>(q, `SELECT received_at FROM shop_orders WHERE order_id = $1`, [orderId]))?.received_at;
      if (!order) return { result: (await receivedAt()) ? ('already' as const) : ('refused' as const) };
      const won = await one(
        q,
        `UPDATE shop_orders SET received_at = now()
          WHERE order_id = $1 AND shipped_at IS NOT NULL AND received_at IS NULL
            ${automatic ? 'AND delivered_at IS NOT NULL AND auto_receive_at <= now()' : ''}
          RETURNING order_id`,
        [orderId],
      );
      if (!won) return { result: (await receivedAt()) ? ('already' as const) : ('refused' as const) };
      if (!(await this.desk.complete(q, orderId))) throw new Error(`order ${order.number} could not be completed`);
      return { result: 'received' as const, order };
    });
    if (out.result === 'received' && out.order) {
      this.events.publish(
        new OrderProgressed({ orderId, userId: out.order.userId, orderNumber: out.order.number, kind: 'goods', status: 'completed' }),
      );
    }
    return out.result;
  }
}
