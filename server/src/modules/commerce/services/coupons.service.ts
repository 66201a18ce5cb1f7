import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { type Paged, paged } from '@contracts/api';
import type { PagingInput } from '@contracts/schemas/common';
import type { Language } from '@contracts/language';
import type { Coupon, CouponKind, MyCoupon, MyCouponListInput, MyCouponStatus } from '@contracts/schemas/commerce';
import { AppException } from '@server/common/errors/app.exception';
import { Ok } from '@server/common/http/ok';
import { Rollback, one, rows, tx } from '@server/infra/database/sql';
import { quoteCoupon, type CouponEligibility, type CouponLine, type CouponTerms } from './coupon-rule';
import { pick, type LocalText } from './local-text';

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
  mine: number | null;
}

interface MyCouponRow {
  id: string;
  coupon_id: string;
  status: 'unused' | 'used';
  claimed_at: Date;
  expires_at: Date;
  title: LocalText;
  kind: CouponKind;
  value: number;
  min_spend: number;
  currency: string;
}

const terms = (r: Pick<MyCouponRow, 'kind' | 'value' | 'min_spend'>): CouponTerms => ({
  kind: r.kind,
  value: r.value,
  minSpend: r.min_spend,
});

function statusOf(r: Pick<MyCouponRow, 'status' | 'expires_at'>, now: Date): MyCouponStatus {
  if (r.status === 'used') return 'used';
  return r.expires_at <= now ? 'expired' : 'unused';
}

/**
 * Coupons: claims race safely (the per-person limit is a conditional upsert on the caller's counter
 * row, the stock a conditional UPDATE, both in one transaction); a coupon is spent by a guarded
 * UPDATE at order creation and given back when the order is cancelled or expires.
 */
@Injectable()
export class CouponsService {
  constructor(private readonly ds: DataSource) {}

  private toCoupon(r: CouponRow, lang: Language): Coupon {
    const remaining = Math.max(0, r.stock - r.claimed);
    const mine = Number(r.mine ?? 0);
    return {
      id: r.id,
      title: pick(r.title, lang),
      kind: r.kind,
      value: r.value,
      minSpend: r.min_spend,
      currency: r.currency,
      perPersonLimit: r.per_person_limit,
      validDays: r.valid_days,
      remaining,
      claimedCount: mine,
      state: mine >= r.per_person_limit ? 'claimed' : remaining === 0 ? 'out_of_stock' : 'available',
    };
  }

  async list(userId: string | undefined, query: PagingInput, lang: Language): Promise<Paged<Coupon>> {
    const [count] = await rows<{ n: string }>(this.ds, `SELECT count(*) AS n FROM coupons WHERE active`);
    const items = await rows<CouponRow>(
      this.ds,
      `SELECT c.*, uc.claimed AS mine FROM coupons c
         LEFT JOIN user_coupon_counters uc ON uc.coupon_id = c.id AND uc.user_id = $1
        WHERE c.active ORDER BY c.created_at DESC, c.id LIMIT $2 OFFSET $3`,
      [userId ?? null, query.limit, (query.page - 1) * query.limit],
    );
    const total = Number(count?.n ?? 0);
    return paged(
      items.map((r) => this.toCoupon(r, lang)),
      query,
      total,
    );
  }

  async claim(userId: string, couponId: string, lang: Language): Promise<Ok<MyCoupon>> {
    const c = await one<CouponRow>(this.ds, `SELECT *, NULL AS mine FROM coupons WHERE id = $1 AND active`, [couponId]);
    if (!c) throw AppException.notFound();
    const id = await tx(this.ds, async (q) => {
      const counted = await rows(
        q,
        `INSERT INTO user_coupon_counters (coupon_id, user_id, claimed) VALUES ($1, $2, 1)
         ON CONFLICT (coupon_id, user_id) DO UPDATE SET claimed = user_coupon_counters.claimed + 1
          WHERE user_coupon_counters.claimed < $3
         RETURNING claimed`,
        [couponId, userId, c.per_person_limit],
      );
      if (!counted.length) throw new Rollback('limit');
      const stock = await rows(q, `UPDATE coupons SET claimed = claimed + 1 WHERE id = $1 AND claimed < stock RETURNING id`, [couponId]);
      if (!stock.length) throw new Rollback('stock');
      const [mine] = await rows<{ id: string }>(
        q,
        `INSERT INTO user_coupons (coupon_id, user_id, expires_at) VALUES ($1, $2, now() + make_interval(days => $3)) RETURNING id`,
        [couponId, userId, c.valid_days],
      );
      return mine.id;
    }).catch((err: unknown) => {
      if (err instanceof Rollback) {
        if (err.value === 'limit') throw AppException.fail('e.commerce.coupon_limit', { limit: c.per_person_limit });
        throw AppException.fail('e.commerce.coupon_out_of_stock');
      }
      throw err;
    });
    const [row] = await this.mine(userId, { ids: [id] });
    return new Ok(this.toMyCoupon(row, lang, new Date()), 'commerce.coupon_claimed');
  }

  private async mine(userId: string, filter: { ids?: string[]; usableOnly?: boolean; limit?: number; offset?: number }) {
    return rows<MyCouponRow>(
      this.ds,
      `SELECT u.id, u.coupon_id, u.status, u.claimed_at, u.expires_at, c.title, c.kind, c.value, c.min_spend, c.currency
         FROM user_coupons u JOIN coupons c ON c.id = u.coupon_id
        WHERE u.user_id = $1 AND ($2::uuid[] IS NULL OR u.id = ANY($2::uuid[]))
          AND (NOT $3 OR (u.status = 'unused' AND u.expires_at > now()))
        ORDER BY u.claimed_at DESC, u.id LIMIT $4 OFFSET $5`,
      [userId, filter.ids ?? null, filter.usableOnly ?? false, filter.limit ?? 1000, filter.offset ?? 0],
    );
  }

  private toMyCoupon(r: MyCouponRow, lang: Language, now: Date, subtotal?: { lines: CouponLine[]; currency: string }): MyCoupon {
    const status = statusOf(r, now);
    const out: MyCoupon = {
      id: r.id,
      couponId: r.coupon_id,
      title: pick(r.title, lang),
      kind: r.kind,
      value: r.value,
      minSpend: r.min_spend,
      currency: r.currency,
      claimedAt: r.claimed_at.toISOString(),
      expiresAt: r.expires_at.toISOString(),
      status,
    };
    if (subtotal) {
      const quote = quoteCoupon(terms(r), subtotal.lines);
      out.usable = status === 'unused' && r.currency === subtotal.currency && quote.meetsMinSpend;
      out.discount = out.usable ? quote.discount : 0;
    }
    return out;
  }

  async listMine(userId: string, query: MyCouponListInput, lang: Language): Promise<Paged<MyCoupon>> {
    let subtotal: { lines: CouponLine[]; currency: string } | undefined;
    if (query.ticketTypeId && query.quantity) {
      const tt = await one<{ price: number; currency: string }>(
        this.ds,
        `SELECT tt.price, e.currency FROM ticket_types tt JOIN exhibitions e ON e.id = tt.exhibition_id WHERE tt.id = $1`,
        [query.ticketTypeId],
      );
      if (!tt) throw AppException.notFound();
      // the purchase it would be: one ticket line
      subtotal = { lines: [{ unitPrice: tt.price, quantity: query.quantity }], currency: tt.currency };
    }
    const now = new Date();
    const usableOnly = query.usable === true;
    let all = (await this.mine(userId, { usableOnly })).map((r) => this.toMyCoupon(r, lang, now, subtotal));
    if (usableOnly && subtotal) all = all.filter((c) => c.usable);
    const start = (query.page - 1) * query.limit;
    return paged(all.slice(start, start + query.limit), query, all.length);
  }

  /**
   * Checks a claimed coupon against a purchase's lines (refusing clearly) and returns its discount:
   * on the lines the order's kind calls `eligible` (all of them when it names none). Spending it is
   * the order's guarded UPDATE.
   */
  async quote<L extends CouponLine>(
    userId: string,
    userCouponId: string,
    lines: readonly L[],
    currency: string,
    eligible?: CouponEligibility<L>,
  ): Promise<{ discount: number }> {
    const [r] = await this.mine(userId, { ids: [userCouponId] });
    if (!r || statusOf(r, new Date()) !== 'unused') throw AppException.field('couponId', 'e.commerce.coupon_unusable');
    if (r.currency !== currency) throw AppException.field('couponId', 'e.commerce.coupon_currency');
    const quote = quoteCoupon(terms(r), lines, eligible);
    if (!quote.meetsMinSpend) {
      throw AppException.field('couponId', 'e.commerce.coupon_min_spend', { amount: (r.min_spend / 100).toFixed(2) });
    }
    return { discount: quote.discount };
  }
}
