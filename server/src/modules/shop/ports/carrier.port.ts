import type { CarrierCode, ParcelStatus } from '@contracts/schemas/shop';

/**
 * The `Carrier` port (decision 0131): how the shop has a parcel tracked, whoever carries it. The
 * fulfilment service ships an order, then (after the commit, from the retried `shop.track` job)
 * asks the parcel's carrier to track it; the carrier reports scans back through {@link ParcelScans}
 * — the sandbox from its own delayed jobs, a tracker from its signed callbacks.
 */

/** What a carrier is given to track. */
export interface Parcel {
  orderId: string;
  carrier: CarrierCode;
  trackingNumber: string;
  /** The secret the tracker signs its callbacks with (one per shipment). */
  salt: string;
  /** The recipient's phone (some couriers ask for its last digits). */
  phone: string;
}

/** One scan as a carrier reports it. `key` identifies it (the same scan reported again is one row). */
export interface Scan {
  status: ParcelStatus;
  /** The courier's own words; null for the app's texts (shown in the reader's language). */
  text: string | null;
  time: Date;
  key: string;
}

export interface Carrier {
  /** Which carrier codes it takes (`sandbox`, or the couriers behind a tracker). */
  carries(code: CarrierCode): boolean;
  /** Starts tracking (a subscription, a schedule). At least once: a second call must change nothing. Throws to be retried. */
  track(parcel: Parcel): Promise<void>;
}

/** Where carriers report scans (implemented by the shop's fulfilment service). */
export abstract class ParcelScans {
  /** Records the scans of the order's parcel (known ones are ignored); a `delivered` scan delivers the order once. */
  abstract record(orderId: string, scans: readonly Scan[]): Promise<number>;
}
