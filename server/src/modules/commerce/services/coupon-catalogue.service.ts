import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { paged, type Paged } from '@contracts/api';
import type { PagingInput } from '@contracts/schemas/common';
import type { CouponKind } from '@contracts/schemas/commerce';
import type { AdminCoupon, CouponInput, CouponUpdateInput } from '@contracts/schemas/catalogue';
import { AppException } from '@server/common/errors/app.exception';
import { Ok } from '@server/common/http/ok';
import { one, rows, tx } from '@server/infra/database/sql';
import { changedFields } from '@server/modules/audit/ports/audit-trail.port';
import { CatalogueAction, CatalogueService, setClause, type Acting } from './catalogue.service';
import type { LocalText } from './local-text';

interface CouponRow {
  id: string;
  title: LocalText;
  kind: CouponKind;
  value: number;
  min_spend: number;
  currency: string;
  per_person_limit: number;
  valid_days: number;
  stock: number;
  claimed: number;
  active: boolean;
  created_at: Date;
}

const COUPON_COLUMNS = {
  title: 'title',
  kind: 'kind',
  value: 'value',
  minSpend: 'min_spend',
  perPersonLimit: 'per_person_limit',
  validDays: 'valid_days',
  stock: 'stock',
  active: 'active',
} as const satisfies Record<keyof CouponInput, string>;

function toCoupon(c: CouponRow): AdminCoupon {
  return {
    id: c.id,
    title: c.title,
    kind: c.kind,
    value: c.value,
    minSpend: c.min_spend,
    currency: c.currency,
    perPersonLimit: c.per_person_limit,
    validDays: c.valid_days,
    stock: c.stock,
    claimed: c.claimed,
    active: c.active,
    createdAt: c.created_at.toISOString(),
  };
}

function fields(c: CouponRow): CouponInput {
  const { title, kind, value, minSpend, perPersonLimit, validDays, stock, active } = toCoupon(c);
  return { title, kind, value, minSpend, perPersonLimit, validDays, stock, active };
}

/**
 * Coupons in the console (decision 0132): created and edited by admins, audited in the change's
 * transaction. The stock never drops below what is claimed (the row is locked, as claims move
 * `claimed` by a conditional UPDATE of the same row); kind, value and minimum spend are fixed once
 * anyone holds the coupon (what they claimed must not change under them).
 */
@Injectable()
export class CouponCatalogueService {
  constructor(
    private readonly ds: DataSource,
    private readonly catalogue: CatalogueService,
  ) {}

  async list(q: PagingInput): Promise<Paged<AdminCoupon>> {
    const [count] = await rows<{ n: string }>(this.ds, `SELECT count(*) AS n FROM coupons`);
    const items = await rows<CouponRow>(this.ds, `SELECT * FROM coupons ORDER BY created_at DESC, id LIMIT $1 OFFSET $2`, [
      q.limit,
      (q.page - 1) * q.limit,
    ]);
    return paged(items.map(toCoupon), q, Number(count?.n ?? 0));
  }

  async create(by: Acting, input: CouponInput): Promise<Ok<AdminCoupon>> {
    const row = await tx(this.ds, async (q) => {
      const cols = Object.values(COUPON_COLUMNS);
      const { params } = setClause(COUPON_COLUMNS, input, 1);
      const [c] = await rows<CouponRow>(
        q,
        `INSERT INTO coupons (${cols.map((c) => `"${c}"`).join(', ')}) VALUES (${cols.map((_, i) => `$${i + 1}`).join(', ')}) RETURNING *`,
        params,
      );
      await this.catalogue.audit(q, by, CatalogueAction.CouponCreate, 'coupon', c.id, changedFields({}, input));
      return c;
    });
    return new Ok(toCoupon(row), 'commerce.catalogue.saved');
  }

  async update(by: Acting, id: string, input: CouponUpdateInput): Promise<Ok<AdminCoupon>> {
    const result = await tx(this.ds, async (q) => {
      const c = await one<CouponRow>(q, `SELECT * FROM coupons WHERE id = $1 FOR UPDATE`, [id]);
      if (!c) throw AppException.notFound();
      if (input.stock !== undefined && input.stock < c.claimed)
        throw AppException.field('stock', 'e.commerce.catalogue.stock_below_claimed', { claimed: c.claimed });
      const before = fields(c);
      const after = { ...before, ...input };
      if (after.kind === 'percent' && after.value > 100) throw AppException.field('value', 'v.range', { min: 1, max: 100 });
      const changes = changedFields(before, after);
      if (c.claimed > 0 && (changes.kind || changes.value || changes.minSpend))
        throw AppException.fail('e.commerce.catalogue.coupon_terms_locked');
      if (Object.keys(changes).length === 0) return { row: c, changed: false };
      const set = setClause(COUPON_COLUMNS, input, 2);
      const [row] = await rows<CouponRow>(q, `UPDATE coupons SET ${set.sql} WHERE id = $1 RETURNING *`, [id, ...set.params]);
      await this.catalogue.audit(q, by, CatalogueAction.CouponUpdate, 'coupon', id, changes);
      return { row, changed: true };
    });
    return new Ok(toCoupon(result.row), result.changed ? 'commerce.catalogue.saved' : 'commerce.catalogue.unchanged');
  }
}
