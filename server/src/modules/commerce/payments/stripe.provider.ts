import { Injectable } from '@nestjs/common';
import Stripe from 'stripe';
import { AppException } from '@server/common/errors/app.exception';
import { CommerceSettings } from '../services/commerce.settings';
import {
  header,
  type CheckoutRequest,
  type CheckoutStart,
  type PaymentNotification,
  type PaymentProvider,
  type RawCallback,
} from './payment-provider';

/**
 * Stripe Checkout through the official SDK. The webhook (`POST /payments/stripe/callback`) is
 * verified with `stripe.webhooks.constructEvent` on the raw body; our payment id travels in the
 * session's metadata and `client_reference_id`.
 */
@Injectable()
export class StripeProvider implements PaymentProvider {
  readonly name = 'stripe' as const;
  private client: Stripe | null = null;

  constructor(private readonly settings: CommerceSettings) {}

  private stripe(): Stripe {
    if (!this.settings.stripe) throw AppException.fail('e.commerce.provider_unavailable');
    this.client ??= new Stripe(this.settings.stripe.secretKey);
    return this.client;
  }

  async startCheckout(req: CheckoutRequest): Promise<CheckoutStart> {
    const session = await this.stripe().checkout.sessions.create({
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
    });
    if (!session.url) throw AppException.fail('e.commerce.provider_unavailable');
    return { checkoutUrl: session.url, providerRef: session.id };
  }

  verifyCallback(cb: RawCallback): PaymentNotification {
    if (!this.settings.stripe) throw AppException.fail('e.commerce.provider_unavailable');
    let event: Stripe.Event;
    try {
      event = this.stripe().webhooks.constructEvent(
        cb.rawBody,
        header(cb.headers, 'stripe-signature') ?? '',
        this.settings.stripe.webhookSecret,
      );
    } catch {
      throw AppException.fail('e.commerce.callback_invalid');
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
    const session = await this.stripe().checkout.sessions.retrieve(p.providerRef);
    const intent = typeof session.payment_intent === 'string' ? session.payment_intent : session.payment_intent?.id;
    if (!intent) return;
    await this.stripe().refunds.create({ payment_intent: intent, amount: p.amount });
  }
}
