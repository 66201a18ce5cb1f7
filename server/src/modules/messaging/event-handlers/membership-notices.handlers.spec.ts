import { LANGUAGES } from '@contracts/language';
import { t } from '@server/common/i18n/i18n';
import { MembershipActivated, MembershipEndingSoon, MembershipExpired } from '@server/modules/membership/events/membership.events';
import { membershipNoticeFor } from './membership-notices.handlers';

describe('membership notices', () => {
  it('activation: a system notice to the member centre, in three languages', () => {
    const e = new MembershipActivated({ userId: 'u-1', orderId: 'o-1', vipUntil: null, buyout: false, remainingCredits: 10 });
    const n = membershipNoticeFor(e);
    expect(n).toMatchObject({
      eventId: e.eventId,
      recipientId: 'u-1',
      category: 'system',
      link: '/pages/member/center',
      params: { credits: 10 },
    });
    expect(LANGUAGES.map((l) => t(l, n.bodyKey, n.params))).toEqual([
      '您的会员权益已生效，剩余 10 篇可解锁。',
      'Your membership is active. Article credits left: 10.',
      '您的會員權益已生效，剩餘 10 篇可解鎖。',
    ]);
  });

  it('ending soon and expired keep their deterministic event id and name the last VIP day in Shanghai', () => {
    const end = new Date('2026-02-10T16:00:00Z'); // 2026-02-11 00:00 +08: the last day is the 10th
    const soon = membershipNoticeFor(new MembershipEndingSoon({ eventId: 'membership-soon:u-1:1', userId: 'u-1', vipUntil: end }));
    expect(soon).toMatchObject({
      eventId: 'membership-soon:u-1:1',
      titleKey: 'notice.membership.ending_soon.title',
      params: { date: '2026-02-10' },
    });
    const expired = membershipNoticeFor(new MembershipExpired({ eventId: 'membership-expired:u-1:1', userId: 'u-1', vipUntil: end }));
    expect(expired).toMatchObject({ eventId: 'membership-expired:u-1:1', bodyKey: 'notice.membership.expired.body' });
    expect(t('en-us', expired.bodyKey, expired.params)).toBe('Your VIP membership ended on 2026-02-10. Articles you unlocked stay yours.');
  });
});
