import { LANGUAGES } from '@contracts/language';
import { tStored } from '@server/common/i18n/i18n';
import { MembershipActivated, MembershipEndingSoon, MembershipExpired } from '../events/membership.events';
import { MembershipNotices, membershipNoticeFor } from './membership.notices';

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
    expect(LANGUAGES.map((l) => tStored(l, n.bodyKey, n.params))).toEqual([
      '您的会员权益已生效，剩余 10 篇可解锁。',
      'Your membership is active. Article credits left: 10.',
      '您的會員權益已生效，剩餘 10 篇可解鎖。',
    ]);
  });

  it('activation says what the reader now has: VIP until its last day, or lifetime', () => {
    const now = new Date('2026-03-01T04:00:00Z');
    const until = new Date('2026-03-31T16:00:00Z'); // 2026-04-01 00:00 +08: VIP through 31 March
    const vip = membershipNoticeFor(
      new MembershipActivated({ userId: 'u-1', orderId: 'o-2', vipUntil: until, buyout: false, remainingCredits: 3 }),
      now,
    );
    expect(vip).toMatchObject({ bodyKey: 'notice.membership.activated.body_vip', params: { date: '2026-03-31' } });
    expect(tStored('en-us', vip.bodyKey, vip.params)).toBe('You are a VIP member until 2026-03-31: every article is yours to read.');
    const life = membershipNoticeFor(
      new MembershipActivated({ userId: 'u-1', orderId: 'o-3', vipUntil: null, buyout: true, remainingCredits: 0 }),
      now,
    );
    expect(LANGUAGES.map((l) => tStored(l, life.bodyKey, life.params))).toEqual([
      '您已成为永久VIP会员，可阅读全部文章。',
      'You are a lifetime VIP member: every article is yours to read.',
      '您已成為永久VIP會員，可閱讀全部文章。',
    ]);
    // a pack bought after VIP ended: the credits, not the past end
    const past = new Date('2026-02-10T16:00:00Z');
    const pack = membershipNoticeFor(
      new MembershipActivated({ userId: 'u-1', orderId: 'o-4', vipUntil: past, buyout: false, remainingCredits: 10 }),
      now,
    );
    expect(pack).toMatchObject({ bodyKey: 'notice.membership.activated.body', params: { credits: 10 } });
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
    expect(tStored('en-us', expired.bodyKey, expired.params)).toBe(
      'Your VIP membership ended on 2026-02-10. Articles you unlocked stay yours.',
    );
  });

  it('maps the three events through the notice port, with only the keys it declares (checked for texts at start)', () => {
    const source = new MembershipNotices();
    const future = new Date(Date.now() + 30 * 86_400_000);
    const events = [
      new MembershipActivated({ userId: 'u-1', orderId: 'o-1', vipUntil: null, buyout: false, remainingCredits: 10 }),
      new MembershipActivated({ userId: 'u-1', orderId: 'o-2', vipUntil: future, buyout: false, remainingCredits: 0 }),
      new MembershipActivated({ userId: 'u-1', orderId: 'o-3', vipUntil: null, buyout: true, remainingCredits: 0 }),
      new MembershipEndingSoon({ eventId: 'membership-soon:u-1:2', userId: 'u-1', vipUntil: future }),
      new MembershipExpired({ eventId: 'membership-expired:u-1:2', userId: 'u-1', vipUntil: future }),
    ];
    expect(new Set(events.map((e) => e.constructor))).toEqual(new Set(source.events));
    const used = events.flatMap((e) => source.noticesFor(e)).flatMap((n) => [n.titleKey, n.bodyKey]);
    expect(new Set(used)).toEqual(new Set(source.keys));
  });
});
