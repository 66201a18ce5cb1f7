import { Injectable } from '@nestjs/common';
import type { PaymentProviderName } from '@contracts/schemas/orders';
import { AppException } from '@server/common/errors/app.exception';
import { OrdersSettings } from '../services/orders.settings';
import type { PaymentProvider } from './payment-provider';
import { SandboxProvider } from './sandbox.provider';
import { StripeProvider } from './stripe.provider';

/** The providers this installation offers (OrdersSettings.providers). */
@Injectable()
export class PaymentProviders {
  private readonly all: Record<PaymentProviderName, PaymentProvider>;

  constructor(
    private readonly settings: OrdersSettings,
    readonly sandbox: SandboxProvider,
    stripe: StripeProvider,
  ) {
    this.all = { sandbox, stripe };
  }

  enabled(name: PaymentProviderName): boolean {
    return this.settings.providers.has(name);
  }

  get(name: string): PaymentProvider {
    if (!(name in this.all) || !this.enabled(name as PaymentProviderName)) throw AppException.fail('e.orders.provider_unavailable');
    return this.all[name as PaymentProviderName];
  }
}
