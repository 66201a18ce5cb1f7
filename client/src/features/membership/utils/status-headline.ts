import type { MembershipState } from '@contracts/schemas/membership';
import type { TFunction } from 'i18next';
import { lastVipDay } from '@client/features/membership/utils/vip-day';

/** The member centre's headline: one state, the first that applies (the server's `status`, issue #36). */
export function statusHeadline(m: MembershipState, t: TFunction): string {
  switch (m.status) {
    case 'buyout':
      return t('membership.status.buyoutTitle');
    case 'vip':
      return t('membership.status.vipTitle', { date: m.vipUntil ? lastVipDay(m.vipUntil) : '' });
    case 'credits':
      return t('membership.status.creditsTitle', { count: m.remainingCredits });
    case 'lapsed':
      return t('membership.status.expiredTitle', { date: m.vipUntil ? lastVipDay(m.vipUntil) : '' });
    case 'spent':
      return t('membership.status.spentTitle');
    default:
      return t('membership.status.noneTitle');
  }
}
