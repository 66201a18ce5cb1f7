import { Injectable, Logger } from '@nestjs/common';
import Stripe from 'stripe';
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

/** How long a buyer waits for Stripe at most (the SDK's default is 80 s). */
const STRIPE_TIMEOUT_MS = 20_000;

/**
 * Stripe Checkout through the official SDK. The webhook (`POST /payments/stripe/callback`) is
 * verified with `stripe.webhooks.constructEvent` on the raw body; our payment id travels in the
 * session's metadata and `client_reference_id`. Stripe's own failures (down, slow, a rejected key)
 * reach the buyer as "the payment service did not answer", never as Stripe's HTTP status: a 401
 * from Stripe is not the buyer's session ending.
 */
@Injectable()
export class StripeProvider implements PaymentProvider {
  readonly name = 'stripe' as const;
  private readonly logger = new Logger(StripeProvider.name);
  private client: Stripe | null = null;

  constructor(private readonly settings: OrdersSettings) {}

  private stripe(): Stripe {
    const cfg = this.settings.stripe;
    if (!cfg) throw AppException.fail('e.orders.provider_unavailable');
    if (!this.client) {
      const api = cfg.apiUrl ? new URL(cfg.apiUrl) : null;
      this.client = new Stripe(cfg.secretKey, {
        timeout: STRIPE_TIMEOUT_MS,
        ...(api && {
          protocol: api.protocol === 'http:' ? 'http' : 'https',
          host: api.hostname,
          port: Number(api.port) || (api.protocol === 'http:' ? 80 : 443),
        }),
      });
    }
    return this.client;
  }

  /** One call to Stripe's API; its errors become a clear, localised refusal (and a log line for operators). */
  private async call<T>(what: string, run: (stripe: Stripe) => Promise<T>): Promise<T> {
    const stripe = this.stripe();
    try {
      return await run(stripe);
    } catch (err) {
      const e = err as { message?: string; type?: string; statusCode?: number; requestId?: string };
      this.logger.error({ err: e.message, type: e.type, status: e.statusCode, stripeRequestId: e.requestId }, `Stripe ${what} failed`);
      throw AppException.fail('e.orders.provider_failed');
    }
  }

  async startCheckout(req: CheckoutRequest): Promise<CheckoutStart> {
    const session = await this.call('checkout', (stripe) =>
      stripe.checkout.sessions.create(
        {
          mode: 'payment',
          client_reference_id: req.paymentId,
          metadata: { paymentId: req.paymentId, orderId: req.orderId },
          line_items: [
            {
              quantity: 1,
              price_data: { currency: req.currency.toLowerCase(), unit_amount: req.amount, product_data: { name: req.description } },
            },
          ],
          success_url: req.returnUrl,
          cancel_url: req.returnUrl,
        },
        // A retried request (the SDK retries network errors) opens one session per payment attempt.
        { idempotencyKey: `checkout-${req.paymentId}` },
      ),
    );
    if (!session.url) throw AppException.fail('e.orders.provider_unavailable');
    return { checkoutUrl: session.url, providerRef: session.id };
  }

  verifyCallback(cb: RawCallback): PaymentNotification {
    if (!this.settings.stripe) throw AppException.fail('e.orders.provider_unavailable');
    let event: Stripe.Event;
    try {
      event = this.stripe().webhooks.constructEvent(
        cb.rawBody,
        header(cb.headers, 'stripe-signature') ?? '',
        this.settings.stripe.webhookSecret,
      );
    } catch {
      throw AppException.fail('e.orders.callback_invalid');
    }
    const ignored: PaymentNotification = {
      eventId: event.id,
      paymentId: null,
      providerRef: null,
      outcome: 'ignored',
      amount: 0,
      currency: '',
    };
    if (!event.type.startsWith('checkout.session.')) return ignored;
    const session = event.data.object as Stripe.Checkout.Session;
    const base = {
      eventId: event.id,
      paymentId: session.metadata?.['paymentId'] ?? session.client_reference_id ?? null,
      providerRef: session.id,
      amount: session.amount_total ?? 0,
      currency: (session.currency ?? '').toUpperCase(),
    };
    switch (event.type) {
      case 'checkout.session.completed':
      case 'checkout.session.async_payment_succeeded':
        return { ...base, outcome: session.payment_status === 'paid' ? 'succeeded' : 'ignored' };
      case 'checkout.session.async_payment_failed':
      case 'checkout.session.expired':
        return { ...base, outcome: 'failed' };
      default:
        return ignored;
    }
  }

  async refund(p: { providerRef: string | null; amount: number }): Promise<void> {
    if (!p.providerRef) return;
    const ref = p.providerRef;
    const session = await this.call('session lookup', (stripe) => stripe.checkout.sessions.retrieve(ref));
    const intent = typeof session.payment_intent === 'string' ? session.payment_intent : session.payment_intent?.id;
    if (!intent) return;
    await this.call('refund', (stripe) => stripe.refunds.create({ payment_intent: intent, amount: p.amount }));
  }
}
