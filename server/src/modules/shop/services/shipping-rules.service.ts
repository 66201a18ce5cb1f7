import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { ShippingRule } from '@contracts/schemas/shop';
import { one } from '@server/infra/database/sql';

const COLUMNS = `free_from AS "freeFrom", base_fee AS "baseFee", per_kg_fee AS "perKgFee"`;

/** The shop's one shipping fee rule (`shop_shipping_rule`, row 1, made by the migration), read at each checkout and set by admins. */
@Injectable()
export class ShippingRules {
  constructor(private readonly ds: DataSource) {}

  async get(): Promise<ShippingRule> {
    const rule = await one<ShippingRule>(this.ds, `SELECT ${COLUMNS} FROM shop_shipping_rule WHERE id = 1`);
    if (!rule) throw new Error('shop_shipping_rule has no row 1 (made by the ShopCheckout migration)');
    return rule;
  }

  async set(rule: ShippingRule, adminId: string): Promise<ShippingRule> {
    const saved = await one<ShippingRule>(
      this.ds,
      `UPDATE shop_shipping_rule SET free_from = $1, base_fee = $2, per_kg_fee = $3, updated_by = $4, updated_at = now()
        WHERE id = 1 RETURNING ${COLUMNS}`,
      [rule.freeFrom, rule.baseFee, rule.perKgFee, adminId],
    );
    if (!saved) throw new Error('shop_shipping_rule has no row 1');
    return saved;
  }
}
