import { createHash } from 'node:crypto';
import { Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { CarrierCallbackInput, CarrierCode } from '@contracts/schemas/shop';
import { AppException } from '@server/common/errors/app.exception';
import { AppConfig } from '@server/config/app-config';
import { one, rows } from '@server/infra/database/sql';
import type { Carrier, Parcel, Scan } from '../ports/carrier.port';
import { KUAIDI100_COMPANIES, carrierOfCompany, parseResult, scansOf, signedBy, subscribeForm } from './kuaidi100.protocol';

/** A verified callback, ready to record (the digest refuses its replay in the recording transaction). */
export interface VerifiedCallback {
  orderId: string;
  scans: Scan[];
  newestAt: Date;
  digest: string;
}

/**
 * The real carrier adapter (decision 0131): couriers tracked through the Kuaidi100 aggregator.
 * `track` subscribes the waybill with a callback address and the shipment's own salt; Kuaidi100
 * then pushes the whole tracking result to `POST /shop/carriers/kuaidi100/callback` at each new
 * scan, signed with that salt. A callback is refused when forged (no shipment of that waybill has a
 * salt that signs it), stale (its newest scan is older than CARRIER_CALLBACK_MAX_AGE_SECONDS, or
 * older than a scan it already told us) or replayed (the same signed push was already accepted).
 * Offered only when KUAIDI100_KEY is set.
 */
@Injectable()
export class Kuaidi100Carrier implements Carrier {
  private readonly logger = new Logger(Kuaidi100Carrier.name);

  constructor(
    private readonly ds: DataSource,
    private readonly config: AppConfig,
  ) {}

  carries(code: CarrierCode): boolean {
    return !!this.config.raw.KUAIDI100_KEY && KUAIDI100_COMPANIES[code] !== undefined;
  }

  callbackUrl(): string {
    return `${this.config.publicUrl}/api/v1/shop/carriers/kuaidi100/callback`;
  }

  async track(parcel: Parcel): Promise<void> {
    const key = this.config.raw.KUAIDI100_KEY;
    const company = KUAIDI100_COMPANIES[parcel.carrier];
    if (!key || !company) throw new Error(`kuaidi100 cannot track ${parcel.carrier}`);
    const body = subscribeForm({
      key,
      company,
      number: parcel.trackingNumber,
      callbackUrl: this.callbackUrl(),
      salt: parcel.salt,
      phone: parcel.phone,
    });
    const res = await fetch(this.config.raw.KUAIDI100_POLL_URL, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body,
      signal: AbortSignal.timeout(10_000),
    });
    const answer = (await res.json().catch(() => ({}))) as { result?: boolean; returnCode?: string; message?: string };
    // 501: this waybill is already subscribed (a retried job): nothing more to do.
    if (answer.result === true || answer.returnCode === '501') return;
    this.logger.warn({ orderId: parcel.orderId, returnCode: answer.returnCode, message: answer.message }, 'kuaidi100 subscription refused');
    throw new Error(`kuaidi100 subscription refused: ${answer.returnCode ?? res.status} ${answer.message ?? ''}`);
  }

  /** Checks a callback; throws the refusal (code 0) when it is malformed, forged or stale. Replays are refused when recorded. */
  async verify(input: CarrierCallbackInput, now = new Date()): Promise<VerifiedCallback> {
    const result = parseResult(input.param);
    const carrier = result && carrierOfCompany(result.lastResult.com);
    if (!result || !carrier) throw AppException.fail('e.shop.callback_forged');
    const candidates = await rows<{ order_id: string; tracking_salt: string }>(
      this.ds,
      `SELECT order_id, tracking_salt FROM shop_orders
        WHERE tracking_number = $1 AND carrier = $2 AND shipped_at IS NOT NULL AND tracking_salt IS NOT NULL`,
      [result.lastResult.nu, carrier],
    );
    const order = candidates.find((c) => signedBy(input.param, input.sign, c.tracking_salt));
    if (!order) throw AppException.fail('e.shop.callback_forged');
    const scans = scansOf(result);
    if (!scans?.length) throw AppException.fail('e.shop.callback_invalid');
    const newestAt = new Date(Math.max(...scans.map((s) => s.time.getTime())));
    if (now.getTime() - newestAt.getTime() > this.config.raw.CARRIER_CALLBACK_MAX_AGE_SECONDS * 1000) {
      throw AppException.fail('e.shop.callback_stale');
    }
    const told = await one<{ newest: Date | null }>(
      this.ds,
      `SELECT max(newest_event_at) AS newest FROM shop_carrier_callbacks WHERE order_id = $1 AND tracker = 'kuaidi100'`,
      [order.order_id],
    );
    if (told?.newest && newestAt < told.newest) throw AppException.fail('e.shop.callback_stale');
    const digest = createHash('sha256').update(`kuaidi100\n${input.param}`).digest('hex');
    return { orderId: order.order_id, scans, newestAt, digest };
  }
}
