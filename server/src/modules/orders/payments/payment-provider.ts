import type { Language } from '@contracts/language';
import type { PaymentProviderName } from '@contracts/schemas/orders';

export interface CheckoutRequest {
  paymentId: string;
  orderId: string;
  orderNumber: string;
  /** Minor units. */
  amount: number;
  currency: string;
  description: string;
  lang: Language;
  /** Where the browser returns after paying (the H5 order detail page). */
  returnUrl: string;
}

export interface CheckoutStart {
  checkoutUrl: string;
  /** The provider's own id for this checkout, when it has one. */
  providerRef: string | null;
}

/** What a verified callback says. `ignored`: a genuine event we do not act on. */
export interface PaymentNotification {
  /** The provider's event id (replays carry the same one). */
  eventId: string;
  paymentId: string | null;
  providerRef: string | null;
  outcome: 'succeeded' | 'failed' | 'ignored';
  amount: number;
  currency: string;
}

export interface RawCallback {
  rawBody: Buffer;
  headers: Record<string, string | string[] | undefined>;
}

/** One payment provider behind the one interface the orders use (sandbox, Stripe). */
export interface PaymentProvider {
  readonly name: PaymentProviderName;
  startCheckout(req: CheckoutRequest): Promise<CheckoutStart>;
  /** Verifies the signature and reads the callback; throws AppException('e.orders.callback_invalid') when forged. */
  verifyCallback(cb: RawCallback): PaymentNotification;
  /** Returns money (partial refunds included). */
  refund(p: { paymentId: string; providerRef: string | null; amount: number; currency: string }): Promise<void>;
}

export function header(headers: RawCallback['headers'], name: string): string | undefined {
  const v = headers[name];
  return Array.isArray(v) ? v[0] : v;
}
