import type { DataSource } from 'typeorm';
import type { PlanKind, PlanTexts } from '@contracts/schemas/membership';
import { extendVip } from '../services/vip-calendar';

interface DemoPlan {
  kind: PlanKind;
  size: number | null;
  price: number;
  names: PlanTexts;
  descriptions: PlanTexts;
}

const months = (n: number, price: number): DemoPlan => ({
  kind: 'months',
  size: n,
  price,
  names: { 'zh-cn': `${n}个月会员`, 'en-us': `${n}-month VIP`, 'zh-hant': `${n}個月會員` },
  descriptions: {
    'zh-cn': `${n}个月内畅读全部文章；续费从到期日起顺延。`,
    'en-us': `Read every article for ${n} month${n > 1 ? 's' : ''}; renewing extends from the end date.`,
    'zh-hant': `${n}個月內暢讀全部文章；續費從到期日起順延。`,
  },
});

const pack = (n: number, price: number): DemoPlan => ({
  kind: 'credits',
  size: n,
  price,
  names: { 'zh-cn': `${n}篇文章包`, 'en-us': `${n}-article pack`, 'zh-hant': `${n}篇文章包` },
  descriptions: {
    'zh-cn': `解锁任意${n}篇付费文章，解锁后永久可读。`,
    'en-us': `Unlock any ${n} locked articles; each stays yours forever.`,
    'zh-hant': `解鎖任意${n}篇付費文章，解鎖後永久可讀。`,
  },
});

/** The demo plans: 1, 3 and 12 months, packs of 10 and 30 articles, a buyout (prices in fen, CNY). */
export const DEMO_PLANS: DemoPlan[] = [
  months(1, 3000),
  months(3, 8000),
  months(12, 28800),
  pack(10, 1990),
  pack(30, 4990),
  {
    kind: 'buyout',
    size: null,
    price: 99_900,
    names: { 'zh-cn': '永久会员', 'en-us': 'Lifetime VIP', 'zh-hant': '永久會員' },
    descriptions: { 'zh-cn': '一次购买，永久畅读。', 'en-us': 'Pay once, read everything for good.', 'zh-hant': '一次購買，永久暢讀。' },
  },
];

export async function hasMembershipDemo(ds: DataSource): Promise<boolean> {
  const [r] = (await ds.query(`SELECT EXISTS (SELECT 1 FROM membership_plans) AS e`)) as { e: boolean }[];
  return !!r?.e;
}

/**
 * Membership's demo (own tables only): the plans, a member with 5 article credits and a VIP with 3
 * months, each written as a ledger grant beside the state row (the state equals the ledger).
 */
export async function seedMembershipDemo(ds: DataSource, people: { memberId: string; vipId: string }): Promise<void> {
  await ds.transaction(async (m) => {
    for (const [i, p] of DEMO_PLANS.entries()) {
      await m.query(
        `INSERT INTO membership_plans (kind, months, credits, price, currency, names, descriptions, active, position)
         VALUES ($1, $2, $3, $4, 'CNY', $5, $6, true, $7)`,
        [
          p.kind,
          p.kind === 'months' ? p.size : null,
          p.kind === 'credits' ? p.size : null,
          p.price,
          JSON.stringify(p.names),
          JSON.stringify(p.descriptions),
          i,
        ],
      );
    }
    const vipUntil = new Date(Math.floor(extendVip(null, 3, new Date()).getTime() / 1000) * 1000);
    await m.query(`INSERT INTO memberships (user_id, remaining_credits, opened_at, version) VALUES ($1, 5, now(), 1)`, [people.memberId]);
    await m.query(`INSERT INTO membership_ledger (user_id, kind, key, credits, reason) VALUES ($1, 'grant', $2, 5, 'demo data')`, [
      people.memberId,
      `demo:${people.memberId}`,
    ]);
    await m.query(`INSERT INTO memberships (user_id, vip_until, opened_at, version) VALUES ($1, $2, now(), 1)`, [people.vipId, vipUntil]);
    await m.query(`INSERT INTO membership_ledger (user_id, kind, key, vip_seconds, reason) VALUES ($1, 'grant', $2, $3, 'demo data')`, [
      people.vipId,
      `demo:${people.vipId}`,
      Math.floor(vipUntil.getTime() / 1000),
    ]);
  });
}
