import { Injectable } from '@nestjs/common';
import { DataSource, type QueryRunner } from 'typeorm';
import type { Language } from '@contracts/language';
import type { MembershipOrder, MembershipOrderFields, MembershipOrderInput, PlanKind, PlanTexts } from '@contracts/schemas/membership';
import { AppException } from '@server/common/errors/app.exception';
import type { Ok } from '@server/common/http/ok';
import { one, rows } from '@server/infra/database/sql';
import { sql } from '@server/infra/database/sql-template';
import { OrderDesk } from '@server/modules/orders/ports/order-desk.port';
import {
  SellsOrderKind,
  type KindRefund,
  type OrderKindHandler,
  type OrderKindView,
  type OrderRecord,
  type OrderReservation,
} from '@server/modules/orders/ports/order-kind.port';
import { MembershipLedger } from './membership-ledger';
import { extendVip } from './vip-calendar';

interface PlanRow {
  id: string;
  kind: PlanKind;
  months: number | null;
  credits: number | null;
  price: number;
  currency: string;
  names: PlanTexts;
}

interface KindRow {
  order_id: string;
  user_id: string;
  plan_id: string;
  kind: PlanKind;
  months: number | null;
  credits: number | null;
  names: PlanTexts;
  vip_from: Date | null;
  vip_to: Date | null;
}

/**
 * The `membership` kind of order: a plan (months, a credit pack, a buyout) at its price. Nothing is
 * held while the order waits for payment; the payment grants the plan once (the ledger key
 * `grant:<orderId>`) in the payment's transaction. Refunds give back what was not used: months whose
 * period has not begun, a pack whose credits are all still there; a buyout is not refunded
 * (docs/decisions/0100-membership-refunds.md).
 */
@Injectable()
@SellsOrderKind()
export class MembershipOrderKind implements OrderKindHandler<MembershipOrderInput, MembershipOrderFields> {
  readonly kind = 'membership' as const;
  readonly letter = 'M';

  constructor(
    private readonly ds: DataSource,
    private readonly desk: OrderDesk,
    private readonly ledger: MembershipLedger,
  ) {}

  /** `POST /membership/orders`. */
  async buy(userId: string, input: MembershipOrderInput, lang: Language): Promise<Ok<MembershipOrder>> {
    const placed = await this.desk.place(this, userId, input, lang);
    if (!placed) throw AppException.fail('e.membership.plan_unavailable');
    return placed;
  }

  private view(
    o: Pick<OrderRecord, 'status'>,
    r: Omit<KindRow, 'order_id' | 'user_id' | 'vip_from' | 'vip_to'>,
    lang: Language,
    refund: boolean,
  ) {
    const fields: MembershipOrderFields = {
      plan: {
        id: r.plan_id,
        kind: r.kind,
        ...(r.months !== null ? { months: r.months } : {}),
        ...(r.credits !== null ? { credits: r.credits } : {}),
        name: r.names[lang],
      },
    };
    return { title: r.names[lang], lineTitles: [r.names[lang]], details: fields, refundable: o.status === 'paid' && refund };
  }

  async reserve(userId: string, input: MembershipOrderInput, lang: Language): Promise<OrderReservation<MembershipOrderFields>> {
    const plan = await one<PlanRow>(
      this.ds,
      `SELECT id, kind, months, credits, price, currency, names FROM membership_plans WHERE id = $1 AND active`,
      [input.planId],
    );
    if (!plan) throw AppException.notFound();
    const row = { plan_id: plan.id, kind: plan.kind, months: plan.months, credits: plan.credits, names: plan.names };
    return {
      lines: [{ itemRef: plan.id, title: plan.names[lang], quantity: 1 }],
      discount: 0,
      currency: plan.currency,
      remark: null,
      // Charged at the price the plan has when the order is written; a plan switched off meanwhile takes nothing.
      take: sql`SELECT 0 AS position, price AS unit_price FROM membership_plans WHERE id = ${plan.id} AND active`,
      attach: (orderId) =>
        sql`INSERT INTO membership_orders (order_id, user_id, plan_id, kind, months, credits, names)
            SELECT ${orderId}, ${userId}, ${plan.id}, ${plan.kind}, ${plan.months}::int, ${plan.credits}::int, ${JSON.stringify(plan.names)}::jsonb FROM reserved`,
      view: (o) => this.view(o, row, lang, false),
    };
  }

  private async row(q: QueryRunner, orderId: string): Promise<KindRow> {
    const r = await one<KindRow>(q, `SELECT * FROM membership_orders WHERE order_id = $1`, [orderId]);
    if (!r) throw new Error(`membership order ${orderId} has no plan row`);
    return r;
  }

  async fulfil(q: QueryRunner, order: OrderRecord): Promise<void> {
    const r = await this.row(q, order.id);
    const period: { from?: Date; to?: Date } = {};
    await this.ledger.apply(
      order.userId,
      {
        kind: 'grant',
        key: `grant:${order.id}`,
        orderId: order.id,
        credits: r.credits ?? 0,
        buyout: r.kind === 'buyout' ? 1 : undefined,
        vipUntil:
          r.kind === 'months'
            ? (cur) => {
                const now = new Date();
                period.from = cur && cur > now ? cur : now;
                period.to = extendVip(cur, r.months!, now);
                return period.to;
              }
            : undefined,
      },
      q,
    );
    if (period.from) {
      await q.query(`UPDATE membership_orders SET vip_from = $2, vip_to = $3 WHERE order_id = $1`, [order.id, period.from, period.to]);
    }
  }

  /** Nothing is held while unpaid. */
  async release(): Promise<void> {}

  /** Nothing to take back: a late payment is fulfilled as any. */
  revive(): Promise<boolean> {
    return Promise.resolve(true);
  }

  async refund(q: QueryRunner, order: OrderRecord): Promise<KindRefund> {
    const r = await this.row(q, order.id);
    // The balance is read under the state row's lock: an unlock spending a credit at this moment
    // waits for the refund (or the refund for it), so the check below sees what is really left.
    const state = await one<{ remaining_credits: number }>(q, `SELECT remaining_credits FROM memberships WHERE user_id = $1 FOR UPDATE`, [order.userId]);
    const now = new Date();
    if (r.kind === 'buyout') throw AppException.fail('e.membership.refund_buyout');
    if (r.kind === 'months' && !(r.vip_from && r.vip_to && r.vip_from > now)) throw AppException.fail('e.membership.refund_begun');
    if (r.kind === 'credits' && (state?.remaining_credits ?? 0) < (r.credits ?? 0)) throw AppException.fail('e.membership.refund_spent');
    const length = r.vip_from && r.vip_to ? r.vip_to.getTime() - r.vip_from.getTime() : 0;
    await this.ledger.apply(
      order.userId,
      {
        kind: 'refund',
        key: `refund:${order.id}`,
        orderId: order.id,
        credits: -(r.credits ?? 0),
        vipUntil: r.kind === 'months' ? (cur) => (cur ? new Date(cur.getTime() - length) : cur) : undefined,
        reason: 'order refunded',
      },
      q,
    );
    return { count: 1, refunded: 1, status: 'refunded', message: 'membership.order_refunded' };
  }

  async present(orders: readonly OrderRecord[], lang: Language, now: Date): Promise<Map<string, OrderKindView<MembershipOrderFields>>> {
    if (!orders.length) return new Map();
    const found = await rows<KindRow & { remaining: number | null }>(
      this.ds,
      `SELECT mo.*, m.remaining_credits AS remaining
         FROM membership_orders mo LEFT JOIN memberships m ON m.user_id = mo.user_id
        WHERE mo.order_id = ANY($1::uuid[])`,
      [orders.map((o) => o.id)],
    );
    const byId = new Map(found.map((r) => [r.order_id, r]));
    const out = new Map<string, OrderKindView<MembershipOrderFields>>();
    for (const o of orders) {
      const r = byId.get(o.id);
      if (!r) continue;
      const refundable =
        (r.kind === 'months' && r.vip_from !== null && r.vip_from > now) ||
        (r.kind === 'credits' && (r.remaining ?? 0) >= (r.credits ?? 0));
      out.set(o.id, this.view(o, r, lang, refundable));
    }
    return out;
  }
}
