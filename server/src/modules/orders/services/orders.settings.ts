import { Injectable } from '@nestjs/common';
import { hkdfSync } from 'node:crypto';
import { PAYMENT_PROVIDERS, type PaymentProviderName } from '@contracts/schemas/orders';
import { AppConfig } from '@server/config/app-config';

/** The orders module's configuration, read once (payment window, providers and their keys). */
@Injectable()
export class OrdersSettings {
  readonly windowSeconds: number;
  readonly expiringSoonSeconds: number;
  readonly sandboxSecret: string;
  readonly sandboxCallbackUrl: string | undefined;
  readonly publicUrl: string;
  readonly providers: ReadonlySet<PaymentProviderName>;
  readonly stripe: { secretKey: string; webhookSecret: string; apiUrl?: string } | null;

  constructor(config: AppConfig) {
    const raw = config.raw;
    this.windowSeconds = raw.ORDER_PAYMENT_WINDOW_SECONDS;
    this.expiringSoonSeconds = raw.ORDER_EXPIRING_SOON_SECONDS;
    this.sandboxSecret =
      raw.SANDBOX_PAYMENT_SECRET ?? Buffer.from(hkdfSync('sha256', raw.APP_SECRET, 'reefline', 'sandbox-payments/v1', 32)).toString('hex');
    this.sandboxCallbackUrl = raw.SANDBOX_CALLBACK_URL;
    this.publicUrl = config.publicUrl.replace(/\/+$/, '');
    this.stripe =
      raw.STRIPE_SECRET_KEY && raw.STRIPE_WEBHOOK_SECRET
        ? { secretKey: raw.STRIPE_SECRET_KEY, webhookSecret: raw.STRIPE_WEBHOOK_SECRET, apiUrl: raw.STRIPE_API_URL }
        : null;
    // Outside production the sandbox is on by default; in production only what is listed (never implicitly the sandbox).
    const listed = (raw.PAYMENT_PROVIDERS ?? (config.isProduction ? 'stripe' : 'sandbox,stripe'))
      .split(',')
      .map((s) => s.trim())
      .filter((s): s is PaymentProviderName => (PAYMENT_PROVIDERS as readonly string[]).includes(s));
    this.providers = new Set(listed.filter((p) => p !== 'stripe' || this.stripe !== null));
  }

  /** Where the browser goes after a checkout: the order detail page of the H5 app. */
  orderPageUrl(orderId: string): string {
    return `${this.publicUrl}/h5/#/pages/order/detail?id=${orderId}`;
  }
}
