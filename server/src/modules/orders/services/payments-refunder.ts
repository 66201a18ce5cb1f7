import { Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { PaymentProviderName } from '@contracts/schemas/orders';
import { PaymentProviders } from '../payments/payment-providers';
import { one } from '@server/infra/database/sql';

/** Sends a refund to the payment's provider (after the database has recorded it). Failures are logged for an operator. */
@Injectable()
export class PaymentsRefunder {
  private readonly logger = new Logger(PaymentsRefunder.name);

  constructor(
    private readonly ds: DataSource,
    private readonly providers: PaymentProviders,
  ) {}

  async refund(paymentId: string, amount: number): Promise<void> {
    const p = await one<{ provider: PaymentProviderName; provider_ref: string | null; currency: string }>(
      this.ds,
      `SELECT provider, provider_ref, currency FROM payments WHERE id = $1`,
      [paymentId],
    );
    if (!p || amount <= 0) return;
    try {
      await this.providers.get(p.provider).refund({ paymentId, providerRef: p.provider_ref, amount, currency: p.currency });
    } catch (err) {
      this.logger.error(
        { err: err instanceof Error ? err.message : String(err), paymentId, amount },
        'provider refund failed: refund by hand',
      );
    }
  }
}
