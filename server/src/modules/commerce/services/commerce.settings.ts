import { Injectable, type OnModuleInit } from '@nestjs/common';
import { hkdfSync } from 'node:crypto';
import type { Language } from '@contracts/language';
import { PAYMENT_PROVIDERS, type PaymentProviderName } from '@contracts/schemas/commerce';
import { AppConfig } from '@server/config/app-config';
import { TicketCodec, loadSigningKey } from './ticket-codec';

const LOCALES: Record<Language, string> = { 'zh-cn': 'zh-CN', 'en-us': 'en-US', 'zh-hant': 'zh-TW' };

/** The commerce module's configuration, read once (payment window, keys, providers). */
@Injectable()
export class CommerceSettings implements OnModuleInit {
  readonly codec: TicketCodec;
  readonly windowSeconds: number;
  readonly expiringSoonSeconds: number;
  readonly entryMarginSeconds: number;
  readonly timezone: string;
  readonly sandboxSecret: string;
  readonly sandboxCallbackUrl: string | undefined;
  readonly publicUrl: string;
  readonly providers: ReadonlySet<PaymentProviderName>;
  readonly stripe: { secretKey: string; webhookSecret: string; apiUrl?: string } | null;

  constructor(private readonly config: AppConfig) {
    const raw = config.raw;
    this.codec = new TicketCodec(loadSigningKey(raw.TICKET_SIGNING_KEY, raw.APP_SECRET));
    this.windowSeconds = raw.ORDER_PAYMENT_WINDOW_SECONDS;
    this.expiringSoonSeconds = raw.ORDER_EXPIRING_SOON_SECONDS;
    this.entryMarginSeconds = raw.TICKET_ENTRY_MARGIN_SECONDS;
    this.timezone = raw.EVENT_TIMEZONE;
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

  /** Production never signs tickets with a key derived from APP_SECRET. */
  onModuleInit() {
    if (this.config.isProduction && !this.config.raw.TICKET_SIGNING_KEY) {
      throw new Error('TICKET_SIGNING_KEY is required in production (an Ed25519 PEM key or a 32-byte seed, see docs/operations.md)');
    }
  }

  /** A time as visitors at the venue read it ("2026-11-23 14:05"). */
  formatTime(date: Date, lang: Language): string {
    const parts = new Intl.DateTimeFormat(LOCALES[lang], {
      timeZone: this.timezone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).formatToParts(date);
    const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
    return `${get('year')}-${get('month')}-${get('day')} ${get('hour')}:${get('minute')}`;
  }

  /** Where the browser goes after a checkout: the order detail page of the H5 app. */
  orderPageUrl(orderId: string): string {
    return `${this.publicUrl}/h5/#/pages/order/detail?id=${orderId}`;
  }
}
