import { Injectable } from '@nestjs/common';
import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { AppException } from '@server/common/errors/app.exception';
import { OrdersSettings } from '../services/orders.settings';
import {
  header,
  type CheckoutRequest,
  type CheckoutStart,
  type PaymentNotification,
  type PaymentProvider,
  type RawCallback,
} from './payment-provider';

/** How old a signed sandbox callback may be (seconds); older ones are refused as replays. */
export const SANDBOX_TOLERANCE_SECONDS = 300;
export const SANDBOX_SIGNATURE_HEADER = 'x-sandbox-signature';

/** The body the sandbox "provider" posts to `POST /payments/sandbox/callback`. */
export interface SandboxCallbackBody {
  eventId: string;
  paymentId: string;
  status: 'succeeded' | 'failed';
  amount: number;
  currency: string;
}

/** `t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<raw body>")>` (the Stripe scheme). */
export function signSandbox(secret: string, rawBody: string, at = Math.floor(Date.now() / 1000)): string {
  const mac = createHmac('sha256', secret).update(`${at}.${rawBody}`).digest('hex');
  return `t=${at},v1=${mac}`;
}

/**
 * The built-in sandbox provider: a local checkout page (served by this app) whose Pay / Fail
 * buttons make the "provider" send an HMAC-signed callback, as a real provider's server would.
 */
@Injectable()
export class SandboxProvider implements PaymentProvider {
  readonly name = 'sandbox' as const;

  constructor(private readonly settings: OrdersSettings) {}

  startCheckout(req: CheckoutRequest): Promise<CheckoutStart> {
    const url = `${this.settings.publicUrl}/api/v1/payments/sandbox/checkout/${req.paymentId}?lang=${req.lang}`;
    return Promise.resolve({ checkoutUrl: url, providerRef: null });
  }

  /** The provider side: the signed notification for a payment's outcome. */
  buildCallback(p: { paymentId: string; amount: number; currency: string; status: 'succeeded' | 'failed' }) {
    const body: SandboxCallbackBody = {
      eventId: `evt_${randomUUID()}`,
      paymentId: p.paymentId,
      status: p.status,
      amount: p.amount,
      currency: p.currency,
    };
    const raw = JSON.stringify(body);
    return { raw, signature: signSandbox(this.settings.sandboxSecret, raw) };
  }

  verifyCallback(cb: RawCallback): PaymentNotification {
    const sig = header(cb.headers, SANDBOX_SIGNATURE_HEADER) ?? '';
    const m = /^t=(\d{1,12}),v1=([0-9a-f]{64})$/.exec(sig);
    if (!m) throw AppException.fail('e.orders.callback_invalid');
    const at = Number(m[1]);
    const expected = createHmac('sha256', this.settings.sandboxSecret).update(`${at}.`).update(cb.rawBody).digest();
    const given = Buffer.from(m[2], 'hex');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw AppException.fail('e.orders.callback_invalid');
    if (Math.abs(Date.now() / 1000 - at) > SANDBOX_TOLERANCE_SECONDS) throw AppException.fail('e.orders.callback_invalid');
    let body: Partial<SandboxCallbackBody>;
    try {
      body = JSON.parse(cb.rawBody.toString('utf8')) as Partial<SandboxCallbackBody>;
    } catch {
      throw AppException.fail('e.orders.callback_invalid');
    }
    if (
      typeof body.eventId !== 'string' ||
      typeof body.paymentId !== 'string' ||
      (body.status !== 'succeeded' && body.status !== 'failed') ||
      typeof body.amount !== 'number' ||
      typeof body.currency !== 'string'
    ) {
      throw AppException.fail('e.orders.callback_invalid');
    }
    return {
      eventId: body.eventId,
      paymentId: body.paymentId,
      providerRef: null,
      outcome: body.status,
      amount: body.amount,
      currency: body.currency,
    };
  }

  /** The sandbox moves no money: a refund always succeeds. */
  refund(): Promise<void> {
    return Promise.resolve();
  }
}
