import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { Language } from '@contracts/language';
import type { ShippingRule } from '@contracts/schemas/shop';
import type { ShippingRules as ShippingRulesDto, ShippingRulesInput } from '@contracts/schemas/shop-operations';
import { AppException } from '@server/common/errors/app.exception';
import { one, rows, tx } from '@server/infra/database/sql';
import { AuditTrail, changedFields } from '@server/modules/audit/ports/audit-trail.port';
import { AreaQuery } from '@server/modules/reference/queries/area.query';
import { DELIVERY_COUNTRY } from './addresses.service';

const COLUMNS = `free_from AS "freeFrom", base_fee AS "baseFee", per_kg_fee AS "perKgFee"`;

/** A rule with the province it applies to (null: the national rule). */
export interface AppliedRule extends ShippingRule {
  provinceCode: string | null;
}

/**
 * The shop's shipping fee rules (decisions 0126, 0143): the national rule (`shop_shipping_rule`,
 * row 1, made by the migration) and the provinces' own (`shop_shipping_regions`), which replace it
 * whole for parcels sent there. Read at each checkout and quote; set by admins, audited.
 */
@Injectable()
export class ShippingRules {
  constructor(
    private readonly ds: DataSource,
    private readonly areas: AreaQuery,
    private readonly trail: AuditTrail,
  ) {}

  async national(): Promise<ShippingRule> {
    const rule = await one<ShippingRule>(this.ds, `SELECT ${COLUMNS} FROM shop_shipping_rule WHERE id = 1`);
    if (!rule) throw new Error('shop_shipping_rule has no row 1 (made by the ShopCheckout migration)');
    return rule;
  }

  /** The rule for a parcel sent to `provinceCode` (its own, else the national rule). */
  async forProvince(provinceCode: string | null | undefined): Promise<AppliedRule> {
    if (provinceCode) {
      const own = await one<ShippingRule>(this.ds, `SELECT ${COLUMNS} FROM shop_shipping_regions WHERE province_code = $1`, [provinceCode]);
      if (own) return { ...own, provinceCode };
    }
    return { ...(await this.national()), provinceCode: null };
  }

  async get(lang: Language): Promise<ShippingRulesDto> {
    const regions = await rows<ShippingRule & { provinceCode: string }>(
      this.ds,
      `SELECT province_code AS "provinceCode", ${COLUMNS} FROM shop_shipping_regions ORDER BY province_code`,
    );
    const names = regions.length ? ((await this.areas.byCodes(regions.map((r) => r.provinceCode))) ?? []) : [];
    const nameOf = new Map(names.map((a) => [a.code, a.names[lang] || a.names['zh-cn']]));
    return {
      ...(await this.national()),
      regions: regions.map((r) => ({ ...r, provinceName: nameOf.get(r.provinceCode) ?? r.provinceCode })),
    };
  }

  async set(input: ShippingRulesInput, adminId: string, lang: Language): Promise<ShippingRulesDto> {
    if (input.regions?.length) {
      const found = await this.areas.byCodes(input.regions.map((r) => r.provinceCode));
      const bad = input.regions.findIndex((r, i) => found?.[i]?.parentCode !== DELIVERY_COUNTRY);
      if (!found || bad >= 0) throw AppException.field(`regions.${Math.max(0, bad)}.provinceCode`, 'e.shop.province_invalid');
    }
    await tx(this.ds, async (q) => {
      const before = await one<ShippingRule>(q, `SELECT ${COLUMNS} FROM shop_shipping_rule WHERE id = 1 FOR UPDATE`);
      const beforeRegions = await rows<ShippingRule & { provinceCode: string }>(
        q,
        `SELECT province_code AS "provinceCode", ${COLUMNS} FROM shop_shipping_regions ORDER BY province_code`,
      );
      const saved = await one<ShippingRule>(
        q,
        `UPDATE shop_shipping_rule SET free_from = $1, base_fee = $2, per_kg_fee = $3, updated_by = $4, updated_at = now()
          WHERE id = 1 RETURNING ${COLUMNS}`,
        [input.freeFrom, input.baseFee, input.perKgFee, adminId],
      );
      if (!saved || !before) throw new Error('shop_shipping_rule has no row 1');
      let afterRegions = beforeRegions;
      if (input.regions) {
        const rs = input.regions;
        await rows(q, `DELETE FROM shop_shipping_regions RETURNING province_code`);
        await rows(
          q,
          `INSERT INTO shop_shipping_regions (province_code, free_from, base_fee, per_kg_fee)
           SELECT * FROM unnest($1::varchar[], $2::int[], $3::int[], $4::int[]) RETURNING province_code`,
          [rs.map((r) => r.provinceCode), rs.map((r) => r.freeFrom), rs.map((r) => r.baseFee), rs.map((r) => r.perKgFee)],
        );
        afterRegions = [...rs].sort((a, b) => a.provinceCode.localeCompare(b.provinceCode));
      }
      const changes = changedFields({ ...before, regions: beforeRegions }, { ...saved, regions: afterRegions });
      if (Object.keys(changes).length) {
        await this.trail.record(q, {
          actorId: adminId,
          action: 'shop_shipping.update',
          target: { type: 'shop_shipping', id: 'rule' },
          changes,
        });
      }
    });
    return this.get(lang);
  }
}
