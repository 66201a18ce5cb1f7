import { createInstance, type TFunction } from 'i18next';
import type { MembershipState } from '@contracts/schemas/membership';
import en from '@client/features/membership/locales/en.json';
import zhCN from '@client/features/membership/locales/zh-CN.json';
import zhHant from '@client/features/membership/locales/zh-Hant.json';
import { statusHeadline } from '@client/features/membership/utils/status-headline';

const NEVER: MembershipState = {
  status: 'none',
  vip: false,
  buyout: false,
  vipUntil: null,
  openedAt: null,
  remainingCredits: 0,
  cumulativeArticles: 0,
};
// 00:00 Shanghai on 2027-03-01: the last VIP day is 2027-02-28
const END = '2027-02-28T16:00:00.000Z';
const STATES: Record<MembershipState['status'], MembershipState> = {
  none: NEVER,
  credits: { ...NEVER, status: 'credits', openedAt: '2026-11-01T00:00:00.000Z', remainingCredits: 5 },
  spent: { ...NEVER, status: 'spent', openedAt: '2026-11-01T00:00:00.000Z', cumulativeArticles: 10 },
  vip: { ...NEVER, status: 'vip', vip: true, vipUntil: END, openedAt: '2026-11-01T00:00:00.000Z' },
  lapsed: { ...NEVER, status: 'lapsed', vipUntil: END, openedAt: '2026-11-01T00:00:00.000Z' },
  buyout: { ...NEVER, status: 'buyout', vip: true, buyout: true, openedAt: '2026-11-01T00:00:00.000Z' },
};

async function translator(lng: string, texts: object): Promise<TFunction> {
  const i18n = createInstance();
  await i18n.init({ lng, resources: { [lng]: { translation: texts } }, interpolation: { escapeValue: false } });
  return i18n.t;
}

describe('the member centre headline per state, in three languages (issue #36)', () => {
  it.each([
    ['zh-CN', zhCN, ['尚未开通会员', '文章包会员，剩余 5 篇', '文章包已用完', 'VIP 会员，有效期至 2027-02-28', 'VIP 会员已于 2027-02-28 到期', '永久 VIP 会员']],
    ['en', en, ['Not a member yet', 'Article pack: 5 articles left', 'Your article pack is used up', 'VIP member until 2027-02-28', 'Your VIP membership ended on 2027-02-28', 'Lifetime VIP member']],
    ['zh-Hant', zhHant, ['尚未開通會員', '文章包會員，剩餘 5 篇', '文章包已用完', 'VIP 會員，有效期至 2027-02-28', 'VIP 會員已於 2027-02-28 到期', '永久 VIP 會員']],
  ] as const)('%s', async (lng, texts, expected) => {
    const t = await translator(lng, texts);
    const order = ['none', 'credits', 'spent', 'vip', 'lapsed', 'buyout'] as const;
    expect(order.map((s) => statusHeadline(STATES[s], t))).toEqual(expected);
    // six states, six different headlines: a pack holder is never told "not a member"
    expect(new Set(expected).size).toBe(6);
  });

  it('counts one article in the singular in English', async () => {
    const t = await translator('en', en);
    expect(statusHeadline({ ...STATES.credits, remainingCredits: 1 }, t)).toBe('Article pack: 1 article left');
  });
});
