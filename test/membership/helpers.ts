import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import type { MembershipOrder, MembershipPlan, PlanKind } from '@contracts/schemas/membership';
import { signSandbox } from '@server/modules/orders/payments/sandbox.provider';
import { OrdersSettings } from '@server/modules/orders/services/orders.settings';
import { PaymentsService } from '@server/modules/orders/services/payments.service';
import { MembershipLedger } from '@server/modules/membership/services/membership-ledger';
import type { ApiClient } from '@test/setup/api';
import type { TestApp } from '@test/setup/harness';

const texts = (s: string) => ({ 'zh-cn': `${s}（中）`, 'en-us': s, 'zh-hant': `${s}（繁）` });

/** Inserts a plan straight into the database. */
export async function insertPlan(t: TestApp, kind: PlanKind, size: number | null, price = 1000, active = true): Promise<string> {
  const [row] = (await t.app
    .get(DataSource)
    .query(
      `INSERT INTO membership_plans (kind, months, credits, price, currency, names, descriptions, active) VALUES ($1, $2, $3, $4, 'CNY', $5, $6, $7) RETURNING id`,
      [
        kind,
        kind === 'months' ? size : null,
        kind === 'credits' ? size : null,
        price,
        JSON.stringify(texts(`${kind} ${size ?? ''}`)),
        JSON.stringify(texts('plan')),
        active,
      ],
    )) as { id: string }[];
  return row!.id;
}

/** Credits (or a change of them) written through the ledger, as an admin adjustment would. */
export async function giveCredits(t: TestApp, userId: string, credits: number) {
  return t.app.get(MembershipLedger).apply(userId, { kind: 'adjust', key: MembershipLedger.adjustKey(), credits, reason: 'test' });
}

/** Sets VIP end directly through the ledger (an adjustment to that instant). */
export async function setVipUntil(t: TestApp, userId: string, until: Date) {
  return t.app
    .get(MembershipLedger)
    .apply(userId, { kind: 'adjust', key: MembershipLedger.adjustKey(), vipUntil: () => until, reason: 'test' });
}

/** The state row beside the ledger's sums: they must agree. */
export async function ledgerCheck(t: TestApp, userId: string) {
  const [r] = (await t.app.get(DataSource).query(
    `SELECT coalesce(m.remaining_credits, 0) AS credits, coalesce(m.cumulative_articles, 0) AS cumulative,
            coalesce(extract(epoch FROM m.vip_until)::bigint, 0) AS vip, coalesce(m.buyout, false) AS buyout,
            (SELECT coalesce(sum(credits), 0)::int FROM membership_ledger WHERE user_id = $1) AS l_credits,
            (SELECT count(*)::int FROM membership_ledger WHERE user_id = $1 AND kind = 'spend') AS l_spends,
            (SELECT coalesce(sum(vip_seconds), 0)::bigint FROM membership_ledger WHERE user_id = $1) AS l_vip,
            (SELECT coalesce(sum(buyout), 0) > 0 FROM membership_ledger WHERE user_id = $1) AS l_buyout,
            (SELECT count(*)::int FROM article_unlocks WHERE user_id = $1) AS unlocks
       FROM (SELECT 1) one LEFT JOIN memberships m ON m.user_id = $1`,
    [userId],
  )) as Record<string, string | number | boolean>[];
  return {
    state: { credits: Number(r!.credits), cumulative: Number(r!.cumulative), vip: Number(r!.vip), buyout: r!.buyout },
    ledger: { credits: Number(r!.l_credits), cumulative: Number(r!.l_spends), vip: Number(r!.l_vip), buyout: r!.l_buyout },
    unlocks: Number(r!.unlocks),
  };
}

/** Places a membership order through the API and pays it with signed sandbox callbacks (`times` deliveries of the same event). */
export async function buyPlan(t: TestApp, client: ApiClient, userId: string, planId: string, times = 1): Promise<MembershipOrder> {
  const placed = await client.post<MembershipOrder>('/membership/orders', { planId });
  if (placed.code !== 1) throw new Error(`order not placed: ${placed.msg}`);
  await paySandbox(t, userId, placed.data.id, placed.data.total, times);
  return placed.data;
}

export async function paySandbox(t: TestApp, userId: string, orderId: string, amount: number, times = 1) {
  const payments = t.app.get(PaymentsService);
  const start = await payments.start(userId, orderId, { provider: 'sandbox' }, 'en-us');
  const raw = JSON.stringify({ eventId: `evt_${randomUUID()}`, paymentId: start.paymentId, status: 'succeeded', amount, currency: 'CNY' });
  const signature = signSandbox(t.app.get(OrdersSettings).sandboxSecret, raw);
  const send = () => payments.handleCallback('sandbox', { rawBody: Buffer.from(raw), headers: { 'x-sandbox-signature': signature } });
  await Promise.all(Array.from({ length: times }, send));
}

export type { MembershipPlan };
