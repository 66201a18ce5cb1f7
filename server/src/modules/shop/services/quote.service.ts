import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { SHOP_CURRENCY } from '@contracts/schemas/shop';
import type { ShippingQuote, ShippingQuoteInput } from '@contracts/schemas/shop-operations';
import { AppException } from '@server/common/errors/app.exception';
import { one, rows } from '@server/infra/database/sql';
import { AddressesService } from './addresses.service';
import { shippingFee } from './shipping-rule';
import { ShippingRules } from './shipping-rules.service';
import { skuFacts } from './sku-facts';

/**
 * `POST /shop/quote` (decision 0143): what placing the order would cost now — the lines on sale at
 * their current prices, the fee of the rule of the address's province — without taking stock.
 * Checkout shows it before the buyer pays; placing computes it again the same way.
 */
@Injectable()
export class QuoteService {
  constructor(
    private readonly ds: DataSource,
    private readonly addresses: AddressesService,
    private readonly rules: ShippingRules,
  ) {}

  async quote(userId: string, input: ShippingQuoteInput): Promise<ShippingQuote> {
    const wanted = input.lines
      ? input.lines
      : await rows<{ skuId: string; quantity: number }>(
          this.ds,
          `SELECT c.sku_id AS "skuId", c.quantity FROM shop_cart_lines c WHERE c.user_id = $1 AND c.selected`,
          [userId],
        );
    const facts = await skuFacts(
      this.ds,
      wanted.map((w) => w.skuId),
    );
    // as at checkout: an unknown SKU, or a draft's, is 404 (given lines only: the cart hides drafts)
    if (input.lines && input.lines.some((w) => (facts.get(w.skuId)?.status ?? 'draft') === 'draft')) throw AppException.notFound();
    const sold = wanted.flatMap((w) => {
      const f = facts.get(w.skuId);
      return f && f.status === 'on_sale' ? [{ ...f, quantity: w.quantity }] : [];
    });
    const subtotal = sold.reduce((n, l) => n + l.price * l.quantity, 0);
    const weightGrams = sold.reduce((n, l) => n + l.weightGrams * l.quantity, 0);
    const address = input.addressId
      ? await this.addresses.own(userId, input.addressId)
      : await one<{ id: string; areaCodes: string[] }>(
          this.ds,
          `SELECT id, area_codes AS "areaCodes" FROM shop_addresses WHERE user_id = $1 AND is_default`,
          [userId],
        );
    const rule = await this.rules.forProvince(address?.areaCodes[0]);
    const fee = sold.length ? shippingFee(rule, subtotal, weightGrams) : 0;
    return {
      subtotal,
      weightGrams,
      shippingFee: fee,
      total: subtotal + fee,
      currency: sold[0]?.currency ?? SHOP_CURRENCY,
      freeFrom: rule.freeFrom,
      provinceCode: rule.provinceCode,
      addressId: address?.id ?? null,
    };
  }
}
